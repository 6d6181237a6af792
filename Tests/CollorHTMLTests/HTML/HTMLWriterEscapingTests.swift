import CollorHTML
import CollorTestSupport
import Foundation
import Testing

/// The writer's two escaping modes against a byte-by-byte statement of their rules, on every byte,
/// at every offset of the eight-byte fast path, and on multi-byte characters across its words.
@Suite struct HTMLWriterEscapingTests {
    /// The rules written out plainly, one byte at a time: what the writer must match.
    enum Reference {
        static func pageText(_ bytes: [UInt8]) -> [UInt8] {
            bytes.flatMap { byte -> [UInt8] in
                switch byte {
                case UInt8(ascii: "&"): Array("&amp;".utf8)
                case UInt8(ascii: "<"): Array("&lt;".utf8)
                case UInt8(ascii: ">"): Array("&gt;".utf8)
                case 0x09, 0x0A, 0x0D: [byte]
                case 0x00..<0x20, 0x7F: []
                default: [byte]
                }
            }
        }

        static func pageAttribute(_ bytes: [UInt8]) -> [UInt8] {
            bytes.flatMap { byte -> [UInt8] in
                switch byte {
                case UInt8(ascii: "\""): Array("&quot;".utf8)
                case UInt8(ascii: "'"): Array("&#39;".utf8)
                default: pageText([byte])
                }
            }
        }

        static func commonMarkText(_ bytes: [UInt8]) -> [UInt8] {
            bytes.flatMap { byte -> [UInt8] in
                switch byte {
                case UInt8(ascii: "\""): Array("&quot;".utf8)
                case UInt8(ascii: "&"): Array("&amp;".utf8)
                case UInt8(ascii: "<"): Array("&lt;".utf8)
                case UInt8(ascii: ">"): Array("&gt;".utf8)
                default: [byte]
                }
            }
        }

        static let urlSafe = Set("-_.!~*()#$%+,/:;=?@".utf8).union(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)

        static func commonMarkURL(_ bytes: [UInt8]) -> [UInt8] {
            bytes.flatMap { byte -> [UInt8] in
                if urlSafe.contains(byte) { return [byte] }
                if byte == UInt8(ascii: "&") { return Array("&amp;".utf8) }
                if byte == UInt8(ascii: "'") { return Array("&#x27;".utf8) }
                let hex = Array("0123456789ABCDEF".utf8)
                return [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
    }

    /// Each of the four escapers, writing `bytes` into a fresh writer.
    enum Escaper: CaseIterable {
        case pageText, pageAttribute, commonMarkText, commonMarkAttribute, pageURL, commonMarkURL

        func write(_ bytes: [UInt8]) -> [UInt8] {
            switch self {
            case .pageText:
                var html = HTMLWriter()
                bytes.withUnsafeBufferPointer { html.text($0) }
                return html.bytes
            case .commonMarkText:
                var html = HTMLWriter(escaping: .commonMark)
                bytes.withUnsafeBufferPointer { html.text($0) }
                return html.bytes
            case .pageAttribute, .commonMarkAttribute:
                var html = HTMLWriter(escaping: self == .pageAttribute ? .page : .commonMark)
                html.attribute("a", String(decoding: bytes, as: UTF8.self))
                return Array(html.bytes.dropFirst(4).dropLast())
            case .pageURL, .commonMarkURL:
                var html = HTMLWriter(escaping: self == .pageURL ? .page : .commonMark)
                html.url(String(decoding: bytes, as: UTF8.self))
                return html.bytes
            }
        }

        func expected(_ bytes: [UInt8]) -> [UInt8] {
            switch self {
            case .pageText: Reference.pageText(bytes)
            case .pageAttribute, .pageURL: Reference.pageAttribute(bytes)
            case .commonMarkText, .commonMarkAttribute: Reference.commonMarkText(bytes)
            case .commonMarkURL: Reference.commonMarkURL(bytes)
            }
        }

        /// Attributes and URLs take a `String`, so they only see valid UTF-8.
        var takesAnyBytes: Bool { self == .pageText || self == .commonMarkText }

        /// What the escaper is given for `bytes`: as they are, or repaired into a `String`.
        func input(_ bytes: [UInt8]) -> [UInt8] {
            takesAnyBytes ? bytes : Array(String(decoding: bytes, as: UTF8.self).utf8)
        }
    }

    @Test func everyASCIIByteAtEveryOffsetOfTheFastPath() {
        for escaper in Escaper.allCases {
            for byte in UInt8(0)..<0x80 {
                for length in 1...20 {
                    for position in 0..<length {
                        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                        bytes[position] = byte
                        let written = escaper.write(bytes)
                        guard written == escaper.expected(bytes) else {
                            Issue.record("\(escaper): byte \(byte) at \(position) of \(length)")
                            return
                        }
                    }
                }
            }
        }
    }

    /// The fast path jumps to the first byte that may need a replacement: with two in one word,
    /// neither may be skipped, whichever comes first.
    @Test func twoSpecialBytesInOneWordAtEveryPairOfOffsets() {
        let specials = Array("\"&'<>\t\u{0}\u{1F}\u{7F}%".utf8)
        for escaper in Escaper.allCases {
            for first in specials {
                for second in specials {
                    for i in 0..<16 {
                        for j in (i + 1)..<17 {
                            var bytes = Array("abcdefghijklmnopq".utf8)
                            bytes[i] = first
                            bytes[j] = second
                            guard escaper.write(bytes) == escaper.expected(bytes) else {
                                Issue.record("\(escaper): \(first) at \(i), \(second) at \(j)")
                                return
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func everyHighByteIsKeptOrEncoded() {
        for escaper in Escaper.allCases where escaper.takesAnyBytes {
            for byte in UInt8(0x80)...0xFF {
                let bytes = Array("abcdefghijk".utf8) + [byte] + Array("lmnop".utf8)
                #expect(escaper.write(bytes) == bytes, "\(escaper) \(byte)")
            }
        }
        var html = HTMLWriter(escaping: .commonMark)
        html.url("\u{80}\u{FF}")
        #expect(html.string == "%C2%80%C3%BF")
    }

    @Test func multiByteCharactersAcrossWordBoundaries() {
        for character in ["é", "漢", "🎉", "👩‍👩‍👧"] {
            for offset in 0...17 {
                for special in ["<", "&", "\"", "'", "\u{1}", "\u{7F}"] {
                    let text =
                        String(repeating: "a", count: offset) + character + "b" + special
                        + "cdefghijklmn"
                        + character
                    let bytes = Array(text.utf8)
                    for escaper in Escaper.allCases {
                        let written = escaper.write(bytes)
                        #expect(
                            written == escaper.expected(bytes),
                            "\(escaper) \(text.debugDescription)")
                        if escaper != .commonMarkURL {
                            #expect(
                                String(validating: written, as: UTF8.self) != nil,
                                "\(escaper) split \(character) at \(offset)")
                        }
                    }
                }
            }
        }
    }

    @Test func randomTextMatchesTheRules() {
        var random = SplitMix64(seed: 0xC011_0E5C)
        let alphabet =
            Array(" aZ09\"&'<>\t\n\r\u{0}\u{1}\u{1B}\u{7F}/:%#?=".utf8)
            + Array("é漢🎉".utf8)
        for _ in 0..<3_000 {
            let length = Int(random.next() % 70)
            let bytes = (0..<length).map { _ in
                alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            for escaper in Escaper.allCases {
                let input = escaper.input(bytes)
                #expect(escaper.write(input) == escaper.expected(input), "\(escaper) \(bytes)")
            }
        }
    }

    @Test func pageModeDropsControlCharactersCommonMarkKeepsThem() {
        let text = "a\u{0}b\u{8}c\u{B}d\u{C}e\u{1F}f\u{7F}g\th\ni\rj\u{85}k"
        var page = HTMLWriter()
        page.text(text)
        #expect(page.string == "abcdefg\th\ni\rj\u{85}k")
        var commonMark = HTMLWriter(escaping: .commonMark)
        commonMark.text(text)
        #expect(commonMark.string == text)
    }

    @Test func modesDifferOnQuotesAsDocumented() {
        var page = HTMLWriter()
        page.text("\"'")
        page.attribute("t", "\"'")
        #expect(page.string == "\"' t=\"&quot;&#39;\"")
        var commonMark = HTMLWriter(escaping: .commonMark)
        commonMark.text("\"'")
        commonMark.attribute("t", "\"'")
        #expect(commonMark.string == "&quot;' t=\"&quot;'\"")
    }

    @Test func linksAreEscapedByMode() {
        var page = HTMLWriter()
        page.link("a b.html?x=1&y='2'#é")
        #expect(page.string == " href=\"a b.html?x=1&amp;y=&#39;2&#39;#é\"")
        var commonMark = HTMLWriter(escaping: .commonMark)
        commonMark.link("a b.html?x=1&y='2'#é")
        #expect(commonMark.string == " href=\"a%20b.html?x=1&amp;y=&#x27;2&#x27;#%C3%A9\"")
        commonMark.link("javascript:alert(1)")
        #expect(commonMark.string == " href=\"a%20b.html?x=1&amp;y=&#x27;2&#x27;#%C3%A9\"")
    }

    @Test func cStringsAndBytesAppendAsGiven() {
        var html = HTMLWriter(escaping: .commonMark)
        "<a>".withCString { html.text(cString: $0) }
        "<b>".withCString { html.raw(cString: $0) }
        "<c>xyz".withCString { html.raw(cString: $0, count: 3) }
        html.raw(bytes: Array("&".utf8))
        html.raw(byte: UInt8(ascii: "!"))
        #expect(html.string == "&lt;a&gt;<b><c>&!")
        #expect(html.last == UInt8(ascii: "!"))
    }

    @Test func newlineIfNeededWritesOneLineFeedAfterText() {
        var html = HTMLWriter(escaping: .commonMark)
        html.newlineIfNeeded()
        #expect(html.isEmpty)
        html.raw("<p>")
        html.newlineIfNeeded()
        html.newlineIfNeeded()
        #expect(html.string == "<p>\n")
    }

    @Test func copiesDoNotShareWrites() {
        var original = HTMLWriter()
        original.raw("abc")
        var copy = original
        copy.raw("def")
        original.raw("!")
        #expect(original.string == "abc!")
        #expect(copy.string == "abcdef")
        var appended = HTMLWriter(escaping: .commonMark)
        appended.append(contentsOf: copy)
        appended.append(contentsOf: original)
        #expect(appended.string == "abcdefabc!")
    }

    @Test func growsPastEveryCapacity() {
        var html = HTMLWriter(capacity: 1)
        var expected = ""
        for index in 0..<5_000 {
            let piece = index.isMultiple(of: 7) ? "<&>" : "x\(index)"
            html.text(piece)
            expected += piece.replacingOccurrences(of: "&", with: "&amp;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
                    of: ">", with: "&gt;")
        }
        #expect(html.string == expected)
        #expect(html.count == expected.utf8.count)
    }
}
