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
    /// A requirement's default implementations, by identifiers.
    private var implementations: [String: [String]] = [:]

    /// - Parameters:
    ///   - pageSymbols: the symbols that have a page (top-level ones, nested types), by page name.
    ///   - extensionSymbols: the identifiers of the symbols of extension graphs
    ///     (`Module@Other`): types declared in another module's types, which docc does not
    ///     relate (it has no page for them).
    ///   - blockPages: the extended type's page of each extension block (`ExtendedTypes`):
    ///     with blocks docc has those pages, and relates what a block conforms to.
    ///
    /// As docc's `SymbolGraphRelationshipsBuilder`: every conformance the graph gives is listed
    /// (`Copyable`, `Escapable`, `SendableMetatype` too); a protocol's conformance is what it
    /// inherits from, and the protocol it names lists it under "Inherited By", not among its
    /// conforming types; only symbols of the module relate (an extended `Int` conforming to a
    /// protocol is not one of its conforming types, unless an extension block says so:
    /// `blockPages`), and another module's type or protocol is shown by its name even where the
    /// module extends it.
    init(
        _ relationships: [SymbolGraph.Relationship], pageSymbols: [String: SymbolGraph.Symbol],
        extensionSymbols: Set<String> = [], blockPages: [String: String] = [:], module: String
    ) {
        var pageOf = blockPages
        var protocols: Set<String> = []
        for (name, symbol) in pageSymbols
        where !extensionSymbols.contains(symbol.identifier.precise) {
            pageOf[symbol.identifier.precise] = name
            if symbol.kind.identifier == .protocol { protocols.insert(name) }
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
                guard let source = pageOf[relationship.source], let shown = target ?? fallback
                else { continue }
                let isProtocol = protocols.contains(source)
                if isProtocol {
                    inheritsFrom[source, default: []].append(shown)
                } else {
                    conformsTo[source, default: []].append(shown)
                }
                if let owner = pageOf[relationship.target] {
                    if isProtocol {
                        inheritedBy[owner, default: []].append(link(source))
                    } else {
                        conformingTypes[owner, default: []].append(link(source))
                    }
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
                implementations[relationship.target, default: []].append(relationship.source)
            default:
                continue
            }
        }
        for requirement in defaults where requirements[requirement] == .required {
            requirements[requirement] = .requiredWithDefault
        }
    }

    /// The relationships of the page `name`, each list sorted by the title docc shows (a symbol
    /// of the module by its name under the module, `Outer.Inner`; another module's by the name
    /// the graph gives, `Swift.Hashable`), without repeats (a conformance can come from several
    /// extension graphs).
    func relationships(of name: String) -> APIReference.Relationships {
        func key(_ shown: GeneratedInline) -> (String, String) {
            switch shown {
            case .symbolLink(let path):
                let title = path.split(separator: "/").dropFirst().joined(separator: ".")
                return (title, "``\(path)``")
            case .code(let code): return (code, "`\(code)`")
            default: return ("", "")
            }
        }
        func sorted(_ list: [GeneratedInline]?) -> [GeneratedInline] {
            Array(Set(list ?? [])).sorted { key($0) < key($1) }
        }
        return APIReference.Relationships(
            conformsTo: sorted(conformsTo[name]), inheritsFrom: sorted(inheritsFrom[name]),
            conformingTypes: sorted(conformingTypes[name]), inheritedBy: sorted(inheritedBy[name]))
    }

    /// The identifiers of the default implementations of the requirement `identifier`.
    func defaultImplementations(of identifier: String) -> [String] {
        implementations[identifier] ?? []
    }

    /// What the member with `identifier` is to its protocol, if it is a requirement or a
    /// default implementation.
    func requirement(of identifier: String) -> APIReference.Requirement? {
        requirements[identifier]
    }
}
