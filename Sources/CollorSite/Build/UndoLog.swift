/// What a rebuild replaced in the cache, entry by entry, so that a rebuild that fails puts it
/// back (`BuildCache.undoRebuild()`, backwards) and the last good state stays whole.
///
/// It stands for a copy of the whole cache taken before the rebuild: while such a copy lives,
/// the first write to each page-keyed dictionary copies the whole dictionary to keep it (10,000
/// entries on a large site, at every edit); the log keeps only the entries the rebuild replaced.
struct UndoLog {
    /// The steps that put back what was replaced, in the order the replacements were made.
    private(set) var steps: [(inout BuildCache) -> Void] = []
    /// What is made again from the restored entries once every step is undone (the search
    /// index's files, from the restored entries).
    private(set) var remakes: [(inout BuildCache) -> Void] = []
    /// Each page the rebuild replaced or removed, as it was before (nil: none), until the pages
    /// were replaced whole.
    private var pagesBefore: [String: SourcePage?] = [:]
    /// The pages as they were before they were replaced whole (the linking pass over the site),
    /// with `pagesBefore` put back.
    private var allPagesBefore: [String: SourcePage]?
    /// Each output path whose page hash the rebuild set, with its hash before (nil: none).
    private(set) var hashesBefore: [String: Int?] = [:]

    mutating func record(_ undo: @escaping (inout BuildCache) -> Void) {
        steps.append(undo)
    }

    mutating func remake(_ remake: @escaping (inout BuildCache) -> Void) {
        remakes.append(remake)
    }

    /// Notes `old`, the page at `path` a write replaces; only the first one counts.
    mutating func replacingPage(_ path: String, _ old: SourcePage?) {
        guard allPagesBefore == nil, pagesBefore.index(forKey: path) == nil else { return }
        pagesBefore[path] = .some(old)
    }

    /// Notes `pages`, the pages a write replaces whole.
    mutating func replacingPages(_ pages: [String: SourcePage]) {
        guard allPagesBefore == nil else { return }
        var before = pages
        for (path, page) in pagesBefore { before[path] = page }
        allPagesBefore = before
        pagesBefore = [:]
    }

    /// Notes `old`, the hash at `path` a write replaces; only the first one counts.
    mutating func replacingHash(_ path: String, _ old: Int?) {
        guard hashesBefore.index(forKey: path) == nil else { return }
        hashesBefore[path] = .some(old)
    }

    /// The page at `path` before the rebuild, when `current` is the page there now.
    func page(_ path: String, current: SourcePage?) -> SourcePage? {
        if let old = pagesBefore[path] { return old }
        if let allPagesBefore { return allPagesBefore[path] }
        return current
    }

    /// The hash at `path` before the rebuild, when `current` is the hash there now.
    func hash(_ path: String, current: Int?) -> Int? {
        if let old = hashesBefore[path] { return old }
        return current
    }

    /// Puts the pages back as they were, in `pages`.
    func restorePages(_ pages: inout [String: SourcePage]) {
        if let allPagesBefore {
            pages = allPagesBefore
            return
        }
        for (path, page) in pagesBefore { pages[path] = page }
    }

    /// Puts the hashes back as they were, in `hashes`.
    func restoreHashes(_ hashes: inout [String: Int]) {
        for (path, hash) in hashesBefore { hashes[path] = hash }
    }
}
