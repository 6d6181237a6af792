import CCmark
import CollorHTMLWriter
import Foundation

/// Renders markdown to HTML by walking cmark's AST into one buffer.
///
/// Plain CommonMark renders exactly as `cmark_markdown_to_html` does (a test checks it on a
/// corpus); the pipeline's additions are heading anchors, Swift highlighting, link rewriting and
/// checking, API cross-links for code spans, the gallery block, and the nodes the dialect's passes
/// tagged (`MarkdownDocument`), written in `HTMLWalker+Dialect.swift` and
/// `HTMLWalker+Directives.swift`. `MarkdownRenderer` is its public face.
struct HTMLWalker {
    /// How much plain text a page contributes to the search index: all of it (the index is sharded).
    static let searchTextLimit = Int.max

    var html = HTMLWriter(escaping: .commonMark)
    var text = HTMLWriter(escaping: .commonMark, capacity: 1_024)
    var headings: [TOCEntry] = []
    var firstHeading: String?
    /// Filled only through `diagnose(_:)`, which sorts each problem by its reason's severity.
    private(set) var errors: [MarkdownDiagnostic] = []
    var galleries: [String] = []
    /// Every link written, in source order (`HTMLWalker+LinkOccurrences.swift`).
    var links: [LinkOccurrence] = []
    /// The blocks the page shows, for the build report; those still open, innermost last,
    /// with where their HTML starts; the cells of a table's current row.
    var blocks: [RenderedBlock] = []
    var openBlocks: [(node: OpaquePointer, index: Int, htmlStart: Int)] = []
    var rowCells = 0
    private(set) var warnings: [MarkdownDiagnostic] = []
    var slugger = Slugger()
    /// Reused for each heading's text, to spare an allocation per heading.
    var headingText: [UInt8] = []
    /// Same-page `#anchor` links, checked once every heading is known.
    var pendingAnchors: [(anchor: String, file: String, line: Int, column: Int)] = []
    /// Inside an image, only text is written (into `alt`), as cmark does.
    var plainUntil: OpaquePointer?
    /// A link whose children are not written (its text was replaced by a page title).
    var skipUntil: OpaquePointer?
    /// An image left out (`visitImage`): its exit writes nothing either.
    var leftOutImage: OpaquePointer?
    /// A `doc:` link that did not resolve: its text is written without `<a>`, as DocC does.
    var unlinked: OpaquePointer?
    /// The title a resolved `<doc:>` link offers as its text.
    var documentTitle: String?
    /// What encloses the current node, kept while walking so a paragraph knows whether it sits
    /// in an item of a tight list (rendered without `<p>`) without asking cmark for its parents.
    var containers: [Container] = []
    enum Container { case other, tightList, looseList, tightItem, looseItem }
    /// Code spans inside links are not linked again.
    var linkDepth = 0
    /// Whether the page's first level-1 heading, its title, has been entered.
    var titleEntered = false
    /// Inside the page's `## Topics` section, whose items show their targets' abstracts.
    var inTopics = false
    /// The level of the last heading written, which a symbol section's heading goes under.
    var lastHeadingLevel: UInt8?
    /// Inside a heading, a long word's text gets break points (`textBreakingLongWords`).
    var inHeading = false
    /// The URL written for the link of the current Topics item.
    var topicLink: String?
    /// Whether a link of the current Topics item did not resolve.
    var topicLinkMissed = false
    /// Where the current entry of the page's Topics started, and the group it is in
    /// (`HTMLWalker+TopicsEntries.swift`).
    var topicsEntry: (node: OpaquePointer, mark: TopicsMark)?
    var topicsGroup: TopicsGroup?
    /// The page's `@TopicsVisualStyle` (`PageOptions.topicsVisualStyle`).
    let topicsStyle: String?
    /// Whether the page shows DocC's role heading (`PageOptions.automaticTitleHeading`).
    let automaticTitleHeading: Bool
    /// Under `@TopicsVisualStyle(hidden)`, inside the page's Topics: the page's writers, put
    /// aside while the section is written into scratch ones, and its count of headings and
    /// blocks then (`HTMLWalker+HiddenTopics.swift`).
    var hiddenTopics: (html: HTMLWriter, text: HTMLWriter, headings: Int, blocks: Int)?
    /// The code span that is the whole of the page's title (` # ``MyLib`` `): a symbol link
    /// there names the page and is shown as its plain title, as DocC does.
    var titleCodeSpan: OpaquePointer?
    let options: MarkdownOptions
    let context: MarkdownContext
    /// What the dialect's passes tagged nodes with (`MarkdownDocument.dialectNodes`).
    let dialectNodes: [DialectNode]
    /// The types of the nodes the passes tagged (`MarkdownDocument.taggedTypes`): only nodes of
    /// these types may have a meaning, and a page without any asks cmark for no user data.
    let taggedTypes: UInt32
    let sourceMap: SourceMap
    /// A generated page's blocks of user markdown written in another file
    /// (`MarkdownDocument.origins`).
    let origins: [OpaquePointer: TextOrigin.Placed]
    /// What the page's `@Metadata` says.
    var metadata = PageMetadata()
    /// The page's tutorials, parsed and checked (`MarkdownDocument.tutorials`): their roots are
    /// written by `TutorialWriter`, which keeps the tutorial's state.
    let tutorials: TutorialDocument
    /// Tab navigators so far, for their controls' unique names.
    var tabNavigators = 0
    /// An image by name with a dark variant is inside a `<picture>`, closed after the image.
    var pictureOpen = false
    /// `@Image` directives whose figure is open.
    var openFigures: [OpaquePointer] = []
    /// How many nodes enclose the current one.
    var nesting = 0
    /// A node nested past `MarkdownLimits.markdownNesting`, whose subtree is written as text.
    var flattenUntil: OpaquePointer?

    private init(
        options: MarkdownOptions, context: MarkdownContext, document: MarkdownDocument,
        capacity: Int
    ) {
        self.options = options
        self.context = context
        slugger = Slugger(
            docc: options.doccAnchors, reserved: options.reservedAnchors,
            claimed: document.explicitAnchors)
        dialectNodes = document.dialectNodes
        taggedTypes = document.taggedTypes
        sourceMap = document.sourceMap
        origins = document.origins
        tutorials = document.tutorials
        let shown = document.options.page.overriding(options.catalogOptions)
        topicsStyle = shown.topicsVisualStyle
        automaticTitleHeading = shown.automaticTitleHeading ?? true
        html = HTMLWriter(escaping: .commonMark, capacity: capacity + capacity / 2 + 128)
    }

    /// Walks `document` once and hands over what it wrote; `capacity` is the source's size, to
    /// size the buffer once.
    static func render(
        _ document: MarkdownDocument, options: MarkdownOptions, context: MarkdownContext,
        capacity: Int
    ) -> RenderedMarkdown {
        if options.dialect && (options.doccAnchors || options.symbolDocumentation) {
            // DocC reads a catalog article's tags too: its asides are asides, its Parameters
            // and Return Value are dropped.
            DocCommentTagPass.run(on: document, makesSections: options.symbolDocumentation)
            TermListPass.run(on: document)
        }
        var renderer = HTMLWalker(
            options: options, context: context, document: document, capacity: capacity)
        for problem in document.directiveProblems {
            renderer.diagnose(
                MarkdownDiagnostic(
                    file: context.file, line: problem.line + context.lineOffset,
                    column: problem.column, reason: problem.reason))
        }
        for problem in document.tutorials.problems {
            renderer.diagnose(
                MarkdownDiagnostic(
                    file: context.file, line: problem.line + context.lineOffset,
                    column: problem.column, reason: problem.reason))
        }
        renderer.walk(document.root)
        renderer.endTopicsGroup()
        renderer.endHiddenTopics()
        renderer.checkPendingAnchors()
        return RenderedMarkdown(
            body: renderer.html,
            firstHeading: renderer.firstHeading, headings: renderer.headings,
            searchText: renderer.text, galleries: renderer.galleries,
            errors: renderer.errors,
            warnings: renderer.warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) },
            metadata: renderer.metadata, links: renderer.links,
            blocks: renderer.blocks, automaticTitleHeading: renderer.automaticTitleHeading)
    }

    /// Reports `problem` as an error or a warning by its reason's severity, DocC's
    /// (`MarkdownDiagnostic.Reason.severity`): one place decides, so no construct can fail a
    /// build that docc accepts.
    mutating func diagnose(_ problem: MarkdownDiagnostic) {
        var problem = problem
        problem.severity = problem.reason.severity
        switch problem.severity {
        case .error: errors.append(problem)
        case .warning: warnings.append(problem)
        }
    }

    /// Rewords the link warnings given since the `start`-th, those of a Topics entry left out:
    /// each says what became of it.
    mutating func markLeftOutOfTopics(since start: Int) {
        for index in warnings.indices.dropFirst(start) {
            let reason = warnings[index].reason
            if reason.isBrokenLink || reason.identifier.hasPrefix("symbol.") {
                warnings[index].reason = .leftOutOfTopics(reason)
            }
        }
    }

    mutating func walk(_ root: OpaquePointer) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let pointer = cmark_iter_get_node(iterator) else { continue }
            let node = MarkdownNode(pointer: pointer)
            let entering = event == CMARK_EVENT_ENTER
            if let flattened = flattenUntil {
                if pointer == flattened && !entering {
                    flattenUntil = nil
                } else if entering {
                    visitInsideImage(node)
                }
                continue
            }
            if !node.type.isLeaf {
                if !entering {
                    nesting -= 1
                } else if nesting == options.limits.markdownNesting {
                    // Deeper than the browser would nest elements: the rest is text.
                    let position = position(of: node)
                    report(
                        "markdown nested deeper than \(options.limits.markdownNesting) levels"
                            + " (quotes, lists, directives, emphasis, links)",
                        file: position.file, line: position.line, column: position.column,
                        plain: MarkdownDiagnostic.Reason.nestedTooDeep)
                    flattenUntil = pointer
                    continue
                } else {
                    nesting += 1
                }
            }
            if entering, !tutorials.roots.isEmpty, skipUntil == nil, plainUntil == nil,
                node.type == .customBlock, let index = node.dialectIndex,
                let root = tutorials.root(at: index)
            {
                // A tutorial is written whole; its exit, skipped here, ends its nesting.
                TutorialWriter.write(root, into: &self)
                nesting -= 1
                cmark_iter_reset(iterator, pointer, CMARK_EVENT_EXIT)
                continue
            }
            let written = skipUntil == nil && plainUntil == nil
            if entering, node.type == .heading || node.type == .item { beginTopicsNode(node) }
            if entering, node.type == .heading { hideTopics(at: node) }
            let start = html.count
            visit(node, entering: entering)
            recordBlock(node, entering: entering, written: written, from: start)
            if !entering { endTopicsEntry(node) }
        }
    }

    /// Reports a construct over one of the page's limits: an error, or, for text from a symbol
    /// graph, a warning that the construct is shown plain (`plain` gives its reason).
    mutating func report(
        _ exceeded: String, file: String? = nil, line: Int, column: Int,
        plain: (String) -> MarkdownDiagnostic.Reason
    ) {
        let reason = options.limits.overLimit == .error ? .overLimit(exceeded) : plain(exceeded)
        diagnose(
            MarkdownDiagnostic(
                file: file ?? context.file, line: line, column: column, reason: reason))
    }

    // swiftlint:disable:next cyclomatic_complexity
    mutating func visit(_ node: MarkdownNode, entering: Bool) {
        if let skip = skipUntil {
            guard skip == node.pointer else { return }
            skipUntil = nil
        }
        if plainUntil == node.pointer {
            plainUntil = nil
        }
        if plainUntil != nil {
            visitInsideImage(node)
            return
        }
        let type = node.type
        if taggedTypes & (1 << type.rawValue) != 0, let index = node.dialectIndex,
            dialectNodes.indices.contains(index)
        {
            visitDialect(node, dialectNodes[index], entering: entering)
            return
        }
        switch type {
        case .document:
            break
        case .blockQuote:
            if entering { containers.append(.other) } else { containers.removeLast() }
            html.newlineIfNeeded()
            html.raw(entering ? "<blockquote>\n" : "</blockquote>\n")
        case .list:
            if entering {
                let tight = cmark_node_get_list_tight(node.pointer) != 0
                containers.append(tight ? .tightList : .looseList)
            } else {
                containers.removeLast()
            }
            visitList(node, entering: entering)
        case .item:
            if entering {
                containers.append(containers.last == .tightList ? .tightItem : .looseItem)
                html.newlineIfNeeded()
                html.raw("<li>")
                topicLink = nil
            } else {
                containers.removeLast()
                if inTopics, let link = topicLink { writeTopicAbstract(of: node, link: link) }
                html.raw("</li>\n")
            }
        case .heading:
            visitHeading(node, entering: entering)
        case .codeBlock:
            visitCodeBlock(node)
        case .htmlBlock:
            html.newlineIfNeeded()
            appendRawHTML(node)
            html.newlineIfNeeded()
        case .thematicBreak:
            html.newlineIfNeeded()
            html.raw("<hr />\n")
        case .paragraph:
            visitParagraph(node, entering: entering)
        case .text:
            appendLiteral(node, toSearchText: true)
        case .lineBreak:
            html.raw("<br />\n")
            appendSearchSpace()
        case .softBreak:
            html.raw("\n")
            appendSearchSpace()
        case .code:
            visitCode(node)
        case .htmlInline:
            appendRawHTML(node)
        case .emphasis:
            html.raw(entering ? "<em>" : "</em>")
        case .strong:
            html.raw(entering ? "<strong>" : "</strong>")
        case .link:
            visitLink(node, entering: entering)
        case .image:
            visitImage(node, entering: entering)
        default:
            // Custom nodes never come out of the parser.
            break
        }
    }

    mutating func visitInsideImage(_ node: MarkdownNode) {
        switch node.type {
        case .text, .code, .htmlInline:
            if let literal = node.literalPointer { html.text(cString: literal) }
        case .lineBreak, .softBreak:
            html.raw(" ")
        default:
            break
        }
    }

    mutating func checkPendingAnchors() {
        guard !pendingAnchors.isEmpty else { return }
        let known = Set(headings.map(\.anchor))
        var missing: Set<[Int]> = []
        for pending in pendingAnchors where !known.contains(pending.anchor) {
            diagnose(
                MarkdownDiagnostic(
                    file: pending.file, line: pending.line, column: pending.column,
                    reason: .missingAnchor("#" + pending.anchor)))
            missing.insert([pending.line, pending.column])
        }
        // The report counts such a link unresolved, as the warning says, though its `href` stays.
        for index in links.indices
        where links[index].kind == .link
            && missing.contains([links[index].line, links[index].column])
        {
            links[index].url = nil
        }
    }

    /// The source position of `node`: cmark gives inline nodes positions from 0.29 on (else the
    /// enclosing block's is used); a table cell's inlines were parsed apart, so the cell's own
    /// position stands for them; a directive's node has none, and its directive's stands for it;
    /// and lines the directive scanner rewrote map back. In a generated page's block written in
    /// another file (a doc comment), the position is that file's.
    func position(of node: MarkdownNode) -> (file: String, line: Int, column: Int) {
        var current: MarkdownNode? = node
        var found: (line: Int, column: Int)?
        var mapped = false
        while let candidate = current {
            if found == nil, let index = candidate.dialectIndex,
                dialectNodes.indices.contains(index),
                case .directive(let directive) = dialectNodes[index]
            {
                found = (directive.line, directive.column)
                mapped = true
                break
            }
            if let index = candidate.dialectIndex, dialectNodes.indices.contains(index),
                case .tableCell(_, _, let line, let column) = dialectNodes[index]
            {
                found = (line, column)
                break
            }
            if found == nil, candidate.startLine > 0 {
                found = (candidate.startLine, Self.startColumn(of: candidate))
            }
            current = candidate.parent
        }
        let parsed = found ?? (1, 0)
        if !origins.isEmpty, let placed = origin(of: node),
            let place = placed.position(line: parsed.line, column: parsed.column, mapped: mapped)
        {
            return place
        }
        if mapped { return (context.file, parsed.line + context.lineOffset, parsed.column) }
        let source = sourceMap.position(line: parsed.line, column: parsed.column)
        return (context.file, source.line + context.lineOffset, source.column)
    }

    /// The origin of the generated page's top-level block that holds `node`, if it has one.
    private func origin(of node: MarkdownNode) -> TextOrigin.Placed? {
        var current: MarkdownNode? = node
        while let candidate = current {
            if let placed = origins[candidate.pointer] { return placed }
            current = candidate.parent
        }
        return nil
    }

    /// cmark's column of `node`, except for an autolink (`<doc:Name>`): cmark counts its column
    /// from the paragraph's first line, so on any later line it is too far right (a link at
    /// 41:10 read as 41:106). Its text, which cmark places right, starts one byte after it.
    private static func startColumn(of node: MarkdownNode) -> Int {
        guard node.type == .link, let child = cmark_node_first_child(node.pointer) else {
            return node.startColumn
        }
        let text = MarkdownNode(pointer: child)
        guard text.type == .text, text.startLine == node.startLine, text.startColumn > 1 else {
            return node.startColumn
        }
        return text.startColumn - 1
    }

    func error(at node: MarkdownNode, _ reason: MarkdownDiagnostic.Reason) -> MarkdownDiagnostic {
        let position = position(of: node)
        return MarkdownDiagnostic(
            file: position.file, line: position.line, column: position.column, reason: reason)
    }
}
