/// A tutorial step's `@Code(name:file:previousFile:reset:)`: the file, found by name in the
/// catalog as images are, shown highlighted under the name the reader sees.
extension HTMLWalker {
    mutating func writeCode(_ directive: BlockDirective) {
        let name = directive.argument("name") ?? ""
        let file = directive.argument("file") ?? ""
        guard let read = context.resolveFile else {
            // A page rendered alone: the listing's name, without the file.
            writeCodeFigure(directive, name: name, file: file, code: nil)
            return
        }
        guard let code = read(file) else {
            warn(directive: directive, .missingResource(file))
            return
        }
        if let previous = directive.argument("previousFile"), read(previous) == nil {
            warn(directive: directive, .missingResource(previous))
        }
        tutorial.listings[name] = code
        writeCodeFigure(directive, name: name, file: file, code: code)
    }

    private mutating func writeCodeFigure(
        _ directive: BlockDirective, name: String, file: String, code: String?
    ) {
        html.newlineIfNeeded()
        html.raw("<figure class=\"tutorial-code\">\n<figcaption>")
        html.text(name)
        html.raw("</figcaption>\n")
        guard let code else { return html.raw("</figure>\n") }
        let language = CodeFileLanguage.of(file)
        html.raw("<pre><code")
        if let language {
            html.raw(" class=\"language-")
            html.text(language)
            html.raw("\"")
        }
        html.raw(">")
        if language == "swift", options.highlightSwift {
            if let exceeded = SwiftHighlighter.highlight(code, limits: options.limits, into: &html)
            {
                // Past a limit, the listing is still shown, plain.
                report(
                    exceeded, line: directive.line + context.lineOffset, column: directive.column,
                    plain: MarkdownDiagnostic.Reason.highlightingSkipped)
            }
        } else if let language, let highlight = context.highlightCode,
            let highlighted = highlight(language, code)
        {
            html.raw(highlighted)
        } else {
            html.text(code)
        }
        html.raw("</code></pre>\n</figure>\n")
    }
}
