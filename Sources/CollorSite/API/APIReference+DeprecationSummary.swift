import CollorMarkdown

/// A `@DeprecationSummary` written in a symbol's doc comment or DocC extension file: DocC
/// 6.3.1 shows it as the page's deprecation summary instead of the symbol graph's message, marks
/// the symbol deprecated in Topics lists, and warns when the graph deprecates the symbol nowhere.
extension APIReference {
    /// `availability` with what `documentation`, a doc comment, says of it.
    static func availability(_ availability: SymbolAvailability, documentation: String)
        -> SymbolAvailability
    {
        var result = availability
        // Most comments have none: only those that name the directive are parsed.
        result.hasCommentSummary =
            documentation.contains("@DeprecationSummary")
            && MarkdownDocument(documentation).deprecationSummaryPosition != nil
        return result
    }

    /// DocC's warning about an extension file's `@DeprecationSummary` (at `line` and `column`
    /// of `file`) for a symbol titled `title` that its graph does not deprecate.
    static func notDeprecatedWarning(
        title: String, availability: SymbolAvailability, file: String, line: Int, column: Int
    ) -> SiteError? {
        guard !availability.isDeprecatedSomewhere else { return nil }
        return SiteError(
            file: file, line: line, column: column,
            reason: .documentation(.notDeprecated(title)))
    }
}
