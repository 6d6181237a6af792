/// The catalogs' tutorials in the order their tables of contents show them, and each one's
/// estimated time: a tutorial page links the one before and after it, a card shows the time.
struct TutorialOrder: Sendable {
    /// A tutorial's `doc:` name → the names before and after it.
    private var neighbours: [String: (previous: String?, next: String?)] = [:]
    /// A tutorial's `doc:` name → its time in minutes.
    private var times: [String: Int] = [:]

    /// The order of `pages`' tables of contents, read in the order of their paths.
    ///
    /// - Complexity: O(pages + references).
    init(pages: some Sequence<SourcePage>) {
        let sorted = pages.sorted { $0.sourcePath < $1.sourcePath }
        for page in sorted {
            if let time = page.tutorialTime { times[Self.name(of: page.sourcePath)] = time }
            let names = page.tutorialReferences.map { RelativePath.fileName(of: $0) }
            for (index, name) in names.enumerated() where neighbours[name] == nil {
                neighbours[name] = (
                    index > 0 ? names[index - 1] : nil,
                    index + 1 < names.count ? names[index + 1] : nil
                )
            }
        }
    }

    /// The `doc:` name of the page at `sourcePath` (`Picking/Picking.tutorial`: `Picking`).
    static func name(of sourcePath: String) -> String {
        LinkResolver.linkName(
            RelativePath.withoutPageExtension(RelativePath.fileName(of: sourcePath)))
    }

    /// The time of the tutorial `name` (a `doc:` name, or DocC's `/tutorials/` path).
    func time(of name: String) -> Int? {
        times[LinkResolver.linkName(RelativePath.fileName(of: name))]
    }

    /// The tutorials before and after the page at `sourcePath`, by `doc:` name.
    func neighbours(of sourcePath: String) -> (previous: String?, next: String?)? {
        neighbours[Self.name(of: sourcePath)]
    }
}
