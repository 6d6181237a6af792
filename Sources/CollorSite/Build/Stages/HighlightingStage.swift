import CollorMarkdown

/// Highlighting: the blocks in languages other than Swift that the pages show, in one Pygments
/// batch per run, from the last run's `Highlights`.
struct HighlightingStage {
    /// The linked pages, by source path.
    let pages: [String: SourcePage]
    /// The sources, for the code files tutorials show.
    let sources: SiteSources
    /// Pygments, or nil when the site highlights nothing but Swift.
    let highlighter: Pygments?
    /// The source paths whose blocks are looked at (loaded again or gone); nil: every page.
    let changed: Set<String>?

    /// The result and how many blocks Pygments highlighted (nil when it did not run).
    struct Result {
        var highlights: Highlights
        var highlightedCount: Int?
    }

    /// Highlights the blocks of the pages at `changed` that `last` has not highlighted yet, and
    /// forgets those no page shows any more: a one-page edit looks at that page's blocks, not
    /// the site's. A block over its lexer's bound is left plain with a warning at each place
    /// that shows it, as is a block Pygments failed on; such a failure is kept, so a rebuild
    /// does not try the block again. When Pygments is missing, the blocks stay plain, the run
    /// reports one warning, and the next run tries them again.
    ///
    /// - Complexity: O(the changed pages' blocks), plus Pygments' run over the new ones.
    func run(from last: Highlights) -> Result {
        var next = changed == nil ? Highlights(html: last.html, failures: last.failures) : last
        var seen = Set<CodeBlock>()
        var gone = Set<CodeBlock>()
        // Made once, and only when a tutorial shows code files: it lists every static file.
        var codeFiles: CodeFileIndex?
        for path in changed.map({ $0.sorted() }) ?? pages.keys.sorted() {
            let page = pages[path]
            var places = page.map(Self.codeBlockPlaces(of:)) ?? []
            if let page, !page.tutorialCodeFiles.isEmpty {
                let index = codeFiles ?? sources.codeFiles
                codeFiles = index
                places += codeFilePlaces(of: page, index: index)
            }
            gone.formUnion(
                next.uses.set(
                    places, tutorial: page?.tutorialCodeFiles.isEmpty == false, for: path))
            seen.formUnion(places.map(\.block))
        }
        if changed == nil {
            let uses = next.uses
            next.html = next.html.filter { uses.shows($0.key) }
            next.failures = next.failures.filter { uses.shows($0.key) }
        }
        for block in gone where !next.uses.shows(block) {
            next.html[block] = nil
            next.failures[block] = nil
            next.overBound[block] = nil
            next.untried.remove(block)
        }
        for block in seen
        where next.html[block] == nil && next.failures[block] == nil
            && next.overBound[block] == nil
        {
            if let excess = Pygments.overBound(block) {
                next.overBound[block] = excess
            } else {
                next.untried.insert(block)
            }
        }
        var failure: Pygments.Failure?
        var count: Int?
        if !next.untried.isEmpty, let highlighter {
            // Sorted, so that which blocks a run of failures leaves untried is the same each time.
            let batch = highlighter.highlight(
                next.untried.sorted { ($0.lexer, $0.code) < ($1.lexer, $1.code) })
            next.html.merge(batch.html) { _, new in new }
            next.failures.merge(batch.failed) { _, new in new }
            next.untried.subtract(batch.html.keys)
            next.untried.subtract(batch.failed.keys)
            failure = batch.failure
            count = batch.html.count
        }
        next.warnings = Self.plainBlockWarnings(of: next, failure: failure)
        return Result(highlights: next, highlightedCount: count)
    }

    /// The warnings of the blocks left plain, at each place that shows them, in file and line
    /// order; Pygments' failure to run first.
    private static func plainBlockWarnings(of highlights: Highlights, failure: Pygments.Failure?)
        -> [SiteError]
    {
        var warnings =
            failure.map { [SiteError(file: "pygments", reason: .highlighting($0.message))] } ?? []
        for (block, excess) in highlights.overBound {
            for place in highlights.uses.places(of: block) {
                warnings.append(
                    SiteError(
                        file: place.file, line: place.line + (excess.line.map { $0 + 1 } ?? 0),
                        reason: .codeShownPlain(language: block.lexer, excess.reason)))
            }
        }
        for (block, reason) in highlights.failures {
            for place in highlights.uses.places(of: block) {
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
    private static func codeBlockPlaces(of page: SourcePage) -> [CodeBlockUses.Place] {
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
