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

    /// The extension of an extension file's body (its markdown after the front matter).
    ///
    /// - Complexity: O(n) in the body's length.
    init(body: String) {
        var lines: [Substring] = []
        var sawTitle = false
        var metadataDepth = 0
        var overrides = false
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if !sawTitle {
                sawTitle = line.hasPrefix("# ")
                continue
            }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if metadataDepth > 0 || trimmed.hasPrefix("@Metadata") {
                for character in line {
                    if character == "{" { metadataDepth += 1 }
                    if character == "}" { metadataDepth = max(0, metadataDepth - 1) }
                }
                if line.contains(/mergeBehavior\s*:\s*override/) { overrides = true }
                continue
            }
            lines.append(line)
        }
        var shown = lines.drop { $0.allSatisfy(\.isWhitespace) }
        while shown.last?.allSatisfy(\.isWhitespace) == true { shown = shown.dropLast() }
        markdown = shown.joined(separator: "\n")
        self.overrides = overrides
    }

    /// What the member's section shows: the doc comment then this file's markdown, or this
    /// file's alone when it overrides the comment or there is none.
    func documentation(merging comment: String) -> String {
        if overrides || comment.isEmpty { return markdown }
        if markdown.isEmpty { return comment }
        return comment + "\n\n" + markdown
    }
}
