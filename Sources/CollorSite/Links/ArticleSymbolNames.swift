import CollorMarkdown

/// The stage that finds a catalog's articles named as top-level symbols of their module
/// (`Backtracking.md` beside the structure `Backtracking`). DocC gives an article and a symbol
/// one URL each below the module, so such a pair collides: docc warns, keeps the symbol and
/// drops the article, and `<doc:Backtracking>` links the symbol. So here: the article is
/// neither written nor listed (`SourcePage.isWritten`), its warnings still read.
/// The names compare as DocC's references do, in their case: `backtracking.md` is not one.
enum ArticleSymbolNames {
    /// `pages` with each such article marked and warned about, once however often it runs.
    ///
    /// - Complexity: O(p) symbol lookups for p pages.
    static func mark(_ pages: [String: SourcePage], index: SymbolIndex) -> [String: SourcePage] {
        var pages = pages
        for (path, page) in pages where page.doccAnchors && page.kind == .guide {
            guard page.extends == nil, page.extendedSymbol == nil, path.hasSuffix(".md") else {
                continue
            }
            let file = RelativePath.fileName(of: path)
            let name = LinkResolver.linkName(RelativePath.withoutPageExtension(file))
            let symbol = index.topLevelSymbol(named: name, in: page.section)
            var marked = page
            marked.yieldsToSymbol = symbol != nil
            marked.warnings.removeAll { error in
                if case .links(.articleNamedAsSymbol) = error.reason { return true }
                return false
            }
            if let symbol {
                let problem = LinkProblem.articleNamedAsSymbol(
                    file: file, kind: symbol.kind.lowercased(), symbol: name)
                marked.warnings.insert(
                    SiteError(file: page.displayPath, reason: .links(problem)), at: 0)
            }
            pages[path] = marked
        }
        return pages
    }
}
