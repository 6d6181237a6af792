import CollorMarkdown
import SymbolKit

/// The relationships of a module's symbol graphs, by type page: which protocols a type conforms
/// to, which class it inherits from, and the reverse; which members are a protocol's
/// requirements and which implement them by default.
struct RelationshipIndex {
    private var conformsTo: [String: [GeneratedInline]] = [:]
    private var inheritsFrom: [String: [GeneratedInline]] = [:]
    private var conformingTypes: [String: [GeneratedInline]] = [:]
    private var inheritedBy: [String: [GeneratedInline]] = [:]
    private var requirements: [String: APIReference.Requirement] = [:]

    /// Protocols every type conforms to unless it opts out (`~Copyable`), and the one `Sendable`
    /// implies: listing them on every page says nothing.
    private static let implicit: Set<String> = [
        "Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype",
    ]

    /// - Parameters:
    ///   - pageSymbols: the symbols that have a page (top-level ones, nested types), by page name.
    ///   - members: the symbols below each page, by page name.
    init(
        _ relationships: [SymbolGraph.Relationship], pageSymbols: [String: SymbolGraph.Symbol],
        members: [String: [SymbolGraph.Symbol]], module: String
    ) {
        // A page's identifiers: its symbol's, or for an extended type of another module the
        // target its members are members of.
        var pageOf: [String: String] = [:]
        for (name, symbol) in pageSymbols { pageOf[symbol.identifier.precise] = name }
        let memberPages = Dictionary(
            members.flatMap { name, symbols in symbols.map { ($0.identifier.precise, name) } },
            uniquingKeysWith: { first, _ in first })
        for relationship in relationships where relationship.kind == .memberOf {
            if let name = memberPages[relationship.source], pageSymbols[name] == nil {
                pageOf[relationship.target] = pageOf[relationship.target] ?? name
            }
        }
        func link(_ name: String) -> GeneratedInline {
            .symbolLink("\(module)/\(name.replacingOccurrences(of: ".", with: "/"))")
        }
        var defaults = Set<String>()
        for relationship in relationships {
            let target = pageOf[relationship.target].map(link)
            let fallback = relationship.targetFallback.map(GeneratedInline.code)
            switch relationship.kind {
            case .conformsTo:
                guard let source = pageOf[relationship.source],
                    !Self.implicit.contains(relationship.targetFallback ?? ""),
                    let shown = target ?? fallback
                else { continue }
                conformsTo[source, default: []].append(shown)
                if let owner = pageOf[relationship.target] {
                    conformingTypes[owner, default: []].append(link(source))
                }
            case .inheritsFrom:
                guard let source = pageOf[relationship.source], let shown = target ?? fallback
                else { continue }
                inheritsFrom[source, default: []].append(shown)
                if let owner = pageOf[relationship.target] {
                    inheritedBy[owner, default: []].append(link(source))
                }
            case .requirementOf, .optionalRequirementOf:
                requirements[relationship.source] = requirements[relationship.source] ?? .required
            case .defaultImplementationOf:
                requirements[relationship.source] = .defaultImplementation
                defaults.insert(relationship.target)
            default:
                continue
            }
        }
        for requirement in defaults where requirements[requirement] == .required {
            requirements[requirement] = .requiredWithDefault
        }
    }

    /// The relationships of the page `name`, each list by the names shown (as DocC sorts them)
    /// and without repeats (a conformance can come from several extension graphs).
    func relationships(of name: String) -> APIReference.Relationships {
        // By the name shown; ties in one fixed order, as their markdown (`` `A` ``, ` ``A`` `).
        func key(_ shown: GeneratedInline) -> (Substring, String) {
            let written =
                switch shown {
                case .symbolLink(let path): "``\(path)``"
                case .code(let code): "`\(code)`"
                default: ""
                }
            let name = written.filter { $0 != "`" }
            let last = name.lastIndex { $0 == "/" || $0 == "." }.map(name.index(after:))
            return (name[(last ?? name.startIndex)...], written)
        }
        func sorted(_ list: [GeneratedInline]?) -> [GeneratedInline] {
            Array(Set(list ?? [])).sorted { key($0) < key($1) }
        }
        return APIReference.Relationships(
            conformsTo: sorted(conformsTo[name]), inheritsFrom: sorted(inheritsFrom[name]),
            conformingTypes: sorted(conformingTypes[name]), inheritedBy: sorted(inheritedBy[name]))
    }

    /// What the member with `identifier` is to its protocol, if it is a requirement or a
    /// default implementation.
    func requirement(of identifier: String) -> APIReference.Requirement? {
        requirements[identifier]
    }
}
