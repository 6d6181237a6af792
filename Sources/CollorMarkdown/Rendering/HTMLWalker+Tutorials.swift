import CCmark

/// DocC's tutorial directives (`TutorialGrammar`): a table of contents (`@Tutorials`), a
/// tutorial (`@Tutorial`) and a tutorial article (`@Article`), written as static HTML. Each
/// directive is checked against its parent and its arguments first: a misplaced or malformed one
/// is a warning at its place and left out, never shown as text.
extension HTMLWalker {
    mutating func visitTutorial(_ node: MarkdownNode, _ directive: BlockDirective, entering: Bool) {
        // A directive left out is still left: its exit comes once its content is skipped.
        if entering {
            containers.append(.other)
            guard checkTutorial(node, directive) else {
                skipUntil = node.pointer
                tutorial.leftOut.insert(node.pointer)
                return
            }
        } else {
            containers.removeLast()
            guard tutorial.leftOut.remove(node.pointer) == nil else { return }
        }
        html.newlineIfNeeded()
        switch directive.name {
        case "Tutorials", "Tutorial", "Article":
            visitTutorialRoot(node, directive, entering: entering)
        case "Intro":
            visitIntro(node, directive, entering: entering)
        case "Volume", "Chapter":
            guard entering else { return html.raw("</section>\n") }
            html.raw(
                directive.name == "Volume"
                    ? "<section class=\"tutorial-volume\">\n"
                    : "<section class=\"tutorial-chapter\">\n")
            writeTutorialHeading(directive.argument("name") ?? "", level: 2)
        case "TutorialReference":
            if entering { writeTutorialReference(directive) }
        case "Resources":
            guard entering else { return html.raw("</section>\n") }
            html.raw("<section class=\"tutorial-resources\">\n")
            writeTutorialHeading("Resources", level: 2)
        case "Documentation", "SampleCode", "Downloads", "Videos", "Forums":
            guard entering else { return html.raw("</div>\n") }
            html.raw("<div class=\"tutorial-resource\">\n<h3><a href=\"")
            html.url(directive.argument("destination") ?? "")
            html.raw("\">")
            html.text(Self.resourceTitles[directive.name] ?? directive.name)
            html.raw("</a></h3>\n")
        case "XcodeRequirement", "Redirected":
            // Shown in the tutorial's intro, where DocC shows it.
            break
        case "Section":
            visitSection(directive, entering: entering)
        case "ContentAndMedia":
            guard entering else { return html.raw("</div>\n") }
            html.raw("<div class=\"tutorial-content-and-media\">\n")
            if let title = directive.argument("title") { writeTutorialHeading(title, level: 3) }
        case "Stack":
            html.raw(entering ? "<div class=\"tutorial-stack\">\n" : "</div>\n")
        case "Steps":
            html.raw(entering ? "<div class=\"tutorial-steps\">\n" : "</div>\n")
        case "Step":
            guard entering else { return html.raw("</div>\n") }
            tutorial.steps += 1
            let anchor = tutorial.sectionAnchor + "-step-" + String(tutorial.steps)
            html.raw("<div class=\"tutorial-step\" id=\"")
            html.text(anchor)
            html.raw("\">\n<p class=\"tutorial-step-number\"><a href=\"#")
            html.url(anchor)
            html.raw("\">Step ")
            html.raw(String(tutorial.steps))
            html.raw("</a></p>\n")
        case "Code":
            if entering {
                writeCode(directive)
                skipUntil = node.pointer
            }
        default:
            visitAssessment(node, directive, entering: entering)
        }
    }

    private static let resourceTitles = [
        "Documentation": "Documentation", "SampleCode": "Sample Code", "Downloads": "Downloads",
        "Videos": "Videos", "Forums": "Forums",
    ]

    private mutating func visitTutorialRoot(
        _ node: MarkdownNode, _ directive: BlockDirective, entering: Bool
    ) {
        guard entering else { return html.raw("</div>\n") }
        tutorial = TutorialProgress()
        tutorial.time = directive.argument("time").flatMap(Int.init)
        if let files = directive.argument("projectFiles") {
            tutorial.projectFiles = (files, resource(files, for: directive)?.url)
        }
        if let requirement = directiveChildren(of: node).first(where: {
            $0.name == "XcodeRequirement"
        }), let title = requirement.argument("title") {
            tutorial.requirement = (title, requirement.argument("destination") ?? "")
        }
        switch directive.name {
        case "Tutorials": html.raw("<div class=\"tutorials\">\n")
        case "Tutorial": html.raw("<div class=\"tutorial\">\n")
        default: html.raw("<div class=\"tutorial-article\">\n")
        }
    }

    private mutating func visitIntro(
        _ node: MarkdownNode, _ directive: BlockDirective, entering: Bool
    ) {
        guard entering else {
            writeIntroDetails()
            return html.raw("</header>\n")
        }
        html.raw("<header class=\"tutorial-intro\">\n")
        if let parent = enclosingDirective(of: node) {
            html.raw("<p class=\"tutorial-eyebrow\">")
            html.text(
                parent.name == "Tutorials"
                    ? parent.argument("name") ?? ""
                    : parent.name == "Tutorial" ? "Tutorial" : "Article")
            html.raw("</p>\n")
        }
        writeTutorialHeading(directive.argument("title") ?? "", level: 1)
    }

    /// The tutorial's time, requirement and project files, after its intro's text.
    private mutating func writeIntroDetails() {
        guard tutorial.time != nil || tutorial.requirement != nil || tutorial.projectFiles != nil
        else { return }
        html.raw("<dl class=\"tutorial-details\">\n")
        if let time = tutorial.time {
            html.raw("<div><dt>Estimated time</dt><dd>")
            html.raw(String(time))
            html.raw(time == 1 ? " minute</dd></div>\n" : " minutes</dd></div>\n")
        }
        if let requirement = tutorial.requirement {
            html.raw("<div><dt>Requires</dt><dd><a href=\"")
            html.url(requirement.destination)
            html.raw("\">")
            html.text(requirement.title)
            html.raw("</a></dd></div>\n")
        }
        if let files = tutorial.projectFiles {
            html.raw("<div><dt>Project files</dt><dd>")
            if let url = files.url {
                html.raw("<a href=\"")
                html.url(url)
                html.raw("\" download>")
                html.text(files.name)
                html.raw("</a>")
            } else {
                html.text(files.name)
            }
            html.raw("</dd></div>\n")
        }
        html.raw("</dl>\n")
        tutorial.projectFiles = nil
        tutorial.requirement = nil
        tutorial.time = nil
    }

    private mutating func visitSection(_ directive: BlockDirective, entering: Bool) {
        guard entering else { return html.raw("</section>\n") }
        let title = directive.argument("title") ?? ""
        tutorial.steps = 0
        let anchor = slugger.uniqueSlug(title)
        tutorial.sectionAnchor = anchor
        html.raw("<section class=\"tutorial-section\" aria-labelledby=\"")
        html.text(anchor)
        html.raw("\">\n")
        writeTutorialHeading(title, level: 2, anchor: anchor)
    }

    /// A heading of the tutorial, in the page's table of contents when it has an anchor.
    private mutating func writeTutorialHeading(_ title: String, level: Int, anchor: String? = nil) {
        html.raw("<h")
        html.raw(String(level))
        if let anchor {
            html.raw(" id=\"")
            html.text(anchor)
            html.raw("\"")
            headings.append(TOCEntry(level: level, title: title, anchor: anchor))
        }
        html.raw(">")
        html.text(title)
        html.raw("</h")
        html.raw(String(level))
        html.raw(">\n")
        if level == 1, firstHeading == nil { firstHeading = title }
        text.text(title)
        text.raw(" ")
    }

    /// A card linking to the tutorial `@TutorialReference(tutorial:)` names, with its title.
    private mutating func writeTutorialReference(_ directive: BlockDirective) {
        let target = directive.argument("tutorial") ?? ""
        var name = target.hasPrefix("doc:") ? String(target.dropFirst(4)) : target
        var anchor: String?
        if let hash = name.firstIndex(of: "#") {
            anchor = String(name[name.index(after: hash)...])
            name = String(name[..<hash])
        }
        var url: String?
        var title = name.split(separator: "/").last.map(String.init) ?? name
        switch context.resolveDocument?(name, anchor) {
        case .titled(let found, let foundTitle):
            url = found
            title = foundTitle
        case .rewrite(let found):
            url = found
        case .failure(let reason):
            warn(directive: directive, reason)
        case nil:
            break
        }
        html.raw("<p class=\"tutorial-card\">")
        if let url {
            html.raw("<a href=\"")
            html.url(url)
            html.raw("\">")
            html.text(title)
            html.raw("</a>")
        } else {
            html.text(title)
        }
        if let minutes = context.tutorialTime?(name) {
            html.raw(" <span class=\"tutorial-card-time\">")
            html.raw(String(minutes))
            html.raw(" min</span>")
        }
        html.raw("</p>\n")
    }
}
