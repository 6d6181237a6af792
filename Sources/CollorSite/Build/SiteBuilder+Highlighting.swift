import CollorMarkdown

/// Highlighting: the blocks in languages other than Swift, in one Pygments batch per build.
extension SiteBuilder {
    /// The tutorials whose steps show a code file that changed since `previous` was read: their
    /// pages render again, as a page does when its own text changes.
    func tutorialsWithChangedCode(since previous: SiteSources) -> [String] {
        let index = sources.codeFiles
        return pages.values.filter { page in
            page.tutorialCodeFiles.contains { name in
                guard let path = index.path(named: name, from: page.sourcePath) else {
                    return false
                }
                return previous.staticFiles[path] != sources.staticFiles[path]
            }
        }.map(\.sourcePath)
    }

    /// Highlights the loaded pages' blocks that are not highlighted yet and forgets those no
    /// page shows any more. A block over its lexer's bound is left plain with a warning at each
    /// place that shows it, as is a block Pygments failed on; such a failure is kept, so a
    /// rebuild does not try the block again. When Pygments is missing, the blocks stay plain,
    /// the build reports one warning, and the next rebuild tries them again.
    func highlightCodeBlocks() {
        var shown: [(block: CodeBlock, file: String, line: Int)] = []
        let codeFiles = sources.codeFiles
        for page in pages.values {
            shown += page.codeBlocks.map { ($0.block, page.displayPath, $0.line) }
            for file in page.tutorialCodeFiles {
                guard let language = CodeFileLanguage.of(file),
                    let path = codeFiles.path(named: file, from: page.sourcePath),
                    let bytes = sources.staticFiles[path]?.readBytes(),
                    let block = CodeBlock(
                        language: language, code: String(decoding: bytes, as: UTF8.self))
                else { continue }
                shown.append((block, sources.origins[path] ?? path, 0))
            }
        }
        let wanted = Set(shown.map(\.block))
        highlighted = highlighted.filter { wanted.contains($0.key) }
        highlightFailures = highlightFailures.filter { wanted.contains($0.key) }
        var overBound: [CodeBlock: (line: Int?, reason: String)] = [:]
        for block in wanted {
            if let excess = Pygments.overBound(block) { overBound[block] = excess }
        }
        // Sorted, so that which blocks a run of failures leaves untried is the same each time.
        let missing = wanted.filter {
            overBound[$0] == nil && highlighted[$0] == nil && highlightFailures[$0] == nil
        }.sorted { ($0.lexer, $0.code) < ($1.lexer, $1.code) }
        var failure: Pygments.Failure?
        if !missing.isEmpty, let highlighter = configuration.highlighter {
            let batch = highlighter.highlight(missing)
            highlighted.merge(batch.html) { _, new in new }
            highlightFailures.merge(batch.failed) { _, new in new }
            failure = batch.failure
            progress("Highlighted \(batch.html.count) code blocks with Pygments")
        }
        highlightingWarnings =
            failure.map { [SiteError(file: "pygments", reason: .highlighting($0.message))] } ?? []
        for (block, file, line) in shown {
            if let excess = overBound[block] {
                highlightingWarnings.append(
                    SiteError(
                        file: file, line: line + (excess.line.map { $0 + 1 } ?? 0),
                        reason: .codeShownPlain(language: block.lexer, excess.reason)))
            } else if let reason = highlightFailures[block] {
                highlightingWarnings.append(
                    SiteError(
                        file: file, line: line,
                        reason: .codeShownPlain(language: block.lexer, reason)))
            }
        }
        highlightingWarnings.sort { ($0.file, $0.line) < ($1.file, $1.line) }
    }
}
