import CollorMarkdown
import Foundation

/// The sections and link targets of the build report's pages.
extension SiteBuilder {
    /// A symbol's page as its symbol graph makes it: title, abstract, declaration, its members'
    /// groups (Topics), each member's own sections, and Relationships.
    func sections(
        of type: APIReference.TypePage, in reference: APIReference, shownOn page: SourcePage
    ) -> [ReportSection] {
        var sections = [
            ReportSection(
                .title, text: type.title, preciseIdentifier: type.identifier,
                symbolKind: type.kind)
        ]
        // Symbol links in abstracts read as docc titles them, as the Topics lists show them.
        let scope = SymbolIndex.Scope(output: page.outputPath)
        let symbols = cache.linked.symbolLinks
        if let abstract = reference.indexAbstracts[type.name] ?? page.abstract {
            sections.append(ReportSection(.abstract, text: abstract))
        }
        if !type.declaration.isEmpty {
            sections.append(ReportSection(.declaration, text: type.declaration))
        }
        // Members are level-3 headings, in the order of their groups: the same title's anchors
        // are taken in turn.
        var anchors: [String: [String]] = [:]
        for heading in page.headings where heading.level == 3 {
            anchors[heading.title, default: []].append(heading.anchor)
        }
        var topics: [ReportSection.Group] = []
        var members: [ReportSection] = []
        var anchorOf: [String: String] = [:]
        for group in APIReference.memberGroups(type, module: reference.module) {
            var targets: [ReportTarget] = []
            for member in group.members {
                let anchor = member.anchor ?? anchors[member.title]?.first ?? ""
                if member.anchor == nil, anchors[member.title]?.isEmpty == false {
                    anchors[member.title]?.removeFirst()
                }
                if !group.unlisted.contains(member.identifier) {
                    targets.append(ReportTarget(page: page.outputPath, anchor: anchor))
                }
                anchorOf[member.identifier] = anchor
                members.append(
                    ReportSection(
                        .title, symbol: anchor, text: member.heading,
                        preciseIdentifier: member.identifier, symbolKind: member.kind))
                let summary = TopicAbstracts.symbolAbstract(
                    member.summary, scope: scope, module: reference.module, symbols: symbols)
                if let summary, !summary.isEmpty {
                    members.append(ReportSection(.abstract, symbol: anchor, text: summary))
                }
                if !member.declaration.isEmpty {
                    members.append(
                        ReportSection(.declaration, symbol: anchor, text: member.declaration))
                }
            }
            // The group's links to other pages (` ``Gadget`` ` in `Widget`'s Topics, an
            // article's `<doc:Buying>`), where they are written among its members.
            for (index, link) in group.linked.enumerated() {
                let found: ReportTarget?
                if let path = link.symbolPath {
                    guard
                        case .found(let symbol) = symbols.resolve(
                            path, scope: scope, module: reference.module)
                    else { continue }
                    found = ReportTarget(page: symbol.outputPath, anchor: symbol.anchor)
                } else {
                    found = documentTarget(
                        group.links.indices.contains(index) ? group.links[index] : "",
                        on: page)
                }
                guard let found else { continue }
                targets.insert(found, at: min(link.position, targets.count))
            }
            if !group.collections.isEmpty {
                // docc's "Default Implementations": the type's "X Implementations" pages.
                targets = group.collections.map {
                    ReportTarget(page: reference.outputPath(of: $0, on: type))
                }
            }
            if !targets.isEmpty {
                topics.append(ReportSection.Group(title: group.title, members: targets))
            }
        }
        // An extended module's page lists the types of it that the module extends.
        for group in reference.extendedTypeGroups(of: type) {
            topics.append(
                ReportSection.Group(
                    title: group.title,
                    members: group.pages.map {
                        ReportTarget(page: reference.outputPath(of: $0.name))
                    }))
        }
        if !topics.isEmpty { sections.append(ReportSection(.topics, groups: topics)) }
        let groups = reference.shownRelationships(of: type).groups.map { group in
            ReportSection.Group(
                title: group.title, type: group.type,
                members: group.entries.map { target(of: $0, module: reference.module) })
        }
        if !groups.isEmpty { sections.append(ReportSection(.relationships, groups: groups)) }
        members += reference.defaultImplementationSections(of: type, anchors: anchorOf)
        return sections + members
    }

    /// A relationship's entry: a symbol of the build by its page, another module's by name.
    private func target(of inline: GeneratedInline, module: String) -> ReportTarget {
        switch inline {
        case .symbolLink(let path):
            if case .found(let found) = cache.linked.symbolLinks.resolve(path, module: module) {
                return ReportTarget(page: found.outputPath, anchor: found.anchor)
            }
            return ReportTarget(page: nil, name: path)
        case .code(let name), .text(let name), .markdown(let name):
            return ReportTarget(page: nil, name: name)
        case .emphasis, .link:
            return ReportTarget(page: nil, name: "\(inline)")
        }
    }

    /// The Topics groups and See Also written on a page: the links under its `## Topics`
    /// (grouped by their `###` heading) and its own `## See Also`; on a symbol's page
    /// (`isSymbol`), whose own groups its model gives, those of its `members` (by anchor).
    static func linkSections(
        _ links: [LinkOccurrence], headings: [TOCEntry], from outputPath: String,
        members: Set<String> = [], isSymbol: Bool = false
    ) -> [ReportSection] {
        // Each heading's section and group titles, and the member whose section it is in, in
        // one pass: a page's are levels 2 and 3; a member's (its doc comment's `## Topics`,
        // shown two levels lower) levels 4 and 5 under its level-3 heading.
        var enclosing: [(member: String?, section: String, group: String)] = []
        var member: String?
        var section = ""
        var group = ""
        for heading in headings {
            if heading.level <= 2 {
                (member, section, group) = (nil, heading.title, "")
            } else if heading.level == 3, members.contains(heading.anchor) {
                (member, section, group) = (heading.anchor, "", "")
            } else if heading.level == (member == nil ? 3 : 5) {
                group = heading.title
            } else if member != nil, heading.level == 4 {
                (section, group) = (heading.title, "")
            }
            enclosing.append((member, section, group))
        }
        var topics: [(member: String?, groups: [ReportSection.Group])] = []
        var seeAlso: [(member: String?, groups: [ReportSection.Group])] = []
        for link in links {
            guard let index = link.heading, enclosing.indices.contains(index) else { continue }
            let (member, section, group) = enclosing[index]
            // A group's entries are its list's items, not the links of its description
            // (swift-metrics' "Metric types" tells of each type before listing them); one
            // that does not resolve is left out of the page, as docc leaves it out.
            guard section == "Topics" || section == "See Also", link.inListItem, link.url != nil
            else { continue }
            let entry =
                link.url.flatMap { target(ofURL: $0, from: outputPath) }
                ?? ReportTarget(page: nil, name: link.destination)
            if section == "Topics" {
                // A symbol page's own groups (its untitled one headed "Topics") are its
                // model's, reported with its members.
                if isSymbol && member == nil { continue }
                if topics.last?.member != member || topics.isEmpty {
                    topics.append((member, []))
                }
                if topics[topics.count - 1].groups.last?.title != group {
                    topics[topics.count - 1].groups.append(
                        ReportSection.Group(title: group, members: []))
                }
                let last = topics[topics.count - 1].groups.count - 1
                topics[topics.count - 1].groups[last].members.append(entry)
            } else {
                // docc's one group of an authored See Also, whatever its headings.
                if seeAlso.last?.member != member || seeAlso.isEmpty {
                    seeAlso.append(
                        (member, [ReportSection.Group(title: "Related Documentation", members: [])])
                    )
                }
                seeAlso[seeAlso.count - 1].groups[0].members.append(entry)
            }
        }
        return topics.map { ReportSection(.topics, symbol: $0.member, groups: $0.groups) }
            + seeAlso.map { ReportSection(.seeAlso, symbol: $0.member, groups: $0.groups) }
    }

    /// The page a Topics entry `<doc:Name>` on `page` leads to, as the page's link resolves
    /// it; nil for other text, or a name that names no page.
    private func documentTarget(_ markdown: String, on page: SourcePage) -> ReportTarget? {
        guard let resolver = cache.output.renderContext?.resolver,
            let name = TopicsSection.Item(symbolPath: nil, markdown: markdown).documentationName
        else { return nil }
        switch resolver.resolveDocument(name, anchor: nil, from: page.sourcePath) {
        case .rewrite(let url), .titled(let url, _):
            return Self.target(ofURL: url, from: page.outputPath)
        case .failure:
            return nil
        }
    }

    /// A link occurrence of the page at `outputPath`, its URL turned back into a page and
    /// anchor.
    static func record(_ link: LinkOccurrence, from outputPath: String) -> LinkRecord {
        let external = link.url.flatMap { url in
            URL(string: url)?.scheme == nil ? nil : url
        }
        return LinkRecord(
            file: link.file, line: link.line, column: link.column, kind: link.kind.rawValue,
            destination: link.destination,
            target: external == nil
                ? link.url.flatMap { target(ofURL: $0, from: outputPath) } : nil,
            external: external)
    }

    /// The page and anchor a URL written on the page at `outputPath` leads to; nil for a URL
    /// with a scheme (it leaves the site).
    static func target(ofURL url: String, from outputPath: String) -> ReportTarget? {
        guard URL(string: url)?.scheme == nil else { return nil }
        let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0].split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        let anchor =
            parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : nil
        guard !path.isEmpty else { return ReportTarget(page: outputPath, anchor: anchor) }
        var components = outputPath.split(separator: "/").map(String.init).dropLast()
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case ".", "": continue
            case "..": _ = components.popLast()
            default:
                components.append(String(component).removingPercentEncoding ?? String(component))
            }
        }
        // A folder's URL is its index page.
        if path.hasSuffix("/") || path == "." || components.isEmpty {
            components.append("index.html")
        }
        let page = components.joined(separator: "/")
        return ReportTarget(page: page, anchor: anchor)
    }
}
