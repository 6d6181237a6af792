import CCmark

/// A tutorial's assessments, answerable without JavaScript: each `@MultipleChoice` is a
/// fieldset of radio inputs, and the theme's CSS shows a choice's justification when its input is
/// `:checked`. The inputs and their labels are native controls, so a keyboard moves between
/// choices with the arrow keys and a screen reader names the question and each choice.
extension HTMLWalker {
    mutating func visitAssessment(
        _ node: MarkdownNode, _ directive: BlockDirective, entering: Bool
    ) {
        switch directive.name {
        case "Assessments":
            guard entering else { return html.raw("</section>\n") }
            html.raw(
                "<section class=\"tutorial-assessments\">\n<h2>Check Your Understanding</h2>\n")
        case "MultipleChoice":
            guard entering else { return html.raw("</fieldset>\n") }
            tutorial.questions += 1
            html.raw("<fieldset class=\"multiple-choice\">\n<legend>Question ")
            html.raw(String(tutorial.questions))
            html.raw("</legend>\n")
        case "Choice":
            visitChoice(node, directive, entering: entering)
        default:
            // Justification: after the choice's label, shown when its input is checked.
            guard entering else { return html.raw("</div>\n") }
            closeChoiceLabel(of: cmark_node_parent(node.pointer))
            let isCorrect = enclosingDirective(of: node)?.argument("isCorrect") == "true"
            html.raw("<div class=\"justification\">\n<p class=\"reaction\">")
            html.text(directive.argument("reaction") ?? (isCorrect ? "Correct!" : "Incorrect."))
            html.raw("</p>\n")
        }
    }

    private mutating func visitChoice(
        _ node: MarkdownNode, _ directive: BlockDirective, entering: Bool
    ) {
        guard entering else {
            closeChoiceLabel(of: node.pointer)
            return html.raw("</div>\n")
        }
        tutorial.choices += 1
        let name = "question-" + String(tutorial.questions)
        let id = name + "-choice-" + String(tutorial.choices)
        html.raw("<div class=\"choice\" data-correct=\"")
        html.raw(directive.argument("isCorrect") == "true" ? "true" : "false")
        html.raw("\">\n<input type=\"radio\" class=\"choice-input\" name=\"")
        html.raw(name)
        html.raw("\" id=\"")
        html.raw(id)
        html.raw("\">\n<label for=\"")
        html.raw(id)
        html.raw("\">")
        tutorial.openLabels.append(node.pointer)
        // The choice's text is the label's: written without paragraphs, as in a tight list.
        containers[containers.count - 1] = .tightItem
    }

    /// Closes the label of the choice `choice` when it is still open.
    private mutating func closeChoiceLabel(of choice: OpaquePointer?) {
        guard let choice, tutorial.openLabels.last == choice else { return }
        tutorial.openLabels.removeLast()
        html.newlineIfNeeded()
        html.raw("</label>\n")
        containers[containers.count - 1] = .other
    }
}
