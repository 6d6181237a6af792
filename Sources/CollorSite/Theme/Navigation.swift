/// The sidebar's sections and the order of pages for previous/next.
///
/// By default: `Guides` (the root folder's pages, by `order` then title), one section per
/// catalog (its module's name), then `API reference` (its index, then each module's index and
/// types by name). The configuration's `navigation` list moves the pages and sections it names
/// first, in its order. Gallery pages are reached from the pages that embed them and stay out.
struct Navigation {
    /// The section of the root folder's pages.
    static let guidesTitle = "Guides"
    /// The section of the API reference.
    static let apiTitle = "API reference"

    struct Entry: Equatable {
        var title: String
        var outputPath: String
        var isAPI: Bool
    }

    struct Section: Equatable {
        var title: String
        var entries: [Entry]
    }

    var sections: [Section]

    init(pages: [SourcePage], order: [String] = []) {
        let position = Dictionary(
            order.enumerated().map { ($0.element, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        let listed = pages.filter { $0.kind != .unlisted }
        let grouped = Dictionary(grouping: listed, by: \.section)
        func rank(_ title: String) -> (Int, Int, String) {
            let fallback =
                title == Self.guidesTitle ? 0 : title == Self.apiTitle ? 2 : 1
            return (position[title] ?? Int.max, fallback, title)
        }
        sections = grouped.keys.sorted { rank($0) < rank($1) }.map { title in
            let pages = grouped[title] ?? []
            let sorted = pages.sorted {
                Self.sortKey($0, position: position) < Self.sortKey($1, position: position)
            }
            return Section(
                title: title,
                entries: sorted.map {
                    Entry(title: $0.title, outputPath: $0.outputPath, isAPI: $0.kind == .api)
                })
        }
    }

    /// Listed pages first, in the list's order; then guides by `order` then title, and the API
    /// reference's index, then each module's index and its types by name.
    private static func sortKey(
        _ page: SourcePage, position: [String: Int]
    ) -> (Int, Int, Int, String, String) {
        let listed = position[page.sourcePath] ?? Int.max
        let title = page.title + "\u{0}" + page.outputPath
        guard page.kind == .api else {
            let order = page.frontMatter.order
            return (listed, order == nil ? 1 : 0, order ?? 0, "", title)
        }
        let components = page.outputPath.split(separator: "/").map(String.init)
        guard components.count >= 3 else { return (listed, 0, 0, "", "") }
        return (listed, 0, 0, components[1], components[2] == "index.html" ? "" : title)
    }

    /// Pages in reading order.
    var all: [Entry] { sections.flatMap(\.entries) }

    /// The pages before and after `outputPath` in reading order.
    func neighbours(of outputPath: String) -> (previous: Entry?, next: Entry?) {
        let ordered = all
        guard let index = ordered.firstIndex(where: { $0.outputPath == outputPath }) else {
            return (nil, nil)
        }
        return (
            index > 0 ? ordered[index - 1] : nil,
            index + 1 < ordered.count ? ordered[index + 1] : nil
        )
    }
}
