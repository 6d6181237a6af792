import CollorMarkdown

/// A rule of the site's names and links that only a site of many pages has, not a page's
/// markdown (that is `MarkdownDiagnostic.Reason`). One raised while a page renders reaches the
/// page's diagnostics as the markdown's `host` problem and comes back here (`SiteError.init`).
public enum LinkProblem: HostProblem, Equatable {
    /// A catalog's article whose file is named as a top-level symbol of its module
    /// (`Backtracking.md` and the structure `Backtracking`): DocC gives both one URL, keeps the
    /// symbol and links `<doc:Backtracking>` to it. The article's file name, the symbol's kind and
    /// name.
    case articleNamedAsSymbol(file: String, kind: String, symbol: String)
    /// A link to a tutorial by DocC's path (`<doc:/tutorials/SlothCreator/Creating-Sloths>`)
    /// that no catalog's `.tutorial` file is.
    case tutorialLink(String)
    /// A link that names nothing (`reason`), as DocC reports it: at the component where its
    /// path stops resolving, `offset` bytes into the path (`arange()` in
    /// ` ``Shelf/arange()`` `), with the names there nearest to that component, `written`,
    /// DocC's suggestions ("Replace 'arange()' with 'arrange()'").
    case unresolved(
        MarkdownDiagnostic.Reason, offset: Int, written: String, suggestions: [String])

    /// A stable name of the problem's kind (`Site/build-report.md`).
    public var identifier: String {
        switch self {
        case .articleNamedAsSymbol: "article.namedAsSymbol"
        case .tutorialLink: "tutorial.unresolved"
        case .unresolved(let reason, _, _, _): reason.identifier
        }
    }

    /// The problem in words.
    public var message: String {
        switch self {
        case .articleNamedAsSymbol(let file, let kind, let symbol):
            "article '\(file)' has the name of \(kind) '\(symbol)': as in DocC, the article"
                + " is left out and <doc:\(symbol)> links to the \(kind); rename '\(file)'"
        case .tutorialLink(let link):
            "link '\(link)' names a tutorial that no catalog of the site has, so the link"
                + " goes nowhere"
        case .unresolved(let reason, _, let written, let suggestions):
            reason.message + NearMiss.replacing(written, with: suggestions)
        }
    }
}
