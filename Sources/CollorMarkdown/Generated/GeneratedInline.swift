/// Inline content of a `GeneratedBlock`: text is shown as it is, whatever characters it holds.
package enum GeneratedInline: Hashable, Sendable {
    case text(String)
    /// A code span (a symbol's name, a module's); the renderer links one that names an API page.
    case code(String)
    case emphasis([GeneratedInline])
    /// A link to `destination` (a page's source path, resolved as a written link is).
    case link(String, [GeneratedInline])
    /// A symbol link (` ``Module/Type`` `) to the symbol at `path`.
    case symbolLink(String)
    /// The user's inline markdown (a doc comment's summary), read as it reads after other text
    /// on a line: nothing in it starts a block.
    case markdown(String)
}
