/// A block of a page the site writes itself (an API page, the home page, a folder's index): typed
/// values that become cmark nodes directly (`MarkdownDocument(generated:)`), so that no name
/// needs escaping and no heading needs an anchor written into its text. Only `markdown` is text
/// to parse: a doc comment or a Topics item, which is the user's markdown.
package enum GeneratedBlock: Equatable, Sendable {
    /// A heading; `anchor` is its fragment (an overload's DocC name), or nil for the slug of
    /// its text.
    case heading(level: Int, [GeneratedInline], anchor: String? = nil)
    case paragraph([GeneratedInline])
    /// A fenced code block: `language` is its info string (`swift`), `code` its lines.
    case code(language: String, String)
    /// A tight bullet list, each item one paragraph.
    case list([[GeneratedInline]])
    /// The user's markdown (a doc comment), parsed with the dialect on its own: what it leaves
    /// open (a fence, a list) ends with it. `origin` places its lines in the file it was
    /// written in (a doc comment's `.swift` file), for its links and problems.
    case markdown(String, origin: TextOrigin? = nil)
    /// Raw HTML, shown only when the page allows it (the search page's container).
    case html(String)
    /// A member's platforms, as the pills `@Available` shows above a page's title: DocC
    /// shows them on the member's own page, a section of its type's page here.
    case availability([PageMetadata.Availability])
    /// The signature of the symbol whose doc comment follows, by which its Parameters and Return
    /// Value sections are shown as DocC shows them: an empty block.
    case signature(SignatureShape)
}
