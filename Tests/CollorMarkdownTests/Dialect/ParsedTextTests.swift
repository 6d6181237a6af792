import CollorGallery
import Testing

@testable import CollorMarkdown

/// The line index the passes read lines and offsets by.
@Suite struct ParsedTextTests {
    /// Line starts found with `memchr` agree with a byte-by-byte reading, with and without
    /// carriage returns (`\r\n` is one line ending).
    @Test func lineStartsMatchAByteByByteReading() {
        let alphabet: [UInt8] = Array("ab\n\n\r".utf8)
        var random = SeededRandom(seed: 21)
        for round in 0..<4_000 {
            let length = Int(random.next() % 100)
            // Half the texts without a carriage return, which take the fast path.
            let letters = round % 2 == 0 ? 4 : 5
            let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(letters))] }
            var expected = [0]
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == 13, index < bytes.count, bytes[index] == 10 { index += 1 }
                if byte == 10 || byte == 13 { expected.append(index) }
            }
            #expect(ParsedText(bytes).lineStarts == expected, "\(bytes)")
        }
    }
}
