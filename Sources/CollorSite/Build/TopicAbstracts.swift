import CollorMarkdown
import Foundation

/// The one-line abstracts DocC shows under each entry of a `## Topics` list: a page's
/// (`SourcePage.abstract`: its description, else its first paragraph, a type's doc comment
/// summary for an API page) and a member's (its doc comment's summary), by the root-relative
/// output path a link reaches, with `#anchor` for a member.
struct TopicAbstracts: Sendable {
    private var byTarget: [String: String] = [:]

    /// - Complexity: O(pages + members), and a symbol link's resolution for each link in a
    ///   symbol's summary.
    init(pages: [String: SourcePage], references: [APIReference], symbols: SymbolIndex) {
        for page in pages.values where page.isWritten {
            if let abstract = page.abstract { byTarget[page.outputPath] = abstract }
        }
        for reference in references {
            for type in reference.pages {
                let output = reference.outputPath(of: type.name)
                let scope = SymbolIndex.Scope(output: output)
                if let abstract = reference.indexAbstracts[type.name] {
                    byTarget[output] = abstract
                }
                // A member's anchor is its level-3 heading's, headings and members in page
                // order, as the symbol index matches them.
                var headings =
                    (pages[reference.sourcePath(of: type.name)]?.headings ?? [])
                    .filter { $0.level == 3 }[...]
                for member in APIReference.membersInPageOrder(type, module: reference.module) {
                    guard let index = headings.firstIndex(where: { $0.title == member.title })
                    else { continue }
                    let summary = member.summary
                    if !summary.isEmpty {
                        byTarget[output + "#" + headings[index].anchor] = Self.symbolAbstract(
                            summary, scope: scope, module: reference.module, symbols: symbols)
                    }
                    headings = headings[(index + 1)...]
                }
            }
        }
    }

    /// The abstract of what `url` (as written on the page at `page`, both relative) leads to.
    func abstract(of url: String, from page: String) -> String? {
        let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let decoded = path.removingPercentEncoding ?? path
        guard let target = decoded.isEmpty ? page : RelativePath.resolve(decoded, from: page)
        else { return nil }
        let anchor = parts.count > 1 ? "#" + String(parts[1]) : ""
        return byTarget[target + anchor]
    }

    /// The abstract of a root-relative `target` (`api/MyLib/Basket.html#add`).
    func abstract(ofTarget target: String) -> String? { byTarget[target] }

    /// A symbol's abstract as docc shows it: its summary (`APIReference.summary`) as plain
    /// text, each symbol link by its target's title as the page's link shows it, resolved from
    /// `scope` (` ``Sink`` ` in `NIOAsyncWriter`'s comments reads `NIOAsyncWriter.Sink`).
    static func symbolAbstract(
        _ summary: String, scope: SymbolIndex.Scope, module: String, symbols: SymbolIndex
    ) -> String? {
        MarkdownDocument.abstract(of: summary) { path in
            guard case .found(let target) = symbols.resolve(path, scope: scope, module: module),
                !target.title.isEmpty
            else { return nil }
            return target.title
        }
    }

    /// Each type's abstract in `reference`, by name (`APIReference.indexAbstracts`): from its
    /// doc comment (`symbolAbstract`), else its page's (its extension file's, which the
    /// linking pass gives it); none for a type with neither.
    static func abstracts(
        of reference: APIReference, pages: [String: SourcePage], symbols: SymbolIndex
    ) -> [String: String] {
        var result: [String: String] = [:]
        for type in reference.pages {
            let own =
                type.documentation.allSatisfy(\.isWhitespace)
                ? nil
                : symbolAbstract(
                    type.summary,
                    scope: SymbolIndex.Scope(output: reference.outputPath(of: type.name)),
                    module: reference.module, symbols: symbols)
            if let abstract = own ?? pages[reference.sourcePath(of: type.name)]?.abstract {
                result[type.name] = abstract
            }
        }
        return result
    }
}
