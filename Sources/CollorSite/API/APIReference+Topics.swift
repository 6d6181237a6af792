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
        var members: [Member] = []
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
        for group in page.topics {
            var result = MemberGroup(title: group.title, abstract: group.abstract)
            for item in group.items {
                guard let path = item.symbolPath else {
                    result.links.append(item.markdown)
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
                    result.links.append(item.markdown)
                    continue
                }
                placed.insert(index)
                result.members.append(byKind[index])
            }
            groups.append(result)
        }
        var title: String?
        for (index, member) in byKind.enumerated() where !placed.contains(index) {
            let memberTitle = defaultGroupTitle(member)
            if memberTitle != title {
                title = memberTitle
                groups.append(MemberGroup(title: memberTitle))
            }
            groups[groups.count - 1].members.append(member)
        }
        return groups
    }

    /// A page's members in the order `memberGroups` shows them.
    static func membersInPageOrder(_ page: TypePage, module: String) -> [Member] {
        memberGroups(page, module: module).flatMap(\.members)
    }

    /// The title DocC gives the default group of a kind: `Instance Methods`,
    /// `Enumeration Cases`.
    static func groupTitle(_ kind: String) -> String {
        switch kind {
        case "Case": "Enumeration Cases"
        case "Instance Subscript": "Subscripts"
        default: plural(kind)
        }
    }

    /// Members by kind, kinds in DocC's order, by DocC path within (`doccPath`), as docc's
    /// automatic groups sort their references; a protocol's default implementations last.
    private static func defaultOrder(_ members: [Member]) -> [Member] {
        // A stable sort: members of one path keep their order.
        func key(_ member: Member, _ offset: Int) -> (Int, Int, String, String, Int) {
            let rank = kindRank(member.kind)
            return (
                member.requirement == .defaultImplementation ? 1 : 0, rank.0, rank.1,
                doccPath(member), offset
            )
        }
        return members.enumerated().sorted {
            key($0.element, $0.offset) < key($1.element, $1.offset)
        }.map(\.element)
    }

    /// The last component of a member's DocC path: its name, then an overload's
    /// disambiguation (`custom(_:)-9x37q`), the anchor's suffix with the name's case kept.
    private static func doccPath(_ member: Member) -> String {
        let name = member.title.lowercased()
        guard let anchor = member.anchor, anchor.hasPrefix(name) else { return member.title }
        return member.title + anchor.dropFirst(name.count)
    }

    /// The default group a member falls into: its kind's, or a protocol's default
    /// implementations together, as DocC lists them.
    private static func defaultGroupTitle(_ member: Member) -> String {
        member.requirement == .defaultImplementation
            ? "Default Implementations" : groupTitle(member.kind)
    }

    /// Where DocC puts a kind's default group: types, initializers and cases, instance members,
    /// type members, operators, then global symbols and extensions; other kinds after, by name.
    static func kindRank(_ kind: String) -> (Int, String) {
        (kindOrder[kind] ?? kindOrder.count, kind)
    }

    private static let kindOrder: [String: Int] = Dictionary(
        uniqueKeysWithValues: [
            "Class", "Structure", "Enumeration", "Protocol", "Type Alias", "Associated Type",
            "Initializer", "Case", "Instance Property", "Instance Method", "Instance Subscript",
            "Type Property", "Type Method", "Type Subscript", "Operator", "Function",
            "Global Variable", "Macro", "Extension",
        ].enumerated().map { ($1, $0) })
}
