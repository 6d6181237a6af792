import CollorMarkdown
import Foundation

/// The one-line abstracts DocC shows under each entry of a `## Topics` list: a page's
/// (`SourcePage.abstract`: its description, else its first paragraph, a type's doc comment
/// summary for an API page) and a member's (its doc comment's summary), by the root-relative
/// output path a link reaches, with `#anchor` for a member.
struct TopicAbstracts: Sendable {
    private var byTarget: [String: String] = [:]

    /// - Complexity: O(pages + members).
    init(pages: [String: SourcePage], references: [APIReference]) {
        for page in pages.values where page.extends == nil {
            if let abstract = page.abstract { byTarget[page.outputPath] = abstract }
        }
        for reference in references {
            for type in reference.pages {
                let output = reference.outputPath(of: type.name)
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
                        byTarget[output + "#" + headings[index].anchor] =
                            MarkdownDocument.abstract(of: summary)
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
}
