import CollorTestSupport
import Foundation
import PropertyBased
import Testing

@testable import CollorText

/// A random text and wrap width; each case prints its seed on failure.
struct WrapCase: Sendable, CustomStringConvertible {
    var text: String
    var width: CGFloat

    /// Pieces that exercise collapsing, forced breaks, hyphens, kerning (AV, To), ligatures (ff,
    /// fi, fl), marks, emoji, characters the font lacks, right-to-left text and zero-width ones.
    static let pieces = [
        "a", "b", "f", "i", "l", "A", "V", "T", "o", "W", "1", "-", "-", " ", " ", " ", "  ", "\t",
        "\n", "\r\n", "é", "e\u{301}", "😀", "👨‍👩‍👧", "中", "ש", "م", "\u{200B}", "\u{200D}", "\u{7}",
        "ffi", "fl", "word", "hyphen-ated",
    ]

    static func random(using rng: inout some RandomNumberGenerator) -> WrapCase {
        let count = Int.random(in: 0...40, using: &rng)
        let text = (0..<count).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
        let width: CGFloat =
            switch Int.random(in: 0..<20, using: &rng) {
            case 0: 0
            case 1: -3
            case 2: .nan
            case 3: .infinity
            default: CGFloat(Int.random(in: 1...2_000, using: &rng)) / 8
            }
        return WrapCase(text: text, width: width)
    }

    /// The paragraphs a browser keeps with `white-space: pre-line`, written independently of
    /// `CollapsedText` and over scalars as CSS is: split at LF, CR and CRLF, collapse spaces and
    /// tabs, trim, drop a last empty paragraph.
    var expectedParagraphs: [String] {
        var paragraphs: [String] = []
        var current = String.UnicodeScalarView()
        var space = false
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if scalar == "\n" && previousWasCR { continue }
            if scalar == "\n" || scalar == "\r" {
                paragraphs.append(String(current))
                current = String.UnicodeScalarView()
                space = false
            } else if scalar == " " || scalar == "\t" {
                space = !current.isEmpty
            } else {
                if space { current.append(" ") }
                space = false
                current.append(scalar)
            }
        }
        paragraphs.append(String(current))
        if paragraphs.last?.isEmpty == true { paragraphs.removeLast() }
        return paragraphs
    }

    var description: String { "width: \(width), text: \(text.debugDescription)" }
}

private let wrapCases = Generator<WrapCase, Shrink.None<WrapCase>> { seeded in
    var rng = SplitMix64(seed: seeded.next())
    return WrapCase.random(using: &rng)
}

@Suite struct TextMeasurerPropertyTests {
    let measurer = TextMeasurer(fontSize: 16, lineHeight: 20)

    @Test func linesFitRebuildTheTextAndSetTheHeight() async {
        await propertyCheck(count: 1000, input: wrapCases) { wrap in
            let laidOut = measurer.laidOutLines(of: wrap.text, width: wrap.width)
            let lines = measurer.lines(of: wrap.text, width: wrap.width)
            #expect(laidOut.map(\.text) == lines)
            let limit = wrap.width.isNaN ? 0 : max(wrap.width, 0)
            // Lines fit in Chromium's layout unit, 1/64 px.
            for line in laidOut where line.text.count > 1 {
                #expect(line.width < limit + 1.0 / 64, "\(line) in \(wrap)")
            }
            #expect(
                Self.rebuild(lines, into: wrap.expectedParagraphs), "\(lines) from \(wrap)")
            let size = measurer.size(of: wrap.text, width: wrap.width)
            #expect(size.height == CGFloat(lines.count) * 20, "\(wrap)")
            #expect(size.width == laidOut.map(\.width).max() ?? 0, "\(wrap)")
        }
    }

    @Test func latinLinesMeasureAloneAsLaidOut() async {
        // Without other scripts around, a line set alone is as wide as in its paragraph, but for
        // the kerning it keeps with the next line.
        await propertyCheck(count: 1000, input: wrapCases) { wrap in
            let latin = String(wrap.text.unicodeScalars.filter { $0.isASCII })
            for line in measurer.laidOutLines(of: latin, width: wrap.width) {
                let alone = measurer.width(of: line.text)
                #expect(alone <= line.width && line.width - alone < 0.1 * 16, "\(line) in \(wrap)")
            }
        }
    }

    /// Whether `lines`, in order, spell `paragraphs`: each paragraph is its lines concatenated,
    /// with one space dropped where a line broke at a space, and an empty paragraph is one empty
    /// line. Compares scalars: joining strings can merge a space with a following mark.
    static func rebuild(_ lines: [String], into paragraphs: [String]) -> Bool {
        var remaining = lines.map { Array($0.unicodeScalars) }[...]
        for paragraph in paragraphs {
            var rest = Array(paragraph.unicodeScalars)[...]
            guard let first = remaining.popFirst() else { return false }
            if paragraph.isEmpty {
                if !first.isEmpty { return false }
                continue
            }
            var line = first
            while true {
                guard !line.isEmpty, line.first != " ", line.last != " ",
                    rest.starts(with: line)
                else { return false }
                rest = rest.dropFirst(line.count)
                if rest.isEmpty { break }
                if rest.first == " " { rest = rest.dropFirst() }
                guard let next = remaining.popFirst() else { return false }
                line = next
            }
        }
        return remaining.isEmpty
    }
}
