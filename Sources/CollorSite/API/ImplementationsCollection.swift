import SymbolKit

/// One of docc's "X Implementations" pages of a type (`Box/Sized-Implementations`): the members
/// the type inherits from one protocol's extension (or another type's), which docc moves off
/// the type's kind groups and lists, by kind, on a page of their own, linked from the type's
/// "Default Implementations" group.
///
/// As docc's `GeneratedDocumentationTopics.createInheritedSymbolsAPICollections`: a member is
/// inherited when its `memberOf` relationship has a `sourceOrigin` and the member is declared in
/// an extension (a requirement the type implements itself is its own); its collection is named
/// after the type that declares the origin, the last component of that type's path.
struct ImplementationsCollection: Hashable {
    /// The full name of the type that provides the members (`Swift.Comparable`, `Sized`): one
    /// collection per provider.
    var provider: String
    /// Its last component (`Comparable`), which names the collection.
    var name: String

    /// docc's title: `Comparable Implementations`.
    var title: String { name + " Implementations" }
    /// The last component of docc's URL (`Comparable-Implementations`), by which docc orders a
    /// type's collections.
    var urlName: String { name + "-Implementations" }

    /// The collection of `member`, inherited through `relationship` (its `memberOf`), or nil
    /// when docc keeps it among the type's own members; `symbols` are the module's, by
    /// identifier, which name the origin's type when it is the module's own.
    static func of(
        _ member: SymbolGraph.Symbol, through relationship: SymbolGraph.Relationship,
        symbols: [String: SymbolGraph.Symbol]
    ) -> ImplementationsCollection? {
        guard relationship.kind == .memberOf, relationship.source != relationship.target,
            let origin = relationship[mixin: SymbolGraph.Relationship.SourceOrigin.self],
            member[mixin: SymbolGraph.Symbol.Swift.Extension.self] != nil
        else { return nil }
        if let symbol = symbols[origin.identifier], symbol.pathComponents.count > 1 {
            let parent = symbol.pathComponents.dropLast()
            guard let last = parent.last else { return nil }
            return ImplementationsCollection(
                provider: parent.joined(separator: "."), name: APIReference.clean(last))
        }
        // docc's reading of the display name: the member's own name and a `.` off its end,
        // which also reads `SuperFancyProtocol..<..(_:_:)` right.
        let display = origin.displayName
        if let own = member.pathComponents.last, display.count > own.count + 1 {
            let provider = String(display.dropLast(own.count + 1))
            let name = provider.split(separator: ".").last.map(String.init) ?? provider
            return ImplementationsCollection(provider: provider, name: APIReference.clean(name))
        }
        let parts = display.split(separator: ".")
        guard parts.count >= 2 else { return nil }
        return ImplementationsCollection(
            provider: parts.dropLast().joined(separator: "."),
            name: APIReference.clean(String(parts[parts.count - 2])))
    }
}
