import CollorMarkdown

/// How a type's page groups its members: as its `## Topics` sections curate them (from its doc
/// comment, then its DocC extension file), the rest in DocC's default groups by kind.
extension APIReference {
    /// One group of a type's page: a `## Topics` group, or a default group of one kind.
    struct MemberGroup {
        var title: String
        /// The group's abstract, as written under its heading.
        var abstract = ""
        /// Items that are not this type's members (articles, other types), as written.
        var links: [String] = []
        /// Where each of `links` is among the group's written items (members and links), and
        /// its symbol path (nil for a `<doc:>` link or text): the report lists them in order.
        var linked: [(position: Int, symbolPath: String?)] = []
        /// Where each of `links` is written in the type's doc comment (line and column of its
        /// text); nil for an extension file's, which is checked at its own file.
        var linkPlaces: [(line: Int, column: Int)?] = []
        var members: [Member] = []
        /// The type's "X Implementations" pages, which its "Default Implementations" group
        /// lists (its members, inherited, are shown in it but listed on those pages).
        var collections: [ImplementationsCollection] = []
        /// The identifiers of members shown in the group but listed in no Topics group, as
        /// docc lists a protocol's default implementations only on their requirement's page.
        var unlisted: Set<String> = []
    }

    /// The page's groups in the order it shows them: curated groups first, each listing its
    /// members in the order the Topics list them (a member curated twice stays in its first
    /// group), then the uncurated members by kind in DocC's order of kinds.
    ///
    /// A symbol link finds its member as a symbol link on the page would (title, base name,
    /// DocC's disambiguation); overloads linked alike (`init(_:)` twice) take the overloads in
    /// order.
    static func memberGroups(_ page: TypePage, module: String) -> [MemberGroup] {
        let byKind = defaultOrder(page.members)
        var byTitle: [String: [Int]] = [:]
        for (index, member) in byKind.enumerated() {
            byTitle[member.title, default: []].append(index)
        }
        var placed = Set<Int>()
        var groups: [MemberGroup] = []
        for (index, group) in page.topics.enumerated() {
            var result = MemberGroup(title: group.title, abstract: group.abstract)
            let isComment = index < page.commentTopics.count
            for item in group.items {
                guard let path = item.symbolPath else {
                    result.linked.append((result.members.count + result.links.count, nil))
                    result.links.append(item.markdown)
                    result.linkPlaces.append(isComment ? (item.line, item.column) : nil)
                    continue
                }
                var components = SymbolPath(path).components
                if components.count > 1, components.first?.name == module {
                    components.removeFirst()
                }
                if components.count > 1, components.first?.name == page.name {
                    components.removeFirst()
                }
                guard
                    let index = SymbolIndex.pick(
                        components, in: byTitle,
                        identity: { (byKind[$0].kind, byKind[$0].docc) },
                        isAvailable: { !placed.contains($0) })
                else {
                    // Another page's symbol, or one the build lacks: a link, checked as such.
                    result.linked.append((result.members.count + result.links.count, path))
                    result.links.append(item.markdown)
                    result.linkPlaces.append(isComment ? (item.line, item.column) : nil)
                    continue
                }
                placed.insert(index)
                result.members.append(byKind[index])
            }
            groups.append(result)
        }
        // docc merges an automatic group into the authored group of its title, if any.
        var automatic: [String: Int] = [:]
        for (index, group) in groups.enumerated() where automatic[group.title] == nil {
            automatic[group.title] = index
        }
        // A protocol's default implementation of one of its requirements: docc lists it on the
        // requirement's page, in none of the protocol's groups; here its section follows the
        // requirement's.
        var implementations: [String: [Member]] = [:]
        let requirements = Set(byKind.flatMap(\.defaultImplementations))
        for (index, member) in byKind.enumerated()
        where !placed.contains(index) && member.collection == nil {
            if member.requirement == .defaultImplementation,
                requirements.contains(member.identifier)
            {
                for requirement in byKind
                where requirement.defaultImplementations.contains(
                    member.identifier)
                {
                    implementations[requirement.identifier, default: []].append(member)
                }
                continue
            }
            let title = groupTitle(member.kind)
            if automatic[title] == nil {
                automatic[title] = groups.count
                groups.append(MemberGroup(title: title))
            }
            groups[automatic[title] ?? 0].members.append(member)
            // A default implementation of another protocol's requirement (`Polygon`'s `draw()`
            // for `Shape`'s, `description` for `CustomStringConvertible`'s), or a synthesized
            // member no "X Implementations" page lists (inherited from an underscored
            // protocol's extension, whose graph names no origin): docc leaves both out of
            // automatic curation (`PathHierarchy`'s `excludeFromAutomaticCuration`), so they
            // are in no Topics group; their sections stay, under their kind's heading.
            if member.requirement == .defaultImplementation
                || member.identifier.contains("::SYNTHESIZED::")
            {
                groups[automatic[title] ?? 0].unlisted.insert(member.identifier)
            }
        }
        if !implementations.isEmpty {
            // One section each, after the first of its requirements on the page: the graph
            // relates an implementation to every requirement of its name (swift-syntax's three
            // `ListBuilder.buildExpression(_:)` implement each of the three requirements).
            var shown = Set<String>()
            for index in groups.indices {
                groups[index].members = groups[index].members.flatMap { member in
                    let following = (implementations.removeValue(forKey: member.identifier) ?? [])
                        .filter { shown.insert($0.identifier).inserted }
                    groups[index].unlisted.formUnion(following.map(\.identifier))
                    return [member] + following
                }
            }
        }
        if let inherited = inheritedGroup(byKind, placed: placed) { groups.append(inherited) }
        return groups
    }

    /// docc's "Default Implementations" group of a type, last: its "X Implementations" pages
    /// by their URL's name; here also the sections of the members they list (those no Topics
    /// curate), each page's in the order the page lists them.
    private static func inheritedGroup(_ byKind: [Member], placed: Set<Int>) -> MemberGroup? {
        let collections = Set(byKind.compactMap(\.collection)).sorted {
            ($0.urlName, $0.provider) < ($1.urlName, $1.provider)
        }
        guard !collections.isEmpty else { return nil }
        let rank = Dictionary(
            collections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // A stable sort of members already in kind order.
        let members = byKind.enumerated().filter { !placed.contains($0.offset) }
            .compactMap { offset, member in
                member.collection.flatMap { rank[$0] }.map { ($0, offset, member) }
            }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
        return MemberGroup(
            title: "Default Implementations", members: members, collections: collections)
    }

    /// The members an "X Implementations" page lists, by kind as docc's automatic groups: the
    /// type's members of that collection that no Topics curate.
    static func collectionGroups(
        _ collection: ImplementationsCollection, of page: TypePage, module: String
    ) -> [MemberGroup] {
        let members =
            memberGroups(page, module: module).first { !$0.collections.isEmpty }?.members ?? []
        var groups: [MemberGroup] = []
        for member in members where member.collection == collection {
            let title = groupTitle(member.kind)
            if groups.last?.title != title { groups.append(MemberGroup(title: title)) }
            groups[groups.count - 1].members.append(member)
        }
        return groups
    }

    /// A page's members in the order `memberGroups` shows them.
    static func membersInPageOrder(_ page: TypePage, module: String) -> [Member] {
        memberGroups(page, module: module).flatMap(\.members)
    }

    /// The title DocC gives the default group of a kind (`AutomaticCuration.groupTitle(for:)`):
    /// `Instance Methods`, `Enumeration Cases`, `Variables` for global variables.
    static func groupTitle(_ kind: String) -> String {
        switch kind {
        case "Case": "Enumeration Cases"
        case "Instance Subscript": "Subscripts"
        case "Global Variable": "Variables"
        case "HTTP Request": "Endpoints"
        default: plural(kind)
        }
    }

    /// Members by kind, kinds in DocC's order, by DocC path within (`doccPath`), as docc's
    /// automatic groups sort their references; of one path, a requirement before its default
    /// implementation, which docc disfavours when a link names both.
    private static func defaultOrder(_ members: [Member]) -> [Member] {
        // A stable sort: members of one path keep their order.
        func key(_ member: Member, _ offset: Int) -> (Int, String, String, Int, Int) {
            let rank = kindRank(member.kind)
            return (
                rank.0, rank.1, doccPath(member),
                member.requirement == .defaultImplementation ? 1 : 0, offset
            )
        }
        return members.enumerated().sorted {
            key($0.element, $0.offset) < key($1.element, $1.offset)
        }.map(\.element)
    }

    /// The last component of a member's DocC path: its name as a URL spells it (`<` as `_`),
    /// then an overload's disambiguation (`custom(_:)-9x37q`), the anchor's suffix with the
    /// name's case kept.
    private static func doccPath(_ member: Member) -> String {
        let name = DocCIdentity.urlName(member.title)
        let path = DocCIdentity.pathSafe(member.title)
        guard let anchor = member.anchor, anchor.hasPrefix(name) else { return path }
        return path + anchor.dropFirst(name.count)
    }

    /// Where DocC puts a kind's default group (`AutomaticCuration.groupKindOrder`): classes,
    /// protocols, structures, globals and operators, cases, initializers, instance members,
    /// type aliases and type members, enumerations, then extensions; other kinds after, by name.
    static func kindRank(_ kind: String) -> (Int, String) {
        (kindOrder[kind] ?? kindOrder.count, kind)
    }

    /// docc's `AutomaticCuration.groupKindOrder`, by SymbolKit's names of the kinds.
    private static let kindOrder: [String: Int] = Dictionary(
        uniqueKeysWithValues: [
            "Namespace", "Class", "Protocol", "Structure", "Union", "HTTP Request",
            "Dictionary", "Global Variable", "Function", "Operator", "Macro", "Associated Type",
            "Case", "Initializer", "Deinitializer", "Instance Variable", "Instance Property",
            "Instance Method", "Instance Subscript", "Type Alias", "Type Property", "Type Method",
            "Enumeration", "Type Subscript", "Extended Module", "Extended Class",
            "Extended Protocol", "Extended Structure", "Extended Enumeration", "Extended Type",
            "Extension",
        ].enumerated().map { ($1, $0) })
}
