/// Highlighting: the blocks in languages other than Swift, in one Pygments batch per build.
extension SiteBuilder {
    /// Highlights the loaded pages' blocks that are not highlighted yet, in one batch, and
    /// forgets those no page shows any more. When the batch fails, its blocks stay plain, the
    /// build reports one warning, and the next rebuild tries them again.
    func highlightCodeBlocks() {
        var shown = Set<CodeBlock>()
        for page in pages.values { shown.formUnion(page.codeBlocks) }
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
