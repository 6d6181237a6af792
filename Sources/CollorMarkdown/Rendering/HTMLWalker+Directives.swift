import CCmark

/// DocC's block directives: settings are read into `PageMetadata`, layout directives wrap their
/// content, media come from the catalog, tutorials are written by `TutorialWriter`, and the rest
/// is left out with a warning. No directive is ever written as text.
extension HTMLWalker {
    mutating func visitDirective(
        _ node: MarkdownNode, _ directive: BlockDirective, entering: Bool
    ) {
        if entering { checkArguments(of: directive) }
        switch DirectiveKind(directive.known) {
        case .settings:
            guard entering else { return }
            for child in directiveChildren(of: node) {
                if DirectiveKind(child.known) == .setting {
                    checkArguments(of: child)
                    apply(child)
                } else {
                    warn(directive: child, .unknownDirective(child.name + " in @" + directive.name))
                }
            }
            addAvailabilityFallbacks()
            skipUntil = node.pointer
        case .setting:
            // DocC wants these inside `@Metadata`; outside, they still mean the same.
            guard entering else { return }
            apply(directive)
            addAvailabilityFallbacks()
            skipUntil = node.pointer
        case .comment:
            if entering { skipUntil = node.pointer }
        case .tutorial:
            // One the walker meets is left out (misplaced or malformed, and warned about when
            // the page was read): a tutorial's own directives are written by `TutorialWriter`.
            if entering { skipUntil = node.pointer }
        case .unknown:
            guard entering else { return }
            warn(directive: directive, .unknownDirective(directive.name))
            skipUntil = node.pointer
        case .layout:
            visitLayout(node, directive, entering: entering)
        case .media:
            visitMedia(node, directive, entering: entering)
        }
    }

    mutating func warn(directive: BlockDirective, _ reason: MarkdownDiagnostic.Reason) {
        diagnose(
            MarkdownDiagnostic(
                file: context.file, line: directive.line + context.lineOffset,
                column: directive.column, reason: reason))
    }

    /// The directives directly inside `node`.
    func directiveChildren(of node: MarkdownNode) -> [BlockDirective] {
        node.directiveChildren(in: dialectNodes)
    }

    /// docc's warning for each argument its directive does not take ("Unknown argument 'kjk' in
    /// Row."), in docc's words; the argument is ignored.
    private mutating func checkArguments(of directive: BlockDirective) {
        guard let allowed = directive.known?.arguments else { return }
        let unknown = directive.arguments.filter { !allowed.contains($0.label ?? "") }
        // Most directives are written right: nothing more to work out for them.
        guard !unknown.isEmpty else { return }
        let given = Set(directive.arguments.map { $0.label ?? "" })
        let unused = allowed.filter { !$0.isEmpty && !given.contains($0) }.sorted()
        let hint =
            unused.isEmpty
            ? ""
            : " These arguments are currently unused but allowed: "
                + unused.map { "'\($0)'" }.joined(separator: ", ") + "."
        for argument in unknown {
            warn(
                directive: directive,
                .invalidDirective(
                    "Unknown argument '\(argument.label ?? "")' in \(directive.name).\(hint)"))
        }
    }

    private mutating func apply(_ setting: BlockDirective) {
        switch setting.known {
        case .displayName: metadata.displayName = setting.unlabelledArgument
        case .titleHeading: metadata.titleHeading = setting.unlabelledArgument
        case .pageColor:
            metadata.pageColor = setting.unlabelledArgument
            if let color = setting.unlabelledArgument, !PageMetadata.pageColors.contains(color) {
                // docc's words, at the argument (after `@PageColor(`), as docc places them.
                diagnose(
                    MarkdownDiagnostic(
                        file: context.file, line: setting.line + context.lineOffset,
                        column: setting.column + setting.name.utf8.count + 2,
                        reason: .invalidDirective(
                            "Cannot convert '\(color)' to type 'Color' (@PageColor takes "
                                + PageMetadata.pageColors.sorted().joined(separator: ", ")
                                + "): no colour shown")))
            }
        case .pageKind:
            // docc 6.3.1's role heading for the kind, unless `@TitleHeading` set one.
            let headings = ["article": "Article", "sampleCode": "Sample Code"]
            metadata.pageKind = setting.unlabelledArgument
            if metadata.titleHeading == nil, let kind = setting.unlabelledArgument {
                metadata.titleHeading = headings[kind]
            }
        case .technologyRoot: metadata.isTechnologyRoot = true
        case .available:
            metadata.availability.append(
                PageMetadata.Availability(
                    platform: setting.unlabelledArgument ?? "",
                    introduced: setting.argument("introduced"),
                    deprecated: setting.argument("deprecated")))
        case .callToAction: applyCallToAction(setting)
        case .pageImage:
            // Not shown on a page here (DocC shows it on cards and in the navigator), but a
            // missing image is docc's warning too ("Resource 'x' couldn't be found").
            if let source = setting.argument("source") { _ = resource(source, for: setting) }
        default:
            // Read and accepted; nothing a reader sees changes (`@Options`' switches,
            // `@Redirected`).
            break
        }
    }

    /// docc's fallbacks for `@Available(iOS, …)` on an article: iPadOS and Mac Catalyst, unless
    /// written too, get iOS's versions, listed after it (`RenderNodeTranslator`'s
    /// `addFallbackIfNeeded`). A symbol's page (its extension file) lists only what it writes,
    /// as docc 6.3.1's `visitSymbol` does.
    private mutating func addAvailabilityFallbacks() {
        guard !options.symbolDocumentation,
            let iOS = metadata.availability.firstIndex(where: { $0.platform == "iOS" })
        else { return }
        let copied = metadata.availability[iOS]
        // In docc's platform order: iOS, iPadOS, Mac Catalyst, each after the one before it.
        for (name, previous) in [("iPadOS", "iOS"), ("Mac Catalyst", "iPadOS")]
        where !metadata.availability.contains(where: { $0.platform == name }) {
            var copy = copied
            copy.platform = name
            let after =
                metadata.availability.firstIndex { $0.platform == previous } ?? iOS
            metadata.availability.insert(copy, at: after + 1)
        }
    }

    /// `@CallToAction`: a `url:` as a link is (a scheme other than http(s) and mailto only on
    /// an unsafe page), a `file:` found in the catalog as `@Image`'s source is.
    private mutating func applyCallToAction(_ setting: BlockDirective) {
        let label =
            setting.argument("label")
            ?? (setting.argument("purpose") == "link" ? "Visit" : "Download")
        if let url = setting.argument("url") {
            if case .otherScheme = LinkTarget(url), !options.allowUnsafe {
                return warn(directive: setting, .strippedLink(url))
            }
            metadata.callToAction = PageMetadata.CallToAction(url: url, label: label)
        } else if let file = setting.argument("file"), let found = resource(file, for: setting) {
            metadata.callToAction = PageMetadata.CallToAction(url: found.url, label: label)
        } else if setting.argument("file") == nil {
            warn(directive: setting, .malformedDirective("@CallToAction needs a url or a file"))
        }
    }

    private mutating func visitLayout(
        _ node: MarkdownNode, _ directive: BlockDirective, entering: Bool
    ) {
        if entering { containers.append(.other) } else { containers.removeLast() }
        html.newlineIfNeeded()
        switch directive.known {
        case .row:
            guard entering else { return html.raw("</div>\n") }
            let sizes = directiveChildren(of: node).filter { $0.known == .column }.map(
                Self.columnSize)
            let columns =
                directive.argument("numberOfColumns").flatMap(Int.init)
                ?? max(1, sizes.reduce(0, +))
            html.raw("<div class=\"row\" style=\"--columns: ")
            html.raw(String(min(max(columns, 1), 12)))
            html.raw("\">\n")
        case .column:
            guard entering else { return html.raw("</div>\n") }
            html.raw("<div class=\"column\" style=\"--span: ")
            html.raw(String(Self.columnSize(directive)))
            html.raw("\">\n")
        case .tabNavigator:
            guard entering else { return html.raw("</div>\n</div>\n") }
            tabNavigators += 1
            let name = "tabs-\(tabNavigators)"
            html.raw("<div class=\"tabs\">\n")
            for (index, tab) in directiveChildren(of: node).filter({ $0.known == .tab })
                .enumerated()
            {
                let id = name + "-" + String(index)
                html.raw("<input type=\"radio\" class=\"tab-control\" name=\"")
                html.raw(name)
                html.raw("\" id=\"")
                html.raw(id)
                html.raw(index == 0 ? "\" checked><label for=\"" : "\"><label for=\"")
                html.raw(id)
                html.raw("\">")
                html.text(tab.unlabelledArgument ?? "Tab \(index + 1)")
                html.raw("</label>\n")
            }
            html.raw("<div class=\"tab-panels\">\n")
        case .tab:
            html.raw(entering ? "<div class=\"tab-panel\">\n" : "</div>\n")
            // Its name, shown on its control above the panels, is the text that opens it in
            // docc's render JSON: the report reads it there.
            if entering, let title = directive.unlabelledArgument {
                blocks.append(
                    RenderedBlock(
                        kind: .paragraph, text: title, html: html.count..<html.count,
                        heading: headings.indices.last, depth: openBlocks.count))
            }
        case .links:
            guard entering else { return html.raw("</div>\n") }
            html.raw("<div class=\"links links-")
            html.text(Self.kebab(directive.argument("visualStyle") ?? "list"))
            html.raw("\">\n")
        case .small:
            html.raw(entering ? "<div class=\"small\">\n" : "</div>\n")
        default:
            // DeprecationSummary.
            guard entering else { return html.raw("</div>\n") }
            html.raw(
                "<div class=\"aside aside-deprecated\" role=\"note\" aria-label=\"Deprecated\">\n"
                    + "<p class=\"aside-label\">Deprecated</p>\n")
        }
    }

    private static func columnSize(_ column: BlockDirective) -> Int {
        min(max(column.argument("size").flatMap(Int.init) ?? 1, 1), 12)
    }

    /// `compactGrid` → `compact-grid`, letters and digits only.
    private static func kebab(_ name: String) -> String {
        var result = ""
        for character in name where character.isASCII && (character.isLetter || character.isNumber)
        {
            if character.isUppercase, !result.isEmpty { result.append("-") }
            result.append(character.lowercased())
        }
        return result
    }

    private mutating func visitMedia(
        _ node: MarkdownNode, _ directive: BlockDirective, entering: Bool
    ) {
        switch directive.known {
        case .image:
            visitImageDirective(node, directive, entering: entering)
        case .video:
            guard entering else { return }
            skipUntil = node.pointer
            guard let source = directive.argument("source"),
                let video = resource(source, for: directive)
            else { return }
            html.newlineIfNeeded()
            html.raw("<video class=\"video\" controls src=\"")
            html.url(video.url)
            if let poster = directive.argument("poster"),
                let image = resource(poster, for: directive)
            {
                html.raw("\" poster=\"")
                html.url(image.url)
            }
            if let alt = directive.argument("alt") {
                html.raw("\" aria-label=\"")
                html.text(alt)
            }
            html.raw("\"></video>\n")
        default:
            // Snippet.
            guard entering else { return }
            skipUntil = node.pointer
            visitSnippet(directive)
        }
    }

    private mutating func visitImageDirective(
        _ node: MarkdownNode, _ directive: BlockDirective, entering: Bool
    ) {
        let hasCaption = cmark_node_first_child(node.pointer) != nil
        guard entering else {
            // Only a figure that was opened is closed: a missing image was left out.
            guard openFigures.last == node.pointer else { return }
            openFigures.removeLast()
            containers.removeLast()
            html.newlineIfNeeded()
            html.raw(hasCaption ? "</figcaption>\n</figure>\n" : "</figure>\n")
            return
        }
        guard let source = directive.argument("source"),
            let image = resource(source, for: directive)
        else {
            skipUntil = node.pointer
            return
        }
        openFigures.append(node.pointer)
        containers.append(.other)
        html.newlineIfNeeded()
        html.raw("<figure class=\"image\">\n")
        writePicture(image, alt: directive.argument("alt") ?? "")
        if hasCaption { html.raw("<figcaption>\n") }
    }

    /// An image, with its dark variant for dark mode when there is one.
    mutating func writePicture(_ image: MarkdownContext.Resource, alt: String) {
        if let dark = image.darkURL {
            html.raw("<picture><source srcset=\"")
            html.url(dark)
            html.raw("\" media=\"(prefers-color-scheme: dark)\">")
        }
        html.raw("<img src=\"")
        html.url(image.url)
        html.raw("\" alt=\"")
        html.text(alt)
        html.raw(image.darkURL == nil ? "\" />\n" : "\" /></picture>\n")
    }

    /// The catalog resource `name`; without a resolver (a page rendered alone) the name as
    /// written, if its scheme is safe. A name no resource has is a warning, and the directive is
    /// left out.
    mutating func resource(_ name: String, for directive: BlockDirective)
        -> MarkdownContext.Resource?
    {
        guard context.links.findsResources else {
            // As for links: a scheme other than http(s) and mailto only on an unsafe page.
            if case .otherScheme = LinkTarget(name), !options.allowUnsafe {
                warn(directive: directive, .strippedLink(name))
                return nil
            }
            return MarkdownContext.Resource(url: name)
        }
        guard let found = context.links.resource(named: name) else {
            warn(directive: directive, .missingResource(name))
            return nil
        }
        return found
    }

    private mutating func visitSnippet(_ directive: BlockDirective) {
        guard let path = directive.argument("path") else {
            warn(directive: directive, .malformedDirective("@Snippet needs a path"))
            return
        }
        guard let source = context.links.snippet(path) else {
            warn(directive: directive, .missingResource("snippet " + path))
            return
        }
        let snippet = SnippetSource(source)
        let slice = directive.argument("slice")
        if slice == nil { writeSnippetExplanation(snippet.explanation, of: directive) }
        let code = snippet.code(slice: slice)
        html.newlineIfNeeded()
        // A code listing the report lists, as docc's render JSON has one for a snippet.
        let (start, index) = (html.count, blocks.count)
        blocks.append(
            RenderedBlock(
                kind: .code(language: "swift"), heading: headings.indices.last,
                depth: openBlocks.count))
        defer { blocks[index].html = start..<html.count }
        html.raw("<pre><code class=\"language-swift\">")
        if options.highlightSwift {
            if let exceeded = SwiftHighlighter.highlight(code, limits: options.limits, into: &html)
            {
                report(
                    exceeded, line: directive.line + context.lineOffset, column: directive.column,
                    plain: MarkdownDiagnostic.Reason.highlightingSkipped)
            }
        } else {
            html.text(code)
        }
        html.raw("</code></pre>\n")
    }
}
