import CollorHTMLWriter

/// A code block read with DocC's code-block annotations: each line its own element, so that a
/// highlighted line is a `<mark>` and a struck-out one a `<del>` (named by the markup, not by
/// colour alone), with its number when the block asks for numbers, wrapped at `wrap=N`
/// characters; without JavaScript.
extension HTMLWalker {
    mutating func visitCodeBlock(_ node: MarkdownNode, annotations: CodeBlockAnnotations) {
        let position = position(of: node)
        for problem in annotations.problems {
            diagnose(
                MarkdownDiagnostic(
                    file: position.file, line: position.line, column: position.column,
                    reason: .codeBlockOption(problem)))
        }
        html.newlineIfNeeded()
        html.raw("<pre class=\"annotated-code")
        if annotations.showsLineNumbers { html.raw(" numbered") }
        if annotations.wrap > 0 {
            html.raw(" wrapped\" style=\"--wrap: ")
            html.raw(String(annotations.wrap))
            html.raw("ch")
        }
        // The info string is now the language alone, or the catalog's default language.
        let language = node.fenceInfo
        if language.isEmpty {
            html.raw("\"><code>")
        } else {
            html.raw("\"><code class=\"language-")
            html.text(language)
            html.raw("\">")
        }
        for (index, line) in highlightedLines(node, language: language).enumerated() {
            let number = index + 1
            let highlighted = annotations.highlighted.contains(number)
            let struckOut = annotations.struckOut.contains(number)
            let tag: StaticString = highlighted ? "mark" : struckOut ? "del" : "span"
            html.raw("<")
            html.raw(tag)
            html.raw(" class=\"line\">")
            if annotations.showsLineNumbers {
                html.raw("<span class=\"line-number\" aria-hidden=\"true\">")
                html.raw(String(number))
                html.raw("</span>")
            }
            // Struck out and highlighted: both, the strike inside the mark.
            let both = highlighted && struckOut
            if both { html.raw("<del>") }
            html.raw(line)
            if both { html.raw("</del>") }
            html.raw("\n</")
            html.raw(tag)
            html.raw(">")
        }
        html.raw("</code></pre>\n")
    }

    /// The block's lines as HTML, each standing alone: highlighted as the block would be
    /// without annotations, else escaped.
    private mutating func highlightedLines(_ node: MarkdownNode, language: String) -> [String] {
        let literal = node.literal
        if options.highlightSwift && language == "swift" {
            var swift = HTMLWriter(capacity: literal.utf8.count * 2)
            if let exceeded = SwiftHighlighter.highlight(
                literal, limits: options.limits, into: &swift)
            {
                let position = position(of: node)
                report(
                    exceeded, file: position.file, line: position.line, column: position.column,
                    plain: MarkdownDiagnostic.Reason.highlightingSkipped)
            }
            return HighlightedLines.split(swift.string)
        }
        if !language.isEmpty, let highlighted = context.links.highlightCode(language, literal) {
            return HighlightedLines.split(highlighted)
        }
        return HighlightedLines.lines(of: literal).map { line in
            var escaped = HTMLWriter(capacity: line.utf8.count)
            escaped.text(line)
            return escaped.string
        }
    }
}
