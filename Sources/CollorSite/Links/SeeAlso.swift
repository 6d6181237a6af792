import CollorMarkdown
import Foundation

/// DocC's automatic See Also: a page or member that a `## Topics` group of another page curates
/// lists the group's other entries (at most 15), under the group's title, after the page's own
/// `## See Also` if it writes one, unless it turns it off (`@Options { @AutomaticSeeAlso(disabled)
/// }`, or with `scope: global` for its whole catalog).
/// A page curated twice shows its canonical parent's group, as docc does (its
/// `AutomaticCuration.seeAlso`): the curator nearest the catalog's root (`canonicalCurators`), and
/// there the first group that lists it.
struct SeeAlso: Equatable, Sendable {
    struct Entry: Equatable, Sendable {
        var title: String
        /// Root-relative output path, with `#anchor` for a member.
        var target: String
        /// A symbol, whose name is shown as code.
        var isSymbol = false
    }

    /// docc's `automaticSeeAlsoLimit`: a group longer than that shows its first 15 others.
    static let limit = 15

    /// The curating group's title.
    var title: String
    /// Every entry of the group, the page's own too: one array that all its pages share, so a
    /// group of k entries costs O(k), not O(k²); the page leaves itself out when it shows them.
    var entries: [Entry]

    /// The entries a page (or member) at `target` shows: the group's others, at most `limit`.
    func entries(shownOn target: String) -> [Entry] {
        Array(entries.lazy.filter { $0.target != target }.prefix(Self.limit))
    }

    /// Each page's and member's See Also, by output path (`path#anchor` for a member).
    ///
    /// - Complexity: O(Topics items of the site × the cost of resolving a link + pages).
    static func sections(
        pages: [String: SourcePage], symbols: SymbolIndex, resolver: LinkResolver,
        references: [APIReference] = []
    ) -> [String: SeeAlso] {
        var titles: [String: String] = [:]
        var disabled = Set<String>()
        // `@Options(scope: global) { @AutomaticSeeAlso(disabled) }`: none in the catalog.
        let sectionsWithout = Set(
            pages.values.filter { !$0.globalOptions.automaticSeeAlso }.map(\.section))
        for page in pages.values where page.isWritten {
            titles[page.outputPath] = page.title
            if !page.options.automaticSeeAlso || sectionsWithout.contains(page.section) {
                disabled.insert(page.outputPath)
            }
        }
        // Each curating page's groups, by the curator's output path (an extension file curates
        // its type's page), in source order.
        var curations: [Curation] = []
        for path in pages.keys.sorted() {
            guard let page = pages[path], let topics = page.topics else { continue }
            let curator = page.extends.flatMap { pages[$0]?.outputPath } ?? page.outputPath
            curations += Self.curations(
                topics, by: curator, of: page, symbols: symbols, resolver: resolver,
                titles: titles)
        }
        curations += memberCurations(
            references, pages: pages, symbols: symbols, resolver: resolver, titles: titles)
        let canonical = canonicalCurators(of: curations, pages: pages)
        var result: [String: SeeAlso] = [:]
        for curation in curations where curation.group.entries.count > 1 {
            for entry in curation.group.entries
            where result[entry.target] == nil && canonical[entry.target] == curation.curator
                && !disabled.contains(entry.target) && entry.target != curation.curator
            {
                result[entry.target] = curation.group
            }
        }
        // A nested type's page shows the See Also of its section on its parent's page
        // (`Outer.html#inner`, docc's anchor in lower case, `#inner-swift.struct` when a member
        // shares its name): docc has one page of it, which the page here is.
        for page in pages.values where result[page.outputPath] == nil {
            guard let parent = parentTypePage(of: page), let dot = page.title.lastIndex(of: ".")
            else { continue }
            let section = parent + "#" + page.title[page.title.index(after: dot)...].lowercased()
            guard
                let own = ([""] + Self.typeDisambiguations).lazy.map({ section + $0 }).first(
                    where: { result[$0] != nil }),
                let group = result[own]
            else { continue }
            result[page.outputPath] = SeeAlso(
                title: group.title, entries: group.entries.filter { $0.target != own })
        }
        return result
    }

    /// The disambiguations of a nested type's anchor when a member of its parent shares its
    /// name (grpc's `RuntimeError.Code` beside `code`), as docc writes them.
    static let typeDisambiguations = [
        "-swift.struct", "-swift.enum", "-swift.class", "-swift.protocol", "-swift.actor",
        "-swift.typealias",
    ]

    /// One `###` group of a page's Topics, with the page (or type page) that curates with it.
    struct Curation {
        var curator: String
        var group: SeeAlso
    }

    /// The groups of members' own `## Topics` (a doc comment's or extension file's, shown in
    /// the member's section), each curating from the member (`Type.html#member`), as docc's
    /// member page curates (DocC's `BundleWithLonelyDeprecationDirective`: `init()` curates
    /// `init(config:cache:)` and `coolFunc()`, which then show its group as See Also).
    private static func memberCurations(
        _ references: [APIReference], pages: [String: SourcePage], symbols: SymbolIndex,
        resolver: LinkResolver, titles: [String: String]
    ) -> [Curation] {
        var result: [Curation] = []
        for reference in references {
            for type in reference.pages {
                // Most members have none: only those that name the heading are parsed.
                let members = type.members.filter {
                    $0.page == nil && $0.documentation.contains("Topics")
                }
                guard !members.isEmpty, let page = pages[reference.sourcePath(of: type.name)]
                else { continue }
                for member in members {
                    let documentation = member.documentation
                    guard
                        let topics = TopicsSection(
                            in: MarkdownDocument(documentation), source: documentation)
                    else { continue }
                    result += curations(
                        topics, by: page.outputPath + "#" + (member.anchor ?? member.title),
                        of: page, symbols: symbols, resolver: resolver, titles: titles)
                }
            }
        }
        return result
    }

    /// The Topics groups written on `page` (its own or a member's), curating from `curator`:
    /// each group's entries that link somewhere, each once.
    private static func curations(
        _ topics: TopicsSection, by curator: String, of page: SourcePage, symbols: SymbolIndex,
        resolver: LinkResolver, titles: [String: String]
    ) -> [Curation] {
        topics.groups.map { group in
            var seen = Set<String>()
            let entries = group.items.compactMap { item in
                entry(item, of: page, symbols: symbols, resolver: resolver, titles: titles)
            }.filter { seen.insert($0.target).inserted }
            return Curation(curator: curator, group: SeeAlso(title: group.title, entries: entries))
        }
    }

    /// What a Topics item links to: a symbol (` ``Basket`` `, or `<doc:Demo/Basket>`) or a page
    /// (`<doc:Ordering>`); nil for anything else, or a link that does not resolve (reported
    /// where it is written).
    private static func entry(
        _ item: TopicsSection.Item, of page: SourcePage, symbols: SymbolIndex,
        resolver: LinkResolver, titles: [String: String]
    ) -> Entry? {
        if let path = item.curatedSymbolPath(from: page.sourcePath, resolver: resolver) {
            guard
                case .found(let target) = symbols.resolve(
                    path, scope: page.symbolScope, module: page.section)
            else { return nil }
            guard let anchor = target.anchor else {
                return Entry(
                    title: titles[target.outputPath] ?? SymbolPath.title(of: path),
                    target: target.outputPath, isSymbol: true)
            }
            return Entry(
                title: SymbolPath.title(of: path), target: target.outputPath + "#" + anchor,
                isSymbol: true)
        }
        guard let name = item.documentationName,
            case .titled(let url, let title) = resolver.resolveDocument(
                name, anchor: nil, from: page.sourcePath),
            let target = RelativePath.resolve(
                url.removingPercentEncoding ?? url, from: page.outputPath)
        else { return nil }
        // A heading (`<doc:Demo/Fruit>`): docc's See Also lists its page, by the page's title.
        if let hash = target.firstIndex(of: "#") {
            let whole = String(target[..<hash])
            return Entry(title: titles[whole] ?? title, target: whole)
        }
        return Entry(title: title, target: target)
    }
}
