/// What DocC says of a doc comment's Parameters and Return Value measured against its symbol's
/// signature (swift-docc's `ParametersAndReturnValidator`, in its words): only for a function,
/// initializer or subscript whose comment is its module's own, and of parameters only when the
/// comment documents one.
public enum DocumentationProblem: Equatable, Sendable {
    /// A parameter of the signature that the comment does not document, though it documents
    /// others.
    case missingParameter(String)
    /// An unnamed parameter (`_`) left when the documented names ran out: its number among the
    /// unnamed ones, from 1.
    case missingUnnamedParameter(Int)
    /// A parameter documented a second time.
    case duplicateParameter(String)
    /// A documented name that no parameter has: the name, the symbol's kind as DocC names it
    /// (`instance method`), and the parameters' names it may have meant (DocC's near misses).
    case parameterNotFound(String, kind: String, suggestions: [String])
    /// A parameter documented by its argument label (`with`) rather than its name, with the
    /// names of the parameters that have that label.
    case externalName(String, parameters: [String])
    /// A `- Returns:` on a symbol of the kind given that returns nothing.
    case returnsForVoid(kind: String)
    /// A `@DeprecationSummary` for the symbol titled so, which its graph deprecates nowhere.
    case notDeprecated(String)

    /// The problem in DocC's words, with its suggestions.
    public var message: String {
        switch self {
        case .missingParameter(let name):
            return "Parameter '\(name)' is missing documentation"
        case .missingUnnamedParameter(let number):
            return "Unnamed parameter #\(number) is missing documentation"
        case .duplicateParameter(let name):
            return "Parameter '\(name)' is already documented"
        case .parameterNotFound(let name, let kind, let suggestions):
            return "Parameter '\(name)' not found in \(kind) declaration"
                + NearMiss.replacing(name, with: suggestions)
        case .externalName(let name, let parameters):
            return "External name '\(name)' used to document parameter"
                + NearMiss.replacing(name, with: parameters)
        case .returnsForVoid(let kind):
            return "Return value documented for \(kind) returning void"
        case .notDeprecated(let title):
            return "'\(title)' isn't unconditionally deprecated"
        }
    }
}
