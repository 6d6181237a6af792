/// The order of pages in the sidebar and for previous/next: guides by `order` then title, then the
/// API reference (index first, then types by name). Gallery pages are reached from the galleries
/// guide and stay out of the sidebar.
struct Navigation {
    struct Entry: Equatable {
        var title: String
        var outputPath: String
        var isAPI: Bool
    }

    var guides: [Entry]
    var api: [Entry]

    init(pages: [SourcePage]) {
        func entries(_ kind: SourcePage.Kind) -> [Entry] {
            pages.filter { $0.kind == kind }
                .sorted {
                    ($0.frontMatter.order ?? Int.max, $0.title, $0.outputPath)
                        < ($1.frontMatter.order ?? Int.max, $1.title, $1.outputPath)
                }
                .map { Entry(title: $0.title, outputPath: $0.outputPath, isAPI: kind == .api) }
        }
        guides = entries(.guide)
        let apiEntries = entries(.api)
        // The index (order 1000) sorts after the types by order; keep it first.
        api =
            apiEntries.filter { $0.outputPath == "api/index.html" }
            + apiEntries.filter { $0.outputPath != "api/index.html" }
            .sorted { $0.title < $1.title }
    }

    /// Pages in reading order.
    var all: [Entry] { guides + api }

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
