import CollorMarkdown

/// The stage that joins DocC extension files (` # ``Module/Type`` `) to the API pages of the
/// symbols they document: a function of the loaded pages and the symbol index.
enum ExtensionFiles {
    /// The pages with each extension file pointed at its symbol's page, and the Topics groups
    /// each API page gets from its extension file (by the API page's source path).
    struct Attachment {
        var pages: [String: SourcePage]
        var curation: [String: [TopicsSection.Group]]
        /// Each member's extension file, by its type's API page source path, then by the
        /// member's DocC hash (`DocCIdentity.hash`).
        var members: [String: [String: MemberExtension]] = [:]
    }

    /// Points each extension file at the API page of the symbol it documents: it takes that
    /// page's output path and leaves the navigation. A file whose symbol the symbol graphs do
    /// not have (a renamed function, a symbol of another platform or module), or whose title's
    /// suffix names none of the symbol's overloads, is dropped with its title's warning, as
    /// docc drops it ("No symbol matched"): docc shows no page and reads nothing else of it
    /// (`isDropped`). Without any symbol graph (a catalog built for its prose) it stays an
    /// article. A catalog's root page (` # ``FreshKit`` `) stays the catalog's landing page, its
    /// title linking to the module's reference. API pages get their own type as the scope of
    /// their symbol links. A member's file (` # ``Basket/add(_:)`` `) joins the member's section
    /// on its type's page (`MemberExtension`), as docc merges it into the member's page: it is
    /// no page of its own.
    ///
    /// - Complexity: O(p) symbol lookups for p pages.
    static func attach(to pages: [String: SourcePage], index: SymbolIndex) -> Attachment {
        var pages = pages
        let apiSources = Dictionary(
            pages.values.filter { $0.kind == .api }.map { ($0.outputPath, $0.sourcePath) },
            uniquingKeysWith: { first, _ in first })
        var curation: [String: [TopicsSection.Group]] = [:]
        var dropped: [String: SiteError] = [:]
        var members: [String: [String: MemberExtension]] = [:]
        var merged: [String] = []
        // Built once, for the first extension file whose Topics has a `<doc:>` item.
        var resolver: LinkResolver?
        let articles = pages
        for path in pages.keys.sorted() {
            guard var page = pages[path] else { continue }
            if page.kind == .api {
                page.symbolScope = SymbolIndex.Scope(output: page.outputPath)
                pages[path] = page
                continue
            }
            guard let symbol = page.extendedSymbol else { continue }
            let lookup = index.resolve(symbol, module: page.section)
            if case .missing(let reason) = lookup, isDropped(symbol, for: reason, index: index) {
                // docc drops an extension file whose title names no symbol, or whose suffix
                // picks none of the symbol's overloads ("No symbol matched"): no page, the
                // warning at its title.
                dropped[path] = SiteError(
                    file: page.displayPath, line: 1 + page.bodyLineOffset, column: 3,
                    reason: .markdown(reason))
                continue
            }
            guard case .found(let target) = lookup, target.kind != SymbolIndex.moduleKind
            else { continue }
            var names = SymbolPath(symbol).components.map(\.name)
            if names.first == target.module { names.removeFirst() }
            // Titled by the symbol's name, unless front matter or `@DisplayName` named it.
            if page.title == page.headings.first?.title {
                page.title = names.joined(separator: ".")
            }
            if target.anchor == nil, let apiSource = apiSources[target.outputPath] {
                page.extends = apiSource
                page.outputPath = target.outputPath
                page.kind = .unlisted
                page.symbolScope = SymbolIndex.Scope(output: target.outputPath)
                // Its Topics order the members of the type's page, which shows them instead.
                if let topics = page.topics {
                    page.body = topics.removed(from: page.body)
                    let checked = checkedTopics(
                        topics, of: page, in: index,
                        resolver: {
                            let links = resolver ?? LinkResolver(pages: articles, files: [])
                            resolver = links
                            return links
                        })
                    curation[apiSource] = checked.groups
                    page.warnings = checked.warnings
                }
            } else if let apiSource = apiSources[target.outputPath], !target.docc.hash.isEmpty,
                members[apiSource]?[target.docc.hash] == nil
            {
                members[apiSource, default: [:]][target.docc.hash] = MemberExtension(
                    body: page.body)
                merged.append(path)
                continue
            } else {
                // A member docc would not merge into: the file stays a page, its links
                // relative to the member's type.
                page.symbolScope = SymbolIndex.Scope(output: target.outputPath)
            }
            pages[path] = page
        }
        for path in merged { pages[path] = nil }
        // The warnings of dropped files go with the first page of their catalog that stays.
        for (path, warning) in dropped.sorted(by: { $0.key < $1.key }) {
            let section = pages[path]?.section
            pages[path] = nil
            let host =
                pages.keys.sorted().first { pages[$0]?.section == section }
                ?? pages.keys.sorted().first
            if let host { pages[host]?.warnings.append(warning) }
        }
        return Attachment(pages: pages, curation: curation, members: members)
    }

    /// Whether an extension file whose `symbol` is missing for `reason` is dropped: a suffix that
    /// picks no overload always is; another missing symbol when the build has symbol graphs and
    /// the path names a member or nested type (` # ``Kit/Gone`` `), never a catalog's root page
    /// (` # ``Kit`` ` of a module the graphs leave out stays the catalog's page).
    private static func isDropped(
        _ symbol: String, for reason: MarkdownDiagnostic.Reason, index: SymbolIndex
    ) -> Bool {
        if case .notADisambiguation = reason { return true }
        return index.hasSymbols && SymbolPath(symbol).components.count > 1
    }

    /// An extension file's Topics groups, with each item that links to no symbol warned about
    /// at its place in the file (it appears on the type's page, where a warning would name the
    /// generated page instead of the author's) and left out, and a group left without items
    /// with it, description and all, as docc leaves them out (swift-collections' `Box.md`,
    /// whose five entries name nothing of the type alias: no Topics). A `<doc:Digits>` item
    /// that names no article but a symbol curates the symbol, as docc's `<doc:>` links reach
    /// symbols too (swift-parsing's `Parser` curates `Digits` so); `resolver` tells articles.
    static func checkedTopics(
        _ topics: TopicsSection, of page: SourcePage, in index: SymbolIndex,
        resolver: () -> LinkResolver
    ) -> (groups: [TopicsSection.Group], warnings: [SiteError]) {
        var groups = topics.groups
        var warnings: [SiteError] = []
        var emptied = Set<Int>()
        for group in groups.indices {
            var missing = Set<Int>()
            for item in groups[group].items.indices {
                let entry = groups[group].items[item]
                if entry.symbolPath == nil, entry.documentationName != nil,
                    let path = entry.curatedSymbolPath(from: page.sourcePath, resolver: resolver()),
                    case .found = index.resolve(
                        path, scope: page.symbolScope, module: page.section)
                {
                    groups[group].items[item].symbolPath = path
                    continue
                }
                guard let path = entry.symbolPath,
                    case .missing(let reason) = index.resolve(
                        path, scope: page.symbolScope, module: page.section)
                else { continue }
                warnings.append(
                    SiteError(
                        file: page.displayPath, line: entry.line + page.bodyLineOffset,
                        column: entry.column, reason: .markdown(.leftOutOfTopics(reason))))
                missing.insert(item)
            }
            guard !missing.isEmpty else { continue }
            groups[group].items = groups[group].items.enumerated()
                .filter { !missing.contains($0.offset) }.map(\.element)
            if groups[group].items.isEmpty { emptied.insert(group) }
        }
        let kept = groups.enumerated().filter { !emptied.contains($0.offset) }.map(\.element)
        return (kept, warnings)
    }
}
