/// A tutorial's assessments, answerable without JavaScript: each `@MultipleChoice` is a
/// fieldset of radio inputs, and the theme's CSS shows a choice's justification when its input is
/// `:checked`. The inputs and their labels are native controls, so a keyboard moves between
/// choices with the arrow keys and a screen reader names the question and each choice.
extension TutorialWriter {
    mutating func openAssessment(_ element: TutorialElement, into walker: inout HTMLWalker) {
        switch element {
        case .assessments:
            walker.html.raw(
                "<section class=\"tutorial-assessments\">\n<h2>Check Your Understanding</h2>\n")
        case .multipleChoice:
            questions += 1
            walker.html.raw("<fieldset class=\"multiple-choice\">\n<legend>Question ")
            walker.html.raw(String(questions))
            walker.html.raw("</legend>\n")
        case .choice(let isCorrect):
            choices += 1
            let name = "question-" + String(questions)
            let id = name + "-choice-" + String(choices)
            walker.html.raw("<div class=\"choice\" data-correct=\"")
            walker.html.raw(isCorrect ? "true" : "false")
            walker.html.raw("\">\n<input type=\"radio\" class=\"choice-input\" name=\"")
            walker.html.raw(name)
            walker.html.raw("\" id=\"")
            walker.html.raw(id)
            walker.html.raw("\">\n<label for=\"")
            walker.html.raw(id)
            walker.html.raw("\">")
            labelOpen = true
            // The choice's text is the label's: written without paragraphs, as in a tight list.
            walker.containers[walker.containers.count - 1] = .tightItem
        case .justification(let reaction):
            // After the choice's label, shown when its input is checked.
            closeLabel(into: &walker)
            walker.html.raw("<div class=\"justification\">\n<p class=\"reaction\">")
            walker.html.text(reaction)
            walker.html.raw("</p>\n")
        default:
            break
        }
    }

    /// Closes the label of the choice being written when it is still open.
    mutating func closeLabel(into walker: inout HTMLWalker) {
        guard labelOpen else { return }
        labelOpen = false
        walker.html.newlineIfNeeded()
        walker.html.raw("</label>\n")
        walker.containers[walker.containers.count - 1] = .other
    }
}
