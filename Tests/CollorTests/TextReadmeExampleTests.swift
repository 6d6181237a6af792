import Collor
import Foundation
import Testing

/// The README's text measurement example, kept true with `import Collor` alone, which brings
/// CollorText along (Chromium sets these widths and lines too).
@Test func textReadmeExample() {
    let measurer = TextMeasurer(fontSize: 16)
    #expect(measurer.lineHeight == 19)
    #expect(measurer.width(of: "AVATAR office") == 109.125)
    #expect(
        measurer.lines(of: "Donec eget vehicula eros.", width: 120) == [
            "Donec eget", "vehicula eros.",
        ])
    #expect(
        measurer.size(of: "Donec eget vehicula eros.", width: 120)
            == CGSize(width: 111.453125, height: 38))
}
