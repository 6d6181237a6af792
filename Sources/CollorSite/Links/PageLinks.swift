import CollorMarkdown

/// The links of one page, resolved as DocC resolves them: the one place a page's relative,
/// `<doc:>` and symbol links find their targets.
struct PageLinks: Sendable {
    let resolver: LinkResolver
    let symbols: SymbolIndex
    let sourcePath: String
    let outputPath: String
    /// Where the page's relative symbol links start (`SourcePage.symbolScope`).
    let scope: SymbolIndex.Scope?
    /// The module of the page's catalog (`SourcePage.section`), whose types come first.
    let module: String?
    /// Whether a code span that names a symbol (`Basket`) links to its page: not in a DocC
    /// catalog's pages nor in doc comments, where docc links only ` ``Basket`` ` and `<doc:>`
    /// and shows a code span as code; in a folder of plain markdown pages, which docc never
    /// reads, a code span keeps its link.
    let linksCodeSpans: Bool

    init(resolver: LinkResolver, symbols: SymbolIndex, page: SourcePage) {
        self.resolver = resolver
        self.symbols = symbols
        sourcePath = page.sourcePath
        outputPath = page.outputPath
        scope = page.symbolScope
        module = page.section
        linksCodeSpans = !page.doccAnchors
    }

    /// A relative link (`Other.md`, `./Other#part`), or DocC's hosted URL of a page
    /// (`./heapmodule/heap`), which DocC leaves unchecked.
    func resolveLink(_ path: String, anchor: String?) -> MarkdownContext.Resolution {
        let resolved = resolver.resolve(path, anchor: anchor, from: sourcePath)
        guard case .failure = resolved, anchor == nil,
            let target = symbols.documentationPath(path)
        else { return resolved }
        return .rewrite(
            RelativePath.url(from: outputPath, to: target.outputPath, fragment: target.anchor))
    }

    /// `<doc:name#anchor>`: an article or heading, else a symbol, as DocC's `<doc:>` reaches
    /// symbols too (`<doc:SwiftSyntax/SyntaxCollection>`, `<doc:Basket#Adding>`), shown by the
    /// symbol's name or the heading's title. In a symbol's documentation (a page with a symbol
    /// scope), a name that is both a heading of the page and a symbol links the symbol, as
    /// docc's do (swift-parsing's `<doc:Backtracking>` in `OneOf`, under its "Backtracking"
    /// heading); on a catalog's page the heading comes first, as there in docc.
    func resolveDocument(_ name: String, anchor: String?) -> MarkdownContext.Resolution {
        let resolved = resolver.resolveDocument(name, anchor: anchor, from: sourcePath)
        if scope != nil, case .titled(let url, _) = resolved, url.hasPrefix("#"), anchor == nil,
            !name.isEmpty,
            case .found(let target) = symbols.resolve(name, scope: scope, module: module)
        {
            let url = RelativePath.url(
                from: outputPath, to: target.outputPath, fragment: target.anchor)
            return .titled(url, title: SymbolPath.title(of: name))
        }
        guard case .failure(let reason) = resolved, reason.isBrokenLink else { return resolved }
        let path = name.hasPrefix("documentation/") ? String(name.dropFirst(14)) : name
        guard !path.isEmpty,
            case .found(let target) = symbols.resolve(path, scope: scope, module: module)
        else { return nearMisses(resolved, name: name, anchor: anchor) }
        guard let anchor, !anchor.isEmpty else {
            let url = RelativePath.url(
                from: outputPath, to: target.outputPath, fragment: target.anchor)
            return .titled(url, title: SymbolPath.title(of: path))
        }
        // A heading of the symbol's documentation (its extension file's, merged into its page).
        guard let heading = resolver.heading(anchor, on: target.outputPath) else {
            return .failure(.missingAnchor("doc:" + name + "#" + anchor))
        }
        let url = RelativePath.url(
            from: outputPath, to: target.outputPath, fragment: heading.anchor)
        return .titled(url, title: heading.title)
    }

    /// A `<doc:Name>` that names nothing from an article, with the names DocC compares it with
    /// there: the module's articles and top-level symbols. (On a symbol's page, DocC compares
    /// the symbol's children, which rarely resemble an article's name: none are offered.)
    private func nearMisses(
        _ resolved: MarkdownContext.Resolution, name: String, anchor: String?
    ) -> MarkdownContext.Resolution {
        guard case .failure(let reason) = resolved, case .brokenLink = reason, anchor == nil,
            scope == nil, !name.contains("/"), let module
        else { return resolved }
        let names =
            (resolver.articleNames[module] ?? []) + (symbols.topLevelNames[module] ?? [])
        return .failure(Self.unresolved(reason, path: name, at: 0, among: names))
    }

    /// A symbol link's path (` ``Basket/add(_:)`` `), relative to the page's type first.
    func resolveSymbol(_ path: String) -> MarkdownContext.Resolution {
        switch symbols.resolve(path, scope: scope, module: module) {
        case .found(let target):
            let url = RelativePath.url(
                from: outputPath, to: target.outputPath, fragment: target.anchor)
            // Shown by the target's title, as docc shows a symbol link (`Status.Code` for
            // ` ``Code`` ` or ` ``Status/Code`` `), however the path is written.
            return target.title.isEmpty ? .rewrite(url) : .titled(url, title: target.title)
        case .missing(let reason):
            guard case .unresolvedSymbol = reason else { return .failure(reason) }
            let stop = symbols.stop(of: path, scope: scope, module: module)
            return .failure(Self.unresolved(reason, path: path, at: stop.index, among: stop.names))
        }
    }

    /// `reason` for an unresolved `path` as DocC reports it: at its component `index`, with the
    /// names nearest to it of `names` (`LinkProblem.unresolved`); `reason` itself for the first
    /// component with no near name.
    static func unresolved(
        _ reason: MarkdownDiagnostic.Reason, path: String, at index: Int, among names: [String]
    ) -> MarkdownDiagnostic.Reason {
        let components = SymbolPath(path).components
        guard components.indices.contains(index) else { return reason }
        let written = { (component: SymbolPath.Component) in
            component.name + (component.disambiguation.map { "-" + $0 } ?? "")
        }
        let offset = components[..<index].reduce(0) { $0 + written($1).utf8.count + 1 }
        let suggestions = NearMiss.bestMatches(for: names, against: components[index].name)
        guard offset > 0 || !suggestions.isEmpty else { return reason }
        return .host(
            AnyHostProblem(
                LinkProblem.unresolved(
                    reason, offset: offset, written: written(components[index]),
                    suggestions: suggestions)))
    }
}
