import CollorMarkdown

/// DocC's Mentioned In: the articles whose symbol links name a symbol, listed on its page. Only
/// a catalog's articles count (not extension files, its root page, tutorials, nor an article
/// with a `## Topics` section, which DocC makes a collection); a link in an article's abstract
/// weighs 2, one in its discussion 1 (`SymbolMention`). The articles are shown heaviest first,
/// then by their DocC path (`Module/ArticleName`), all of them, as docc 6.3.1 lists them.
enum MentionedIn {
    struct Entry: Equatable, Sendable {
        var title: String
        /// Root-relative output path of the article.
        var target: String
    }

    /// Each symbol's articles, by its root-relative output path, with `#anchor` for a member
    /// shown on its type's page.
    ///
    /// - Complexity: O(m log m + m × the cost of resolving a link) for m mentions in the site.
    static func sections(pages: [String: SourcePage], symbols: SymbolIndex) -> [String: [Entry]] {
        // For each symbol, each article's weight, articles keyed by output path.
        var weights: [String: [String: Int]] = [:]
        var articles: [String: (order: String, entry: Entry)] = [:]
        for page in pages.values where counts(page) {
            for mention in page.symbolMentions {
                guard
                    case .found(let target) = symbols.resolve(
                        mention.path, scope: page.symbolScope, module: page.section)
                else { continue }
                let key = target.outputPath + (target.anchor.map { "#" + $0 } ?? "")
                weights[key, default: [:]][page.outputPath, default: 0] += mention.weight
            }
            let name = RelativePath.withoutPageExtension(RelativePath.fileName(of: page.sourcePath))
            articles[page.outputPath] = (
                page.section + "/" + name, Entry(title: page.title, target: page.outputPath)
            )
        }
        var result: [String: [Entry]] = [:]
        for (symbol, byArticle) in weights {
            let sorted = byArticle.sorted { lhs, rhs in
                if lhs.value != rhs.value { return lhs.value > rhs.value }
                let left = articles[lhs.key]?.order ?? lhs.key
                let right = articles[rhs.key]?.order ?? rhs.key
                return left != right ? left < right : lhs.key < rhs.key
            }
            result[symbol] = sorted.compactMap { articles[$0.key]?.entry }
        }
        return result
    }

    /// Whether DocC counts the page's links: an article of a catalog, not a collection.
    private static func counts(_ page: SourcePage) -> Bool {
        !page.symbolMentions.isEmpty && page.isWritten && page.extendedSymbol == nil
            && (page.topics?.groups.isEmpty ?? true)
    }
}
