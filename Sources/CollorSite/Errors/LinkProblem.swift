/// A rule of the site's names and links that only a site of many pages has, not a page's
/// markdown (that is `MarkdownDiagnostic.Reason`).
public enum LinkProblem: Equatable, Sendable {
    /// A catalog's article whose file is named as a top-level symbol of its module
    /// (`Backtracking.md` and the structure `Backtracking`): DocC gives both one URL, keeps the
    /// symbol and links `<doc:Backtracking>` to it. The article's file name, the symbol's kind and
    /// name.
    case articleNamedAsSymbol(file: String, kind: String, symbol: String)

    /// The problem in words.
    public var message: String {
        switch self {
        case .articleNamedAsSymbol(let file, let kind, let symbol):
            "article '\(file)' has the name of \(kind) '\(symbol)': as in DocC, which drops"
                + " the article, <doc:\(symbol)> links to the \(kind); rename '\(file)'"
        }
    }
}
