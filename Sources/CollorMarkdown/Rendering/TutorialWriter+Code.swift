import CollorHTMLWriter

/// A tutorial step's `@Code(name:file:previousFile:reset:)`: the file, found by name in the
/// catalog as images are, shown highlighted under the name the reader sees. A site given
/// `MarkdownContext.codeListing` shows it as the change from the step before.
extension TutorialWriter {
    mutating func writeCode(
        _ code: TutorialCode, _ directive: BlockDirective, into walker: inout HTMLWalker
    ) {
        guard walker.context.links.readsFiles else {
            // A page rendered alone: the listing's name, without the file.
            return Self.writeFigure(name: code.name, into: &walker.html) { _ in }
        }
        guard let text = walker.context.links.file(named: code.file) else {
            walker.warn(directive: directive, .missingResource(code.file))
            return
        }
        // A file written on Windows: its lines are the same lines.
        let source = text.replacingOccurrences(of: "\r\n", with: "\n")
        let highlighted = Self.highlight(source, file: code.file, at: directive, with: &walker)
        var previous = listings[code.name]
        if let previousFile = code.previousFile {
            if let text = walker.context.links.file(named: previousFile)?
                .replacingOccurrences(of: "\r\n", with: "\n")
            {
                previous = (
                    HighlightedLines.lines(of: text),
                    HighlightedLines.split(
                        Self.highlight(text, file: previousFile, at: directive, with: &walker))
                )
            } else {
                walker.warn(directive: directive, .missingResource(previousFile))
            }
        }
        if code.reset { previous = nil }
        let lines = HighlightedLines.lines(of: source)
        var html = HighlightedLines.split(highlighted)
        if html.count != lines.count {
            // Never expected; the lines shown plain are still right.
            html = lines.map { line in
                var escaped = HTMLWriter(escaping: .commonMark)
                escaped.text(line)
                return escaped.string
            }
        }
        listings[code.name] = (lines, html)
        listingCount += 1
        let listing = CodeListing(
            name: code.name, lines: lines, highlightedLines: html, previousLines: previous?.lines,
            previousHighlightedLines: previous?.html, index: listingCount)
        if let transition = walker.context.links.codeListing(listing) {
            return Self.writeFigure(name: code.name, into: &walker.html) { $0.raw(transition) }
        }
        Self.writeFigure(name: code.name, into: &walker.html) { writer in
            writer.raw("<pre><code")
            if let language = CodeFileLanguage.of(code.file) {
                writer.raw(" class=\"language-")
                writer.text(language)
                writer.raw("\"")
            }
            writer.raw(">")
            writer.raw(highlighted)
            writer.raw("</code></pre>\n")
        }
    }

    private static func writeFigure(
        name: String, into html: inout HTMLWriter, body: (inout HTMLWriter) -> Void
    ) {
        html.newlineIfNeeded()
        html.raw("<figure class=\"tutorial-code\">\n<figcaption>")
        html.text(name)
        html.raw("</figcaption>\n")
        body(&html)
        html.raw("</figure>\n")
    }

    /// `code` as HTML: Swift by swift-syntax, other languages by `MarkdownContext.highlightCode`,
    /// text escaped.
    private static func highlight(
        _ code: String, file: String, at directive: BlockDirective, with walker: inout HTMLWalker
    ) -> String {
        var writer = HTMLWriter(escaping: .commonMark)
        let language = CodeFileLanguage.of(file)
        if language == "swift", walker.options.highlightSwift {
            if let exceeded = SwiftHighlighter.highlight(
                code, limits: walker.options.limits, into: &writer)
            {
                // Past a limit, the listing is still shown, plain.
                walker.report(
                    exceeded, line: directive.line + walker.context.lineOffset,
                    column: directive.column,
                    plain: MarkdownDiagnostic.Reason.highlightingSkipped)
            }
        } else if let language,
            let highlighted = walker.context.links.highlightCode(language, code)
        {
            return highlighted
        } else {
            writer.text(code)
        }
        return writer.string
    }
}
