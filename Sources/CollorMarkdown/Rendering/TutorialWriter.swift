/// Writes a tutorial document's typed blocks (`TutorialDocument`) as static HTML into the
/// walker's page: a table of contents (`@Tutorials`), a tutorial (`@Tutorial`) or a tutorial
/// article (`@Article`). The markdown between the blocks goes through the walker, which keeps no
/// tutorial state: the numbers of sections, steps and questions and each code file's last
/// listing are this writer's, for one root.
struct TutorialWriter {
    /// The anchor of the section being written, which its steps' anchors extend.
    var sectionAnchor = ""
    /// Steps so far in the current section (DocC numbers them per section).
    var steps = 0
    /// Questions and choices so far, for their inputs' unique names.
    var questions = 0
    var choices = 0
    /// Whether the label of the choice being written is open: it closes where its
    /// justification starts, or with the choice.
    var labelOpen = false
    /// Each code file's last listing by its shown name, its lines and their HTML, for the next
    /// step that shows that name.
    var listings: [String: (lines: [String], html: [String])] = [:]
    /// Listings so far.
    var listingCount = 0
    /// What the root's intro shows after its text, until its first intro has shown it.
    var details: IntroDetails?

    /// A tutorial's time, requirement and project files (with the download's URL when the
    /// catalog has the file).
    struct IntroDetails {
        var time: Int?
        var requirement: TutorialRequirement?
        var projectFiles: (name: String, url: String?)?
    }

    /// Writes `root`, whose node the walker has entered and counted in its nesting.
    static func write(_ root: TutorialBlock, into walker: inout HTMLWalker) {
        var writer = TutorialWriter()
        writer.write(root, into: &walker, counted: true)
    }

    /// Writes `block` and what it holds; the grammar bounds how deep blocks nest (five levels),
    /// and the markdown inside them is walked.
    private mutating func write(
        _ block: TutorialBlock, into walker: inout HTMLWalker, counted: Bool
    ) {
        if !counted { walker.nesting += 1 }
        walker.containers.append(.other)
        walker.html.newlineIfNeeded()
        open(block, into: &walker)
        for item in block.content {
            switch item {
            case .block(let child): write(child, into: &walker, counted: false)
            case .markdown(let node): walker.walk(node)
            }
        }
        walker.containers.removeLast()
        walker.html.newlineIfNeeded()
        close(block, into: &walker)
        if !counted { walker.nesting -= 1 }
    }

    private mutating func open(_ block: TutorialBlock, into walker: inout HTMLWalker) {
        switch block.element {
        case .root(let root):
            openRoot(root, block.directive, into: &walker)
        case .intro(let title, let eyebrow):
            walker.html.raw("<header class=\"tutorial-intro\">\n<p class=\"tutorial-eyebrow\">")
            walker.html.text(eyebrow)
            walker.html.raw("</p>\n")
            Self.writeHeading(title, level: 1, into: &walker)
        case .volume(let name):
            walker.html.raw("<section class=\"tutorial-volume\">\n")
            Self.writeHeading(name, level: 2, into: &walker)
        case .chapter(let name):
            walker.html.raw("<section class=\"tutorial-chapter\">\n")
            Self.writeHeading(name, level: 2, into: &walker)
        case .reference(let name, let anchor):
            Self.writeReference(name, anchor: anchor, block.directive, into: &walker)
        case .resources:
            walker.html.raw("<section class=\"tutorial-resources\">\n")
            Self.writeHeading("Resources", level: 2, into: &walker)
        case .resource(let title, let destination):
            walker.html.raw("<div class=\"tutorial-resource\">\n<h3><a href=\"")
            walker.html.url(destination)
            walker.html.raw("\">")
            walker.html.text(title)
            walker.html.raw("</a></h3>\n")
        case .requirement:
            // Shown in the tutorial's intro, where DocC shows it.
            break
        case .section(let title):
            steps = 0
            sectionAnchor = walker.slugger.uniqueSlug(title)
            walker.html.raw("<section class=\"tutorial-section\" aria-labelledby=\"")
            walker.html.text(sectionAnchor)
            walker.html.raw("\">\n")
            Self.writeHeading(title, level: 2, anchor: sectionAnchor, into: &walker)
        case .contentAndMedia(let title):
            walker.html.raw("<div class=\"tutorial-content-and-media\">\n")
            if let title { Self.writeHeading(title, level: 3, into: &walker) }
        case .stack:
            walker.html.raw("<div class=\"tutorial-stack\">\n")
        case .steps:
            walker.html.raw("<div class=\"tutorial-steps\">\n")
        case .step:
            steps += 1
            let anchor = sectionAnchor + "-step-" + String(steps)
            walker.html.raw("<div class=\"tutorial-step\" id=\"")
            walker.html.text(anchor)
            walker.html.raw("\">\n<p class=\"tutorial-step-number\"><a href=\"#")
            walker.html.url(anchor)
            walker.html.raw("\">Step ")
            walker.html.raw(String(steps))
            walker.html.raw("</a></p>\n")
        case .code(let code):
            writeCode(code, block.directive, into: &walker)
        case .assessments, .multipleChoice, .choice, .justification:
            openAssessment(block.element, into: &walker)
        }
    }

    private mutating func close(_ block: TutorialBlock, into walker: inout HTMLWalker) {
        switch block.element {
        case .root, .resource, .contentAndMedia, .stack, .steps, .step, .justification:
            walker.html.raw("</div>\n")
        case .intro:
            writeIntroDetails(into: &walker)
            walker.html.raw("</header>\n")
        case .volume, .chapter, .resources, .section, .assessments:
            walker.html.raw("</section>\n")
        case .multipleChoice:
            walker.html.raw("</fieldset>\n")
        case .choice:
            closeLabel(into: &walker)
            walker.html.raw("</div>\n")
        case .reference, .requirement, .code:
            break
        }
    }

    private mutating func openRoot(
        _ root: TutorialRoot, _ directive: BlockDirective, into walker: inout HTMLWalker
    ) {
        details = IntroDetails(
            time: root.time, requirement: root.requirement,
            projectFiles: root.projectFiles.map {
                ($0, walker.resource($0, for: directive)?.url)
            })
        switch root.kind {
        case .tableOfContents: walker.html.raw("<div class=\"tutorials\">\n")
        case .tutorial: walker.html.raw("<div class=\"tutorial\">\n")
        case .article: walker.html.raw("<div class=\"tutorial-article\">\n")
        }
    }

    /// The tutorial's time, requirement and project files, after its first intro's text.
    private mutating func writeIntroDetails(into walker: inout HTMLWalker) {
        guard let details,
            details.time != nil || details.requirement != nil || details.projectFiles != nil
        else { return }
        self.details = nil
        walker.html.raw("<dl class=\"tutorial-details\">\n")
        if let time = details.time {
            walker.html.raw("<div><dt>Estimated time</dt><dd>")
            walker.html.raw(String(time))
            walker.html.raw(time == 1 ? " minute</dd></div>\n" : " minutes</dd></div>\n")
        }
        if let requirement = details.requirement {
            walker.html.raw("<div><dt>Requires</dt><dd><a href=\"")
            walker.html.url(requirement.destination)
            walker.html.raw("\">")
            walker.html.text(requirement.title)
            walker.html.raw("</a></dd></div>\n")
        }
        if let files = details.projectFiles {
            walker.html.raw("<div><dt>Project files</dt><dd>")
            if let url = files.url {
                walker.html.raw("<a href=\"")
                walker.html.url(url)
                walker.html.raw("\" download>")
                walker.html.text(files.name)
                walker.html.raw("</a>")
            } else {
                walker.html.text(files.name)
            }
            walker.html.raw("</dd></div>\n")
        }
        walker.html.raw("</dl>\n")
    }

    /// A heading of the tutorial, in the page's table of contents when it has an anchor.
    private static func writeHeading(
        _ title: String, level: Int, anchor: String? = nil, into walker: inout HTMLWalker
    ) {
        walker.html.raw("<h")
        walker.html.raw(String(level))
        if let anchor {
            walker.html.raw(" id=\"")
            walker.html.text(anchor)
            walker.html.raw("\"")
            walker.headings.append(TOCEntry(level: level, title: title, anchor: anchor))
        }
        walker.html.raw(">")
        walker.html.text(title)
        walker.html.raw("</h")
        walker.html.raw(String(level))
        walker.html.raw(">\n")
        if level == 1, walker.firstHeading == nil { walker.firstHeading = title }
        walker.text.text(title)
        walker.text.raw(" ")
    }

    /// A card linking to the tutorial `name`, with its title and time.
    private static func writeReference(
        _ name: String, anchor: String?, _ directive: BlockDirective,
        into walker: inout HTMLWalker
    ) {
        var url: String?
        var title = name.split(separator: "/").last.map(String.init) ?? name
        switch walker.context.links.resolveDocument(name, anchor: anchor) {
        case .titled(let found, let foundTitle):
            url = found
            title = foundTitle
        case .rewrite(let found):
            url = found
        case .failure(let reason):
            walker.warn(directive: directive, reason)
        case nil:
            break
        }
        walker.html.raw("<p class=\"tutorial-card\">")
        if let url {
            walker.html.raw("<a href=\"")
            walker.html.url(url)
            walker.html.raw("\">")
            walker.html.text(title)
            walker.html.raw("</a>")
        } else {
            walker.html.text(title)
        }
        if let minutes = walker.context.links.tutorialTime(name) {
            walker.html.raw(" <span class=\"tutorial-card-time\">")
            walker.html.raw(String(minutes))
            walker.html.raw(" min</span>")
        }
        walker.html.raw("</p>\n")
    }
}
