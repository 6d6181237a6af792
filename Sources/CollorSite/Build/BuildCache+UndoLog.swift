/// Writes into the cache that a rebuild logs (`UndoLog`), so that a rebuild that fails leaves
/// the cache as the last good build left it. Outside a rebuild (`undo` is nil) they only write.
extension BuildCache {
    /// Sets `field[key]` to `value`.
    mutating func set<Value>(
        _ field: WritableKeyPath<BuildCache, [String: Value]>, _ key: String, to value: Value?
    ) {
        if undo != nil {
            let old = self[keyPath: field][key]
            undo?.record { $0[keyPath: field][key] = old }
        }
        self[keyPath: field][key] = value
    }

    /// Replaces `field` whole with `value`.
    mutating func replace<Value>(_ field: WritableKeyPath<BuildCache, Value>, with value: Value) {
        if undo != nil {
            let old = self[keyPath: field]
            undo?.record { $0[keyPath: field] = old }
        }
        self[keyPath: field] = value
    }

    /// Logs `field` as it is, for code that writes it without these methods.
    mutating func keep<Value>(_ field: WritableKeyPath<BuildCache, Value>) {
        replace(field, with: self[keyPath: field])
    }

    /// Sets the page at `path` (nil removes it).
    mutating func setPage(_ page: SourcePage?, at path: String) {
        undo?.replacingPage(path, linked.pages[path])
        linked.pages[path] = page
    }

    /// Replaces the pages whole.
    mutating func replacePages(_ pages: [String: SourcePage]) {
        undo?.replacingPages(linked.pages)
        linked.pages = pages
    }

    /// Sets the hash of the page written at `path` (nil: none is).
    mutating func setPageHash(_ hash: Int?, at path: String) {
        undo?.replacingHash(path, output.pageHashes[path])
        output.pageHashes[path] = hash
    }

    /// The page at `path` before the rebuild under way (the page now outside one).
    func pageBefore(_ path: String) -> SourcePage? {
        guard let undo else { return linked.pages[path] }
        return undo.page(path, current: linked.pages[path])
    }

    /// The hash of the page at `path` before the rebuild under way.
    func pageHashBefore(_ path: String) -> Int? {
        guard let undo else { return output.pageHashes[path] }
        return undo.hash(path, current: output.pageHashes[path])
    }

    /// Starts logging what a rebuild replaces.
    mutating func beginRebuild() {
        undo = UndoLog()
    }

    /// Keeps what the rebuild made: the log is dropped, and what it held with it.
    mutating func endRebuild() {
        undo = nil
    }

    /// Puts back everything the rebuild under way replaced, last first, then remakes what is
    /// made from it; the log ends.
    mutating func undoRebuild() {
        guard let log = undo else { return }
        undo = nil
        for step in log.steps.reversed() { step(&self) }
        log.restorePages(&linked.pages)
        log.restoreHashes(&output.pageHashes)
        for remake in log.remakes { remake(&self) }
    }
}
