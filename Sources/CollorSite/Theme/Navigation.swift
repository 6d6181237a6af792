/// The sidebar's tree of sections and the order of pages for previous/next.
///
/// The top-level sections are `Guides` (the root folder's pages), one per catalog (its module's
/// name), then `API reference`. Inside each, a folder of pages is a section and nested folders
/// nest: a folder's `index.md` gives it its title and link, otherwise the folder's name titles it
/// and the site generates its index (`FolderIndexPage`). Pages come first (a folder's index, then
/// by `order`, then title; the API reference's types by name), then subfolders. The
/// configuration's `navigation` list moves the pages, section titles and folder paths it names
/// first, in its order. Gallery pages are reached from the pages that embed them and stay out. A
/// folder can have its pages in groups instead (`groups`: a module's types as its catalog's
/// Topics curate them, the rest by kind): each group is a section that the sidebar shows open
/// with its folder, under its title.
///
/// Sections live in one array and refer to each other by index, so that neither building nor
/// walking the tree recurses as deep as the folders nest.
struct Navigation {
    /// The section of the root folder's pages.
    static let guidesTitle = "Guides"
    /// The section of the API reference.
    static let apiTitle = "API reference"
    /// The site's home page.
    static let homePath = "index.html"

    struct Entry: Equatable {
        var title: String
        var outputPath: String
        var isAPI: Bool
        /// A symbol deprecated on a platform it lists, marked as docc's navigator marks it
        /// (`isDeprecated(_:)`).
        var isDeprecated = false
    }

    struct Section: Equatable {
        var title: String
        /// Root-relative folder (`guide/`, `api/Collor/`); a top-level section's common folder.
        var folder: String
        /// The folder's `index` page: a nested section's own link, listed first at the top level.
        var index: Entry?
        /// The folder's other pages, in order.
        var entries: [Entry]
        /// Subfolders, as indexes into `sections`, in order.
        var children: [Int]
        /// The enclosing section; nil at the top level.
        var parent: Int?
        /// Where the section's single link leads: its index, or its first page in reading order.
        var link: String = ""
        /// A group of its folder's pages rather than a folder: shown whenever its folder is.
        var isGroup = false
        /// The page listing every page and subfolder of the folder (its `index.html`; a group's
        /// folder's), where a sidebar that shows only part of the section sends the reader.
        var indexLink: String?
        /// Where the section is among its parent's listed items (its pages, then its children).
        var positionInParent = 0
        /// How many of `children` are subfolders rather than groups.
        var folderCount = 0
    }

    /// Pages of one folder listed together under a title, in order.
    struct Group: Equatable, Sendable {
        var title: String
        /// Output paths, in the group's order.
        var pages: [String]
    }

    /// Every section; `roots` are the top level, in order.
    private(set) var sections: [Section] = []
    private(set) var roots: [Int] = []
    /// Pages in reading order: depth first, a section's pages before its subfolders.
    private(set) var all: [Entry] = []
    private var positions: [String: Int] = [:]
    /// The section listing each page, by output path.
    private var sectionOfPage: [String: Int] = [:]
    /// Where each page is among its section's `entries`; -1 for a section's `index`.
    private var positionInSection: [String: Int] = [:]

    /// `titles` shows a top-level section under another title than its pages' `section` (a
    /// catalog's module): `CatalogInfo.sectionTitles`. `order` may name such a section by either.
    ///
    /// - Complexity: O(n log n) in the number of pages.
    init(
        pages: [SourcePage], order: [String] = [], groups: [String: [Group]] = [:],
        titles: [String: String] = [:]
    ) {
        let position = Dictionary(
            order.enumerated().map { ($0.element, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        // A type's "X Implementations" pages are reached from its page, as in docc's sidebar.
        let listed = pages.filter {
            $0.kind != .unlisted && $0.isWritten && !$0.isTrimmed
                && !($0.kind == .api && APIReference.isCollectionPage($0.sourcePath))
        }
        let grouped = Dictionary(grouping: listed, by: \.section)
        func rank(_ section: String) -> (Int, Int, String) {
            let fallback =
                section == Self.guidesTitle ? 0 : section == Self.apiTitle ? 2 : 1
            let shown = titles[section] ?? section
            let listed = min(position[section] ?? Int.max, position[shown] ?? Int.max)
            return (listed, fallback, shown)
        }
        for section in grouped.keys.sorted(by: { rank($0) < rank($1) }) {
            roots.append(
                addTopLevel(
                    title: section, shown: titles[section], pages: grouped[section] ?? [],
                    position: position, groups: groups))
        }
        computeReadingOrder()
    }

    /// Adds a top-level section and its folders; returns its index.
    private mutating func addTopLevel(
        title: String, shown: String?, pages: [SourcePage], position: [String: Int],
        groups: [String: [Group]]
    ) -> Int {
        // A catalog's root page made the site's home (`index.html`) stays first in its
        // catalog's section, whose folder is still the catalog's.
        let isCatalogHome = { (page: SourcePage) in
            title != Self.guidesTitle && page.outputPath == Self.homePath
        }
        let base = Self.commonFolder(of: pages.filter { !isCatalogHome($0) }.map(\.outputPath))
        let root = sections.count
        // The root folder's pages all in one folder (a package whose only pages are its
        // galleries): the section is that folder's, titled as a folder is, not "Guides".
        let shownTitle =
            title == Self.guidesTitle && !base.isEmpty ? Self.folderTitle(base) : title
        sections.append(
            Section(
                title: shown ?? shownTitle, folder: base, index: nil, entries: [], children: [],
                parent: nil))
        var byFolder: [String: Int] = [base: root]
        // Each page's entry and sort key, made once: sorting compares keys, not pages.
        var pagesByFolder: [String: [(key: SortKey, entry: Entry)]] = [:]
        for page in pages {
            let folder = isCatalogHome(page) ? base : RelativePath.directory(of: page.outputPath)
            pagesByFolder[folder, default: []].append(
                (
                    Self.sortKey(page, position: position),
                    Entry(
                        title: page.title, outputPath: page.outputPath, isAPI: page.kind == .api,
                        isDeprecated: Self.isDeprecated(page))
                ))
        }
        // Each folder and its ancestors up to the base become sections; parents first, since
        // sorting by path puts `a/` before `a/b/`.
        var folders = Set<String>()
        for folder in pagesByFolder.keys where folder != base {
            var current = folder
            while current.count > base.count, folders.insert(current).inserted {
                current = RelativePath.directory(of: String(current.dropLast()))
            }
        }
        for folder in folders.sorted() {
            let parentFolder = RelativePath.directory(of: String(folder.dropLast()))
            let parent = byFolder[parentFolder] ?? root
            byFolder[folder] = sections.count
            sections.append(
                Section(
                    title: Self.folderTitle(folder), folder: folder, index: nil,
                    entries: [], children: [], parent: parent))
            sections[parent].children.append(sections.count - 1)
        }
        for (folder, folderPages) in pagesByFolder {
            guard let section = byFolder[folder] else { continue }
            var entries = folderPages.sorted { $0.key < $1.key }.map(\.entry)
            if let at = entries.firstIndex(where: {
                $0.outputPath == folder + "index.html"
                    || (section == root && $0.outputPath == Self.homePath)
            }) {
                let index = entries.remove(at: at)
                if section == root {
                    entries.insert(index, at: 0)
                    if shownTitle != title { sections[root].title = index.title }
                } else {
                    sections[section].index = index
                    sections[section].title = index.title
                }
            }
            sections[section].entries = entries
            if let folderGroups = groups[folder] { addGroups(folderGroups, to: section) }
        }
        var orders: [String: Int] = [:]
        for page in pages { orders[page.outputPath] = page.frontMatter.order }
        for section in byFolder.values {
            // Groups keep their order, before the subfolders.
            let groupChildren = sections[section].children.filter { sections[$0].isGroup }
            let ranked = sections[section].children.filter { !sections[$0].isGroup }.map { child in
                let entry = sections[child]
                let listed =
                    position[entry.title] ?? position[entry.folder]
                    ?? position[String(entry.folder.dropLast())] ?? Int.max
                let order = entry.index.flatMap { orders[$0.outputPath] }
                return (key: (listed, order ?? Int.max, entry.title, entry.folder), child: child)
            }
            sections[section].children =
                groupChildren + ranked.sorted { $0.key < $1.key }.map(\.child)
        }
        return root
    }

    /// A folder's title until its index page gives one: its name, hyphens as spaces, capitalized.
    private static func folderTitle(_ folder: String) -> String {
        let name = folder.dropLast().split(separator: "/").last ?? ""
        return name.replacingOccurrences(of: "-", with: " ").capitalized
    }

    /// Moves the entries of `section` that `groups` name into a child section per group, in the
    /// groups' order; entries no group names stay.
    private mutating func addGroups(_ groups: [Group], to section: Int) {
        var byPath: [String: Entry] = [:]
        for entry in sections[section].entries { byPath[entry.outputPath] = entry }
        var taken = Set<String>()
        for group in groups {
            let entries = group.pages.compactMap { path in
                taken.insert(path).inserted ? byPath[path] : nil
            }
            guard !entries.isEmpty else { continue }
            sections.append(
                Section(
                    title: group.title, folder: sections[section].folder + "#" + group.title,
                    index: nil, entries: entries, children: [], parent: section, isGroup: true))
            sections[section].children.append(sections.count - 1)
        }
        sections[section].entries.removeAll { taken.contains($0.outputPath) }
    }

    /// Listed pages first, in the list's order; then guides by `order` then title, and the API
    /// reference's types by name.
    private typealias SortKey = (Int, Int, Int, String)

    private static func sortKey(_ page: SourcePage, position: [String: Int]) -> SortKey {
        let listed = position[page.sourcePath] ?? Int.max
        let title = page.title + "\u{0}" + page.outputPath
        guard page.kind == .api else {
            let order = page.frontMatter.order
            return (listed, order == nil ? 1 : 0, order ?? 0, title)
        }
        return (listed, 0, 0, title)
    }

    /// The deepest folder holding every path (`""` for the root).
    private static func commonFolder(of paths: [String]) -> String {
        guard var common = paths.first.map(RelativePath.directory(of:)) else { return "" }
        for path in paths.dropFirst() where !path.hasPrefix(common) {
            while !common.isEmpty && !path.hasPrefix(common) {
                common = RelativePath.directory(of: String(common.dropLast()))
            }
        }
        return common
    }

    /// Walks the tree depth first with an explicit stack: the reading order, each page's section,
    /// and each section's link.
    private mutating func computeReadingOrder() {
        var stack = roots.reversed().map { $0 }
        while let section = stack.popLast() {
            if let index = sections[section].index { append(index, in: section, at: -1) }
            for (position, entry) in sections[section].entries.enumerated() {
                append(entry, in: section, at: position)
            }
            let pageCount = sections[section].entries.count
            for (position, child) in sections[section].children.enumerated() {
                sections[child].positionInParent = pageCount + position
                if !sections[child].isGroup { sections[section].folderCount += 1 }
            }
            stack += sections[section].children.reversed()
        }
        // A section without pages of its own leads to its first subfolder's link; children come
        // after their parents in `sections`, so walking backwards sees them first.
        for section in sections.indices.reversed() {
            let own = sections[section].index ?? sections[section].entries.first
            let first = sections[section].children.first.map { sections[$0].link }
            sections[section].link = own?.outputPath ?? first ?? ""
            let indexPath = sections[section].folder + "index.html"
            // A top-level section lists its folder's index first among its pages; a catalog's
            // root page made the site's home is its catalog's index, as DocC's module page is.
            let listed =
                sections[section].index?.outputPath
                ?? sections[section].entries.first.map(\.outputPath)
            let isHome = sections[section].parent == nil && listed == Self.homePath
            sections[section].indexLink = listed == indexPath || isHome ? listed : nil
        }
        // Parents come before their children: a group takes its folder's index.
        for section in sections.indices where sections[section].isGroup {
            sections[section].indexLink = sections[section].parent.flatMap {
                sections[$0].indexLink
            }
        }
    }

    private mutating func append(_ entry: Entry, in section: Int, at position: Int) {
        positions[entry.outputPath] = all.count
        sectionOfPage[entry.outputPath] = section
        positionInSection[entry.outputPath] = position
        all.append(entry)
    }

    /// The folders listed without a page at their `index.html` (none for the root folder, whose
    /// index is the home page), as section indexes in tree order: the folders whose index the
    /// site generates.
    func foldersWithoutIndex() -> [Int] {
        sections.indices.filter { section in
            !sections[section].isGroup && !sections[section].folder.isEmpty
                && sections[section].indexLink == nil
        }
    }

    /// Where `outputPath` is among its section's pages (`entries`); nil for a section's index
    /// page or a page not listed.
    ///
    /// - Complexity: O(1).
    func position(of outputPath: String) -> Int? {
        guard let position = positionInSection[outputPath], position >= 0 else { return nil }
        return position
    }

    /// The sections that hold `outputPath`, from the top level to its own section; empty for a
    /// page not listed.
    ///
    /// - Complexity: O(depth of the page's folder).
    func path(to outputPath: String) -> [Int] {
        var path: [Int] = []
        var seen = Set<Int>()
        var current = sectionOfPage[outputPath]
        while let section = current, seen.insert(section).inserted {
            path.append(section)
            current = sections[section].parent
        }
        return path.reversed()
    }

    /// The pages before and after `outputPath` in reading order.
    ///
    /// - Complexity: O(1).
    func neighbours(of outputPath: String) -> (previous: Entry?, next: Entry?) {
        guard let index = positions[outputPath] else { return (nil, nil) }
        return (
            index > 0 ? all[index - 1] : nil,
            index + 1 < all.count ? all[index + 1] : nil
        )
    }
}

extension Navigation {
    /// Whether docc's navigator marks the page's symbol deprecated: docc 6.3.1 marks a symbol
    /// whose platforms include one it was deprecated on (`@available(macOS, deprecated: 12)`),
    /// not one deprecated on every platform at once (`@available(*, deprecated)`), whose page
    /// lists no such platform.
    static func isDeprecated(_ page: SourcePage) -> Bool {
        guard case .generated(let generated) = page.source else { return false }
        return generated.availability.contains { $0.deprecated != nil }
    }
}
