import CollorMarkdown

/// A DocC extension file of a member (` # ``Basket/add(_:)`` `): its markdown joins the member's
/// section on its type's page, as docc merges it into the member's page. By default it follows
/// the doc comment (docc's `append`: the file's abstract becomes a paragraph of the discussion);
/// `@Metadata { @DocumentationExtension(mergeBehavior: override) }` puts it in the comment's
/// place.
struct MemberExtension: Equatable, Sendable {
    /// The file's markdown after its title, without its `@Metadata` block.
    var markdown: String
    /// Whether it replaces the doc comment (`mergeBehavior: override`).
    var overrides: Bool
    /// Whether it writes a `@DeprecationSummary`, which docc shows instead of the symbol
    /// graph's deprecation message.
    var hasDeprecationSummary: Bool

    /// The extension of an extension file's body (its markdown after the front matter), read
    /// through the markdown module's directive parse: its title and top-level `@Metadata` are
    /// left out, wherever the metadata's braces are.
    ///
    /// - Complexity: O(n) in the body's length.
    init(body: String) {
        let document = MarkdownDocument(body, docc: true)
        // In the page's order, one after another: one walk over both.
        let hidden = document.titleAndMetadataLines
        var next = hidden.startIndex
        var lines: [Substring] = []
        for (index, line) in body.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            while next < hidden.endIndex, hidden[next].upperBound < index + 1 { next += 1 }
            if next < hidden.endIndex, hidden[next].contains(index + 1) { continue }
            lines.append(line)
        }
        var shown = lines.drop { $0.allSatisfy(\.isWhitespace) }
        while shown.last?.allSatisfy(\.isWhitespace) == true { shown = shown.dropLast() }
        markdown = shown.joined(separator: "\n")
        overrides = document.overridesDocumentation
        hasDeprecationSummary = document.deprecationSummaryPosition != nil
    }

    /// What the member's section shows: the doc comment then this file's markdown, or this
    /// file's alone when it overrides the comment or there is none.
    func documentation(merging comment: String) -> String {
        if overrides || comment.isEmpty { return markdown }
        if markdown.isEmpty { return comment }
        return comment + "\n\n" + markdown
    }
}
