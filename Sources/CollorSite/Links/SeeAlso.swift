import CollorMarkdown
import Foundation

/// DocC's automatic See Also: a page that a `## Topics` group of another page curates lists the
/// group's other entries, under the group's title, unless it writes a `## See Also` of its own
/// or turns it off (`@Options { @AutomaticSeeAlso(disabled) }`, or with `scope: global` for its
/// whole catalog).
/// The first page to curate it (by source path) is the one whose group it shows, as DocC shows
/// its first curator's.
struct SeeAlso: Equatable, Sendable {
    struct Entry: Equatable, Sendable {
        var title: String
        /// Root-relative output path, with `#anchor` for a member.
        var target: String
        /// A symbol, whose name is shown as code.
        var isSymbol = false
    }

    /// The curating group's title.
    var title: String
    /// Every entry of the group, the page's own too: one array that all its pages share, so a
    /// group of k entries costs O(k), not O(k²); the page leaves itself out when it shows them.
    var entries: [Entry]

    /// The entries a page at `outputPath` shows: the group's others.
    func entries(shownOn outputPath: String) -> [Entry] {
        entries.filter { $0.target != outputPath }
    }

    /// Each page's See Also, by output path.
    ///
    /// - Complexity: O(Topics items of the site × the cost of resolving a link).
    static func sections(
        pages: [String: SourcePage], symbols: SymbolIndex, resolver: LinkResolver
    ) -> [String: SeeAlso] {
        var titles: [String: String] = [:]
        var ownSeeAlso = Set<String>()
        // `@Options(scope: global) { @AutomaticSeeAlso(disabled) }`: none in the catalog.
        let sectionsWithout = Set(
            pages.values.filter { !$0.globalOptions.automaticSeeAlso }.map(\.section))
        for page in pages.values where page.extends == nil {
            titles[page.outputPath] = page.title
            if page.headings.contains(where: { $0.level <= 2 && $0.title == "See Also" })
                || !page.options.automaticSeeAlso || sectionsWithout.contains(page.section)
            {
                ownSeeAlso.insert(page.outputPath)
            }
        }
        var result: [String: SeeAlso] = [:]
        for path in pages.keys.sorted() {
            guard let page = pages[path], let topics = page.topics else { continue }
            for group in topics.groups {
                var seen = Set<String>()
                let entries = group.items.compactMap { item in
                    entry(item, of: page, symbols: symbols, resolver: resolver, titles: titles)
                }.filter { seen.insert($0.target).inserted }
                guard entries.count > 1 else { continue }
                let seeAlso = SeeAlso(title: group.title, entries: entries)
                for entry in entries
                where !entry.target.contains("#") && result[entry.target] == nil
                    && !ownSeeAlso.contains(entry.target)
                {
                    result[entry.target] = seeAlso
                }
            }
        }
        return result
    }

    /// What a Topics item links to: a symbol (` ``Basket`` `) or a page (`<doc:Ordering>`);
    /// nil for anything else, or a link that does not resolve (reported where it is written).
    private static func entry(
        _ item: TopicsSection.Item, of page: SourcePage, symbols: SymbolIndex,
        resolver: LinkResolver, titles: [String: String]
    ) -> Entry? {
        if let path = item.symbolPath {
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
        let text = item.markdown
        guard text.hasPrefix("<"), text.hasSuffix(">"),
            case .documentation(let name, nil) = LinkTarget(String(text.dropFirst().dropLast())),
            case .titled(let url, let title) = resolver.resolveDocument(
                name, anchor: nil, from: page.sourcePath),
            let target = RelativePath.resolve(
                url.removingPercentEncoding ?? url, from: page.outputPath)
        else { return nil }
        return Entry(title: title, target: target)
    }
}
