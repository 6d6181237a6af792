import Foundation
import Testing

@testable import CollorMarkdown

/// DocC 6.3's code-block annotations (```` ```swift, highlight=[2], showLineNumbers ````) as
/// docc 6.3.1 reads them with `--enable-experimental-code-block-annotations`
/// (`__Fixtures__/DocCCodeBlockAnnotations/docc.json`, written by
/// `scripts/docc-code-block-annotations.py`), and as the whole info string without it.
@Suite struct CodeBlockAnnotationsTests {
    struct Listing: Decodable {
        var syntax: String?
        var showLineNumbers: Bool
        var wrap: Int
        var lineAnnotations: [[Annotation]]
    }

    enum Annotation: Decodable {
        case style(String)
        case line(Int)
        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let line = try? value.decode(Int.self) {
                self = .line(line)
            } else {
                self = .style(try value.decode(String.self))
            }
        }
    }

    struct Diagnostic: Decodable, Equatable {
        var line: Int
        var column: Int
        var summary: String
    }

    struct Docc: Decodable {
        var annotated: [Listing]
        var plain: [String?]
        var diagnostics: [Diagnostic]
    }

    /// One `<pre>` as written: its code's class, numbers, wrap width and each line's element.
    struct Block: Equatable, CustomStringConvertible {
        var language: String?
        var numbered: Bool
        var wrap: Int
        var lines: [String]
        var description: String { "\(language ?? "-") \(numbered) \(wrap) \(lines)" }
    }

    static let fixtures = repository.appendingPathComponent(
        "Tests/CollorMarkdownTests/__Fixtures__/DocCCodeBlockAnnotations")

    static func docc() throws -> Docc {
        try JSONDecoder().decode(
            Docc.self, from: Data(contentsOf: fixtures.appendingPathComponent("docc.json")))
    }

    static func render(annotations: Bool, highlightSwift: Bool = false) throws
        -> RenderedMarkdown
    {
        let markdown = try String(
            contentsOf: fixtures.appendingPathComponent("Demo.docc/Demo.md"), encoding: .utf8)
        let document = MarkdownDocument(markdown, lineOffset: 0, docc: true)
        if annotations { document.readCodeBlockAnnotations() }
        let renderer = MarkdownRenderer(
            options: MarkdownOptions(headingAnchors: false, highlightSwift: highlightSwift))
        return renderer.render(
            document, context: MarkdownContext(file: "Demo.md"),
            capacity: markdown.utf8.count)
    }

    /// The blocks of `html`, read back from its markup.
    static func blocks(_ html: String) -> [Block] {
        html.components(separatedBy: "<pre").dropFirst().map { block in
            let head = block.prefix { $0 != ">" }
            let code = block.drop { $0 != ">" }.dropFirst()
            let language =
                code.hasPrefix("<code class=\"language-")
                ? String(code.dropFirst(22).prefix { $0 != "\"" }) : nil
            let wrap =
                head.range(of: "--wrap: ").map { found in
                    Int(head[found.upperBound...].prefix { $0.isNumber }) ?? -1
                } ?? 0
            var lines: [String] = []
            var rest = Substring(block.prefix { _ in true })
            while let open = rest.range(of: " class=\"line\">") {
                let tag = rest[..<open.lowerBound].reversed().prefix { $0 != "<" }.reversed()
                var kind = String(tag)
                let body = rest[open.upperBound...]
                if body.hasPrefix("<span class=\"line-number\" aria-hidden=\"true\">") {
                    let number = body.dropFirst(45).prefix { $0.isNumber }
                    kind += "#" + number
                }
                lines.append(kind)
                rest = body
            }
            return Block(
                language: language, numbered: head.contains("numbered"), wrap: wrap,
                lines: lines)
        }
    }

    @Test func annotatedBlocksHighlightStrikeWrapAndNumberTheLinesDoccDoes() throws {
        let docc = try Self.docc()
        let markdown = try String(
            contentsOf: Self.fixtures.appendingPathComponent("Demo.docc/Demo.md"), encoding: .utf8)
        let rendered = try Self.render(annotations: true)
        let counts = zip(Self.lineCounts(markdown), docc.plain)
        let expected = zip(docc.annotated, counts).map { listing, block in
            let (count, info) = block
            var styles: [Int: Set<String>] = [:]
            for annotation in listing.lineAnnotations {
                guard case .style(let style) = annotation.first,
                    case .line(let line) = annotation.last
                else { continue }
                styles[line, default: []].insert(style)
            }
            // A fence without an info string asks nothing: written as before, without lines.
            let lines = (info == nil ? [] : Array(1...count)).map { line in
                let style = styles[line] ?? []
                let tag =
                    style.contains("highlight")
                    ? "mark" : style.contains("strikeout") ? "del" : "span"
                return listing.showLineNumbers ? "\(tag)#\(line)" : tag
            }
            return Block(
                language: listing.syntax, numbered: listing.showLineNumbers, wrap: listing.wrap,
                lines: lines)
        }
        #expect(Self.blocks(rendered.html) == expected)
    }

    @Test func withoutTheFlagTheInfoStringIsTheLanguage() throws {
        let docc = try Self.docc()
        let rendered = try Self.render(annotations: false)
        #expect(!rendered.html.contains("class=\"line\""))
        // docc's language is the whole info string; the class is its first word, as before.
        let languages = Self.blocks(rendered.html).map(\.language)
        #expect(languages == docc.plain.map { $0.map { String($0.prefix { $0 != " " }) } })
    }

    @Test func annotationsThatDoNotReadAreDoccsWarningsAtTheFence() throws {
        let docc = try Self.docc()
        let rendered = try Self.render(annotations: true)
        let collor = rendered.warnings.compactMap { warning -> Diagnostic? in
            guard case .codeBlockOption(let summary) = warning.reason else { return nil }
            return Diagnostic(line: warning.line, column: warning.column, summary: summary)
        }
        #expect(collor == docc.diagnostics)
        #expect(rendered.warnings.count == collor.count)
    }

    @Test func aHighlightedSwiftLineKeepsItsSyntaxColours() throws {
        let rendered = try Self.render(annotations: true, highlightSwift: true)
        let first = try #require(
            rendered.html.components(separatedBy: "<mark class=\"line\">").dropFirst().first)
        let line = first.prefix { $0 != "\n" }
        #expect(line.contains("<span class=\"line-number\" aria-hidden=\"true\">2</span>"))
        #expect(line.contains("<span class=\"k\">let</span>"))
    }

    /// The number of lines of each fenced block of `markdown`, in order.
    static func lineCounts(_ markdown: String) -> [Int] {
        var counts: [Int] = []
        var inside: Int?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let count = inside {
                    counts.append(count)
                    inside = nil
                } else {
                    inside = 0
                }
            } else if let count = inside {
                inside = count + 1
            }
        }
        return counts
    }
}
