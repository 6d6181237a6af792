/// What is wrong with `collor.yml`, the command's options, or what they name.
public enum ConfigurationProblem: Equatable, Sendable {
    /// A YAML document is malformed or uses what collor refuses (anchors, aliases, complex
    /// keys, deep nesting, too many bytes).
    case invalidYAML(String)
    /// A key has a value of the wrong type or an unusable value.
    case invalidValue(key: String, String)
    /// A key that collor does not know (a warning).
    case unknownKey(String, known: [String])
    /// No documentation was found where the package or the configuration says it is.
    case missingDocumentation(String)
    /// A module to document has no symbol graph.
    case missingSymbolGraph(module: String, detail: String)

    /// The problem in words.
    public var message: String {
        switch self {
        case .invalidYAML(let detail):
            return "invalid YAML: \(detail)"
        case .invalidValue(let key, let detail):
            return "'\(key)': \(detail)"
        case .unknownKey(let key, let known):
            return "unknown key '\(key)' is ignored (known: \(known.joined(separator: ", ")))"
        case .missingDocumentation(let detail):
            return detail
        case .missingSymbolGraph(let module, let detail):
            return "no symbol graph for module '\(module)': \(detail)"
        }
    }
}
