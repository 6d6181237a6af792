import CollorHTML
import CollorMarkdown
import Foundation

/// The reference as generated pages, so that it renders (anchors, highlighting, cross-links,
/// search) exactly like the guides.
extension APIReference {
    /// The module's folder of pages (`api/MyLib/`). Names come from symbol graphs, so they are
    /// made safe file names (`OutputPath.fileName(for:)`) before they reach a path.
    var folder: String { "api/\(OutputPath.fileName(for: module))/" }

    /// Root-relative output path of a type's page.
    func outputPath(of name: String) -> String { folder + fileName(of: name) + ".html" }

    /// Virtual source path of a type's page (`api/MyLib/Basket.md`).
    func sourcePath(of name: String) -> String { folder + fileName(of: name) + ".md" }

    /// A type page's file name without extension: each component of a nested type's name made
    /// safe, joined by `.` as the name is (`Basket.Items`), which a safe component never holds;
    /// shortened when long, and told apart from the module's other pages (`APIFileNames`).
    func fileName(of name: String) -> String { fileNames.fileName(of: name) }

    /// The module's index page (`api/MyLib/index.md`).
    var indexPath: String { folder + "index.md" }

    /// Virtual source paths (`api/MyLib/Basket.md`) and their pages, index first.
    func generatedPages() -> [(path: String, page: GeneratedPage)] {
        var result = [(path: indexPath, page: indexPage())]
        for page in pages {
            result.append((path: sourcePath(of: page.name), page: self.page(of: page)))
            result += collectionPages(of: page)
        }
        return result
    }

    /// Maps code spans to API pages: a top-level name (`Basket`) and the module-qualified
    /// name (`MyLib.Basket`).
    func symbolPages() -> [String: String] {
        var map: [String: String] = [:]
        for page in pages where !page.isExtension {
            map[page.name] = outputPath(of: page.name)
            map[module + "." + page.name] = outputPath(of: page.name)
        }
        return map
    }

    /// The one-line summary of the module for the reference's index: how many types it has.
    var summaryLine: String {
        let types = pages.filter { !$0.isExtension }.count
        return "\(types) type\(types == 1 ? "" : "s")"
            + (pages.count > types ? ", \(pages.count - types) extended" : "")
    }

    /// The module's index page: its types in the groups its catalog curates, then in docc's
    /// automatic groups (`indexGroups()`). As docc's, it has no abstract of its own: a catalog's
    /// root page (` # ``Module`` `) gives one.
    func indexPage() -> GeneratedPage {
        var blocks: [GeneratedBlock] = [.heading(level: 1, [.text(module)])]
        // Without a root page the index is the module's page: docc lists the catalog's
        // articles that nothing curates there first.
        if !hasRootPage, !automaticArticles.isEmpty {
            blocks.append(.heading(level: 2, [.text(ListedArticle.groupTitle)]))
            blocks.append(
                .list(
                    automaticArticles.map { article in
                        [
                            .link(
                                RelativePath.link(from: indexPath, to: article.sourcePath),
                                [.text(article.title)])
                        ]
                            + (article.abstract.map { [.text(": " + $0)] } ?? [])
                    }))
        }
        blocks += listBlocks(indexGroups())
        return GeneratedPage(
            title: module, description: nil, blocks: blocks, availability: defaultPlatforms,
            titleHeading: moduleKind)
    }

    /// Groups of pages as the module's index lists them: each a heading and a list of links to
    /// the pages, with their summaries.
    private func listBlocks(_ groups: [(title: String, pages: [TypePage])]) -> [GeneratedBlock] {
        var blocks: [GeneratedBlock] = []
        for group in groups {
            // A Topics list without a `###` heading is a group without a title: no empty heading.
            if !group.title.isEmpty { blocks.append(.heading(level: 2, [.text(group.title)])) }
            blocks.append(
                .list(
                    group.pages.map { page in
                        // Text, as a Topics list shows it: markdown here would resolve the
                        // summary's symbol links from the index, not from the type.
                        let abstract =
                            indexAbstracts[page.name] ?? MarkdownDocument.abstract(of: page.summary)
                        return [.link(fileName(of: page.name) + ".md", [.code(page.title)])]
                            + Self.deprecatedMark(page.availability)
                            + (abstract.map { [.text(": " + $0)] } ?? [])
                    }))
        }
        return blocks
    }

    /// Where the lines of `group`'s list of links (`- item` each) are written in the doc
    /// comment `origin` places; nil when none is.
    private static func origin(of group: MemberGroup, in origin: TextOrigin?) -> TextOrigin? {
        guard let origin, group.linkPlaces.contains(where: { $0 != nil }) else { return nil }
        return TextOrigin(
            file: origin.file,
            lines: group.linkPlaces.map { place in
                guard let place, let found = origin.position(line: place.line, column: place.column)
                else { return nil }
                // The item's text starts at column 3 of its line here, after "- ".
                return TextOrigin.LineStart(line: found.line, offset: found.column - 3)
            })
    }

    /// A type's page: titled by its name, described by its doc comment's summary.
    func page(of page: TypePage) -> GeneratedPage {
        // Plain text: a description is shown as written, where markup would read raw.
        let summary = MarkdownDocument.abstract(of: page.summary) ?? ""
        return GeneratedPage(
            title: page.title, description: summary.isEmpty ? nil : summary,
            blocks: blocks(of: page), availability: page.availability.platforms,
            breadcrumbs: breadcrumbs(of: page))
    }

    /// A type's page's blocks: its declaration and documentation, then its members in groups.
    func blocks(of page: TypePage) -> [GeneratedBlock] {
        var blocks: [GeneratedBlock] = [
            .heading(level: 1, [.text(page.title)]),
            .paragraph([.emphasis([.text(page.kind)]), .text(" in "), .code(module)]),
        ]
        if !page.declaration.isEmpty { blocks.append(.code(language: "swift", page.declaration)) }
        blocks += listBlocks(extendedTypeGroups(of: page))
        blocks += Self.deprecationBlocks(page.availability)
        if let inherited = page.inheritedAbstract { blocks.append(.markdown(inherited)) }
        if !page.documentation.isEmpty {
            if let shape = page.signature { blocks.append(.signature(shape)) }
            blocks.append(.markdown(page.documentation, origin: page.documentationOrigin))
        }
        for group in Self.memberGroups(page, module: module) {
            // A Topics list without a `###` heading is a group without a title: headed
            // "Topics", as docc heads it, so that it reads apart from the discussion above.
            let title = group.title.isEmpty ? "Topics" : group.title
            blocks.append(.heading(level: 2, [.text(title)]))
            if !group.abstract.isEmpty { blocks.append(.markdown(group.abstract)) }
            if !group.collections.isEmpty {
                // docc's "Default Implementations": a link to each "X Implementations" page.
                blocks.append(
                    .list(
                        group.collections.map { collection in
                            [
                                .link(
                                    fileName(of: collection, on: page) + ".md",
                                    [.text(collection.title)])
                            ]
                        }))
            }
            if !group.links.isEmpty {
                // The Topics items as written: the user's markdown, each line placed where the
                // doc comment writes it, so that a link's problem is named there, as docc names
                // it.
                blocks.append(
                    .markdown(
                        group.links.map { "- " + $0 }.joined(separator: "\n"),
                        origin: Self.origin(of: group, in: page.documentationOrigin)))
            }
            for member in group.members {
                // A nested type's heading leads to its own page.
                let title = GeneratedInline.code(member.heading)
                blocks.append(
                    .heading(
                        level: 3,
                        [member.page.map { .link(fileName(of: $0) + ".md", [title]) } ?? title],
                        anchor: member.anchor))
                if !member.declaration.isEmpty {
                    blocks.append(.code(language: "swift", member.declaration))
                }
                // DocC shows these on the member's own page: here, under its declaration.
                if !member.availability.platforms.isEmpty {
                    blocks.append(.availability(member.availability.platforms))
                }
                blocks += Self.deprecationBlocks(member.availability)
                switch member.requirement {
                case .required:
                    blocks.append(.paragraph([.emphasis([.text("Required.")])]))
                case .requiredWithDefault:
                    // docc lists them on the requirement's page: here, each a link to its
                    // section, on this page or its type's.
                    let links = defaultImplementationLocations(of: member).map { found in
                        GeneratedInline.link(
                            (found.page == page.name ? "" : fileName(of: found.page) + ".md")
                                + "#" + found.anchor, [.code(found.title)])
                    }
                    guard !links.isEmpty else {
                        blocks.append(
                            .paragraph([
                                .emphasis([.text("Required. Default implementation provided.")])
                            ]))
                        break
                    }
                    var inlines: [GeneratedInline] = [
                        .emphasis([.text("Required. Default implementation provided:")]),
                        .text(" "),
                    ]
                    for (index, link) in links.enumerated() {
                        if index > 0 { inlines.append(.text(", ")) }
                        inlines.append(link)
                    }
                    blocks.append(.paragraph(inlines + [.text(".")]))
                case .defaultImplementation, nil: break
                }
                if member.page != nil {
                    // A nested type is documented on its own page, where its symbol links
                    // resolve from it (here ` ``sink`` ` found no member and warned); here, its
                    // abstract as text, as docc lists it on its parent's page.
                    if let abstract = MarkdownDocument.abstract(of: member.summary) {
                        blocks.append(.paragraph([.text(abstract)]))
                    }
                    continue
                }
                if let inherited = member.inheritedAbstract { blocks.append(.markdown(inherited)) }
                if !member.documentation.isEmpty {
                    if let shape = member.signature { blocks.append(.signature(shape)) }
                    blocks.append(
                        .markdown(
                            Self.demotingHeadings(member.documentation),
                            origin: member.documentationOrigin))
                }
            }
        }
        return blocks + Self.relationshipBlocks(shownRelationships(of: page))
    }

    /// DocC's Relationships section: the lists that are not empty, under its headings.
    private static func relationshipBlocks(_ relationships: Relationships) -> [GeneratedBlock] {
        guard !relationships.isEmpty else { return [] }
        var blocks: [GeneratedBlock] = [.heading(level: 2, [.text("Relationships")])]
        for group in relationships.groups {
            blocks.append(.heading(level: 3, [.text(group.title)]))
            blocks.append(.list(group.entries.map { [$0] }))
        }
        return blocks
    }

    /// `api/index.md`: the modules, each with a link to its index.
    static func indexPage(of modules: [APIReference]) -> GeneratedPage {
        var blocks: [GeneratedBlock] = [
            .heading(level: 1, [.text("API reference")]),
            .paragraph([
                .text(
                    "Generated from the symbol graphs at build time: one page per module, one"
                        + " per type.")
            ]),
        ]
        blocks.append(
            .list(
                modules.map { module in
                    [
                        .link(
                            OutputPath.fileName(for: module.module) + "/index.md",
                            [.code(module.module)]),
                        .text(": \(module.summaryLine)"),
                    ]
                }))
        return GeneratedPage(
            title: "API reference", description: "Every public symbol, from the symbol graphs.",
            blocks: blocks)
    }

    /// A member's doc comment under its level-3 heading, its own headings moved below it, its
    /// highest level becoming `####` and the others keeping their depth below it, never more
    /// than one level below the heading before (at most `######`): written for the member's own
    /// page in DocC, they would otherwise close the type page's group and open one of their own
    /// (swift-parsing's `map(_:)` put the next members under "Printability"), and a heading
    /// that skips a level (a `###` as h5 under the h3) misleads a screen reader's outline.
    /// Fenced code is left as it is.
    static func demotingHeadings(_ markdown: String) -> String {
        guard markdown.contains("#") else { return markdown }
        var fence: Substring?
        var lines: [Substring] = []
        // Each heading line's position and level, shifted once the highest level is known.
        var headings: [(line: Int, level: Int)] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == trimmed.first }
            } else if line.count - trimmed.count < 4, trimmed.hasPrefix("#") {
                let level = trimmed.prefix { $0 == "#" }.count
                let rest = trimmed.dropFirst(level)
                if level <= 6, rest.isEmpty || rest.first == " " || rest.first == "\t" {
                    headings.append((lines.count, level))
                    lines.append(rest)
                    continue
                }
            }
            lines.append(line)
        }
        guard let highest = headings.map(\.level).min() else { return markdown }
        var previous = 3
        for (line, level) in headings {
            let demoted = min(6, level - highest + 4, previous + 1)
            previous = demoted
            lines[line] = Substring(String(repeating: "#", count: demoted) + lines[line])
        }
        return lines.joined(separator: "\n")
    }

    /// A kind's plural for a group's heading: `Instance Properties`, `Classes`, `Type Aliases`.
    static func plural(_ kind: String) -> String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if kind.hasSuffix("y"), let before = kind.dropLast().last, !vowels.contains(before) {
            return kind.dropLast() + "ies"
        }
        if ["s", "x", "ch", "sh"].contains(where: { kind.hasSuffix($0) }) { return kind + "es" }
        return kind + "s"
    }
}
