import CollorMarkdown

/// Highlighting: which pages a code file's change renders again, and the highlighting stage.
extension SiteBuilder {
    /// The tutorials whose steps show a code file that changed since `previous` was read: their
    /// pages render again, as a page does when its own text changes. Only the pages known to
    /// show code files are looked at, and none when no static file changed.
    func tutorialsWithChangedCode(since previous: SiteSources) -> [String] {
        let tutorials = cache.highlights.uses.tutorialPages
        guard !tutorials.isEmpty, previous.staticFiles != cache.sources.staticFiles else {
            return []
        }
        let index = cache.sources.codeFiles
        return tutorials.sorted().filter { path in
            (cache.linked.pages[path]?.tutorialCodeFiles ?? []).contains { name in
                guard let file = index.path(named: name, from: path) else { return false }
                return previous.staticFiles[file] != cache.sources.staticFiles[file]
            }
        }
    }

    /// Runs the highlighting stage over the pages at `changed` (source paths; every page when
    /// nil) from the last run's result (`HighlightingStage`).
    func highlightCodeBlocks(changed: Set<String>? = nil) {
        let result = HighlightingStage(
            pages: cache.linked.pages, sources: cache.sources,
            highlighter: configuration.highlighter,
            changed: changed
        ).run(from: cache.highlights)
        cache.replace(\.highlights, with: result.highlights)
        if let count = result.highlightedCount {
            progress("Highlighted \(count) code blocks with Pygments")
        }
    }
}
