/// A section of a symbol's documentation that DocC builds from a tag in a doc comment's list
/// (`- Parameters:`, `- Parameter x:`, `- Returns:`); `- Throws:` is an aside, as in DocC.
enum SymbolSection: Sendable, Equatable {
    case parameters
    case returns

    /// The section's heading, as DocC titles it.
    var title: String {
        switch self {
        case .parameters: "Parameters"
        case .returns: "Return Value"
        }
    }

    /// The class the theme styles it by (`symbol-section-returns`).
    var cssName: String {
        switch self {
        case .parameters: "parameters"
        case .returns: "returns"
        }
    }
}
