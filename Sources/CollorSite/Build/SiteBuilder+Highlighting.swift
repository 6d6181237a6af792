import CollorMarkdown

/// Highlighting: the blocks in languages other than Swift, in one Pygments batch per build.
extension SiteBuilder {
    /// The files tutorials' `@Code` directives may name: every static file of the sources.
    var codeFiles: CodeFileIndex {
        CodeFileIndex(files: sources.staticFiles.keys.filter { !$0.hasPrefix(BuiltInTheme.folder) })
    }

    /// The tutorials whose steps show a code file that changed since `previous` was read: their
    /// pages render again, as a page does when its own text changes.
    func tutorialsWithChangedCode(since previous: SiteSources) -> [String] {
        let index = codeFiles
        return pages.values.filter { page in
            page.tutorialCodeFiles.contains { name in
                guard let path = index.path(named: name, from: page.sourcePath) else {
                    return false
                }
                return previous.staticFiles[path] != sources.staticFiles[path]
            }
        }.map(\.sourcePath)
    }

    /// Highlights the loaded pages' blocks that are not highlighted yet, in one batch, and
    /// forgets those no page shows any more. When the batch fails, its blocks stay plain, the
    /// build reports one warning, and the next rebuild tries them again.
    func highlightCodeBlocks() {
        var shown = Set<CodeBlock>()
        let codeFiles = codeFiles
        for page in pages.values {
            shown.formUnion(page.codeBlocks)
            for file in page.tutorialCodeFiles {
                guard let language = CodeFileLanguage.of(file),
                    let path = codeFiles.path(named: file, from: page.sourcePath),
                    let bytes = sources.staticFiles[path]?.readBytes(),
                    let block = CodeBlock(
                        language: language, code: String(decoding: bytes, as: UTF8.self))
                else { continue }
                shown.insert(block)
            }
        }
        highlighted = highlighted.filter { shown.contains($0.key) }
        let missing = shown.subtracting(highlighted.keys)
        highlightingWarning = nil
        guard !missing.isEmpty, let highlighter = configuration.highlighter else { return }
        let batch = highlighter.highlight(Array(missing))
        if let failure = batch.failure {
            highlightingWarning = SiteError(
                file: "pygments", reason: .highlighting(failure.message))
            return
        }
        highlighted.merge(batch.html) { _, new in new }
        progress("Highlighted \(missing.count) code blocks with Pygments")
    }
}
