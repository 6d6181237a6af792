import CollorMarkdown

/// Highlighting: the blocks in languages other than Swift, in one Pygments batch per build.
extension SiteBuilder {
    /// The tutorials whose steps show a code file that changed since `previous` was read: their
    /// pages render again, as a page does when its own text changes. Only the pages known to
    /// show code files are looked at, and none when no static file changed.
    func tutorialsWithChangedCode(since previous: SiteSources) -> [String] {
        let tutorials = cache.codeBlockUses.tutorialPages
        guard !tutorials.isEmpty, previous.staticFiles != sources.staticFiles else { return [] }
        let index = sources.codeFiles
        return tutorials.sorted().filter { path in
            (pages[path]?.tutorialCodeFiles ?? []).contains { name in
                guard let file = index.path(named: name, from: path) else { return false }
                return previous.staticFiles[file] != sources.staticFiles[file]
            }
        }
    }

    /// Highlights the blocks of the pages at `changed` (source paths; every page when nil) that
    /// are not highlighted yet, and forgets those no page shows any more: a one-page edit looks
    /// at that page's blocks, not the site's. A block over its lexer's bound is left plain with
    /// a warning at each place that shows it, as is a block Pygments failed on; such a failure
    /// is kept, so a rebuild does not try the block again. When Pygments is missing, the blocks
    /// stay plain, the build reports one warning, and the next rebuild tries them again.
    ///
    /// - Complexity: O(the changed pages' blocks), plus Pygments' run over the new ones.
    func highlightCodeBlocks(changed: Set<String>? = nil) {
        if changed == nil {
            cache.codeBlockUses = CodeBlockUses()
            cache.overBoundBlocks = [:]
            cache.unhighlightedBlocks = []
        }
        var seen = Set<CodeBlock>()
        var gone = Set<CodeBlock>()
        // Made once, and only when a tutorial shows code files: it lists every static file.
        var codeFiles: CodeFileIndex?
        for path in changed.map({ $0.sorted() }) ?? pages.keys.sorted() {
            let page = pages[path]
            var places = page.map(codeBlockPlaces(of:)) ?? []
            if let page, !page.tutorialCodeFiles.isEmpty {
                let index = codeFiles ?? sources.codeFiles
                codeFiles = index
                places += codeFilePlaces(of: page, index: index)
            }
            gone.formUnion(
                cache.codeBlockUses.set(
                    places, tutorial: page?.tutorialCodeFiles.isEmpty == false, for: path))
            seen.formUnion(places.map(\.block))
        }
        if changed == nil {
            let uses = cache.codeBlockUses
            highlighted = highlighted.filter { uses.shows($0.key) }
            highlightFailures = highlightFailures.filter { uses.shows($0.key) }
        }
        for block in gone where !cache.codeBlockUses.shows(block) {
            highlighted[block] = nil
            highlightFailures[block] = nil
            cache.overBoundBlocks[block] = nil
            cache.unhighlightedBlocks.remove(block)
        }
        for block in seen
        where highlighted[block] == nil && highlightFailures[block] == nil
            && cache.overBoundBlocks[block] == nil
        {
            if let excess = Pygments.overBound(block) {
                cache.overBoundBlocks[block] = excess
            } else {
                cache.unhighlightedBlocks.insert(block)
            }
        }
        var failure: Pygments.Failure?
        if !cache.unhighlightedBlocks.isEmpty, let highlighter = configuration.highlighter {
            // Sorted, so that which blocks a run of failures leaves untried is the same each time.
            let batch = highlighter.highlight(
                cache.unhighlightedBlocks.sorted { ($0.lexer, $0.code) < ($1.lexer, $1.code) })
            highlighted.merge(batch.html) { _, new in new }
            highlightFailures.merge(batch.failed) { _, new in new }
            cache.unhighlightedBlocks.subtract(batch.html.keys)
            cache.unhighlightedBlocks.subtract(batch.failed.keys)
            failure = batch.failure
            progress("Highlighted \(batch.html.count) code blocks with Pygments")
        }
        highlightingWarnings = plainBlockWarnings(failure: failure)
    }

    /// The warnings of the blocks left plain, at each place that shows them, in file and line
    /// order; Pygments' failure to run first.
    private func plainBlockWarnings(failure: Pygments.Failure?) -> [SiteError] {
        var warnings =
            failure.map { [SiteError(file: "pygments", reason: .highlighting($0.message))] } ?? []
        for (block, excess) in cache.overBoundBlocks {
            for place in cache.codeBlockUses.places(of: block) {
                warnings.append(
                    SiteError(
                        file: place.file, line: place.line + (excess.line.map { $0 + 1 } ?? 0),
                        reason: .codeShownPlain(language: block.lexer, excess.reason)))
            }
        }
        for (block, reason) in highlightFailures {
            for place in cache.codeBlockUses.places(of: block) {
                warnings.append(
                    SiteError(
                        file: place.file, line: place.line,
                        reason: .codeShownPlain(language: block.lexer, reason)))
            }
        }
        // Blocks come out of dictionaries: the text orders warnings on the same line.
        return warnings.sorted {
            ($0.file, $0.line, "\($0)") < ($1.file, $1.line, "\($1)")
        }
    }

    /// The fenced blocks `page` shows.
    private func codeBlockPlaces(of page: SourcePage) -> [CodeBlockUses.Place] {
        page.codeBlocks.map {
            CodeBlockUses.Place(block: $0.block, file: page.displayPath, line: $0.line)
        }
    }

    /// The code files the steps of the tutorial `page` show, found through `index`.
    private func codeFilePlaces(of page: SourcePage, index: CodeFileIndex)
        -> [CodeBlockUses.Place]
    {
        var places: [CodeBlockUses.Place] = []
        for file in page.tutorialCodeFiles {
            guard let language = CodeFileLanguage.of(file),
                let path = index.path(named: file, from: page.sourcePath),
                let bytes = sources.staticFiles[path]?.readBytes(),
                let block = CodeBlock(
                    language: language, code: String(decoding: bytes, as: UTF8.self))
            else { continue }
            places.append(
                CodeBlockUses.Place(block: block, file: sources.origins[path] ?? path, line: 0))
        }
        return places
    }
}
