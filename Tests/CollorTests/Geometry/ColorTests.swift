import Collor
import Testing

@Suite struct ColorTests {
    @Test(arguments: [
        ("#ff8000", Color(red: 255, green: 128, blue: 0)),
        ("FF8000", Color(red: 255, green: 128, blue: 0)),
        ("#f80", Color(red: 255, green: 136, blue: 0)),
        ("#f808", Color(red: 255, green: 136, blue: 0, alpha: 136)),
        ("#11223344", Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44)),
    ])
    func parsesHex(text: String, expected: Color) throws {
        #expect(try Color(hex: text) == expected)
    }

    @Test(arguments: [
        "", "#", "#12", "#12345", "#1234567", "#gggggg", "#ff8000 ", "＃ff8000", "#ff80001122",
    ])
    func rejectsMalformedHex(text: String) {
        #expect(throws: CollorError.invalidColor(text)) { try Color(hex: text) }
    }

    @Test func writesCanonicalCSS() {
        #expect(Color(rgb: 0x1DA1F2).css == "#1da1f2")
        #expect(Color.white.withAlpha(0.8).css == "rgba(255, 255, 255, 0.8)")
        #expect(Color.black.withAlpha(0).css == "rgba(0, 0, 0, 0)")
        #expect(Color(red: 1, green: 2, blue: 3, alpha: 128).css == "rgba(1, 2, 3, 0.502)")
        #expect(Color(red: 1, green: 2, blue: 3, alpha: 128).hex == "#01020380")
        #expect(Color.white.withAlpha(.nan) == .white)
    }

    @Test func hexRoundTrips() throws {
        for value in stride(from: 0, through: 0xFFFFFF, by: 0x10101) {
            let color = Color(rgb: UInt32(value), alpha: UInt8(value & 0xFF))
            #expect(try Color(hex: color.hex) == color)
        }
    }
}
