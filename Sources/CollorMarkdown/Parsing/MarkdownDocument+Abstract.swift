import CCmark
import Foundation

extension MarkdownDocument {
    /// The page's abstract as DocC takes it (`DocumentationMarkup`): the text a reader sees of
    /// the first block after the title when that block is a paragraph; nil when the page has
    /// none. Only HTML blocks (comments) and the directives DocC removes from the content
    /// (`@Metadata`, `@Options`, `@Comment`, `@Redirect`, `@DeprecationSummary`) may come
    /// before it: any other block first (a list, a table, an image's directive) means no
    /// abstract, as in docc.
    ///
    /// - Complexity: O(n) in the number of top-level blocks before it and its length.
    package var abstract: String? { abstract(symbolTitle: nil) }

    /// `abstract`, each symbol link read as `symbolTitle` names its target (docc shows a link
    /// by its target's title: ` ``Sink`` ` reads `NIOAsyncWriter.Sink`), else by its last name.
    package func abstract(symbolTitle: ((String) -> String?)?) -> String? {
        var node = cmark_node_first_child(root)
        var titled = false
        while let current = node {
            node = cmark_node_next(current)
            let block = MarkdownNode(pointer: current)
            if block.type == .heading, block.headingLevel == 1, !titled {
                titled = true
                continue
            }
            titled = true
            let meaning = dialectNode(of: block)
            if block.type == .paragraph, meaning == nil {
                let text = readerText(of: block, symbolTitle: symbolTitle)
                return text.isEmpty ? nil : text
            }
            if block.type == .htmlBlock { continue }
            if case .directive(let directive) = meaning,
                Self.directivesOutsideContent.contains(directive.name)
            {
                continue
            }
            return nil
        }
        return nil
    }

    /// The directives DocC takes out of a page's content, which do not end its abstract
    /// (docc's `directivesRemovedFromContent`, and `@DeprecationSummary`, read in any section).
    static let directivesOutsideContent: Set<String> = [
        "Comment", "Metadata", "Options", "Redirect", "DeprecationSummary",
    ]

    /// The markdown of a doc comment's first paragraph on one line, ended where swift-markdown
    /// ends it for docc: at a blank line (blank lines before it skipped); at a block cmark lets interrupt a paragraph (a
    /// `- Parameter x:` line right after the first, a fence, a heading); or at a line that
    /// opens a block directive (`@see beAKindOf …`: swift-markdown opens one at any `@` and a
    /// name) or a Doxygen command (`\param`). Empty when the comment opens with a block
    /// directive docc keeps in the content (its abstract is then none); a directive docc takes
    /// out (`@Metadata`) leaves the text to `abstract(of:)`, which skips it.
    ///
    /// - Complexity: O(n) in the length of the first paragraph's lines.
    package static func summarySource(of documentation: String) -> String {
        var lines: [String] = []
        // A directive docc takes out comes first: its lines up to a blank one, as before.
        var opensWithDirective = false
        for line in documentation.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // Blank lines before the first block are no paragraph's end.
            if trimmed.isEmpty, lines.isEmpty { continue }
            if trimmed.isEmpty { break }
            if !opensWithDirective, let name = directiveName(opening: Substring(trimmed)) {
                if !lines.isEmpty { break }
                guard directivesOutsideContent.contains(name) else { return "" }
                opensWithDirective = true
            }
            lines.append(trimmed)
        }
        guard !lines.isEmpty else { return "" }
        // Plain CommonMark decides where the paragraph ends: the dialect adds no block that
        // interrupts one.
        let text = lines.joined(separator: "\n")
        var count = lines.count
        if !opensWithDirective {
            let document = MarkdownDocument(text, dialect: false)
            if let first = cmark_node_first_child(document.root),
                cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH,
                cmark_node_get_start_line(first) == 1
            {
                count = min(count, max(1, Int(cmark_node_get_end_line(first))))
            }
        }
        return lines.prefix(count).joined(separator: " ")
    }

    /// The name of the block directive or Doxygen command `line` (without its indent) opens,
    /// as swift-markdown reads one with docc's options: `@` and a name up to `(`, `)`, `,`,
    /// `:`, `{` or a space (`@see: x` is `see`); `@` or `\` and one of docc's Doxygen commands
    /// (`\param`, `@returns`); nil for any other line.
    static func directiveName(opening line: Substring) -> String? {
        guard let first = line.first, first == "@" || first == "\\" else { return nil }
        let name = line.dropFirst().prefix { !"(),:{ \t".contains($0) }
        if first == "@", !name.isEmpty { return String(name) }
        let doxygen = line.dropFirst().prefix { $0 != " " && $0 != "\t" }.lowercased()
        return doxygenCommands.contains(doxygen) ? doxygen : nil
    }

    /// The Doxygen commands swift-markdown's `parseMinimalDoxygen` reads, which docc turns on
    /// for doc comments.
    private static let doxygenCommands: Set<String> = [
        "discussion", "note", "brief", "abstract", "param", "return", "returns", "result",
    ]

    /// The first paragraph of `markdown` (a doc comment's summary, a page's description) as
    /// plain text.
    package static func abstract(
        of markdown: String, symbolTitle: ((String) -> String?)? = nil
    ) -> String? {
        MarkdownDocument(markdown, limits: .generated).abstract(symbolTitle: symbolTitle)
    }
}
