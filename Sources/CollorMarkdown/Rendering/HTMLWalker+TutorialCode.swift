import CollorHTML

/// A tutorial step's `@Code(name:file:previousFile:reset:)`: the file, found by name in the
/// catalog as images are, shown highlighted under the name the reader sees. A site given
/// `MarkdownContext.codeListing` shows it as the change from the step before.
extension HTMLWalker {
    mutating func writeCode(_ directive: BlockDirective) {
        let name = directive.argument("name") ?? ""
        let file = directive.argument("file") ?? ""
        guard let read = context.resolveFile else {
            // A page rendered alone: the listing's name, without the file.
            return writeCodeFigure(name: name) { _ in }
        }
        guard let text = read(file) else {
            warn(directive: directive, .missingResource(file))
            return
        }
        // A file written on Windows: its lines are the same lines.
        let code = text.replacingOccurrences(of: "\r\n", with: "\n")
        let highlighted = highlight(code, file: file, at: directive)
        var previous = tutorial.listings[name]
        if let previousFile = directive.argument("previousFile") {
            if let text = read(previousFile)?.replacingOccurrences(of: "\r\n", with: "\n") {
                previous = (
                    HighlightedLines.lines(of: text),
                    HighlightedLines.split(highlight(text, file: previousFile, at: directive))
                )
            } else {
                warn(directive: directive, .missingResource(previousFile))
            }
        }
        if directive.argument("reset") == "true" { previous = nil }
        let lines = HighlightedLines.lines(of: code)
        var html = HighlightedLines.split(highlighted)
        if html.count != lines.count {
            // Never expected; the lines shown plain are still right.
            html = lines.map { line in
                var escaped = HTMLWriter(escaping: .commonMark)
                escaped.text(line)
                return escaped.string
            }
        }
        tutorial.listings[name] = (lines, html)
        tutorial.listingCount += 1
        let listing = CodeListing(
            name: name, lines: lines, highlightedLines: html, previousLines: previous?.lines,
            previousHighlightedLines: previous?.html, index: tutorial.listingCount)
        if let transition = context.codeListing?(listing) {
            return writeCodeFigure(name: name) { $0.raw(transition) }
        }
        writeCodeFigure(name: name) { writer in
            writer.raw("<pre><code")
            if let language = CodeFileLanguage.of(file) {
                writer.raw(" class=\"language-")
                writer.text(language)
                writer.raw("\"")
            }
            writer.raw(">")
            writer.raw(highlighted)
            writer.raw("</code></pre>\n")
        }
    }

    private mutating func writeCodeFigure(name: String, body: (inout HTMLWriter) -> Void) {
        html.newlineIfNeeded()
        html.raw("<figure class=\"tutorial-code\">\n<figcaption>")
        html.text(name)
        html.raw("</figcaption>\n")
        body(&html)
        html.raw("</figure>\n")
    }

    /// `code` as HTML: Swift by swift-syntax, other languages by `MarkdownContext.highlightCode`,
    /// text escaped.
    private mutating func highlight(_ code: String, file: String, at directive: BlockDirective)
        -> String
    {
        var writer = HTMLWriter(escaping: .commonMark)
        let language = CodeFileLanguage.of(file)
        if language == "swift", options.highlightSwift {
            if let exceeded = SwiftHighlighter.highlight(
                code, limits: options.limits, into: &writer)
            {
                // Past a limit, the listing is still shown, plain.
                report(
                    exceeded, line: directive.line + context.lineOffset, column: directive.column,
                    plain: MarkdownDiagnostic.Reason.highlightingSkipped)
            }
        } else if let language, let highlight = context.highlightCode,
            let highlighted = highlight(language, code)
        {
            return highlighted
        } else {
            writer.text(code)
        }
        return writer.string
    }
}
