import Collor

/// How a page is written: its title, font, links of selectable cells, decoration views, extra CSS
/// and the timing of transitions.
public struct PageOptions {
    /// The page's `<title>`.
    public var title: String
    /// Where the page finds the self-hosted font file, relative to the page; `nil` writes no
    /// `@font-face` (the page then falls back to the browser's sans-serif).
    public var fontURL: String?
    /// The link a selectable cell leads to; `nil` (or a URL that is not safe) makes it a button.
    public var cellLink: ((CollectionCellDescribable) -> String?)?
    /// How decoration views of each kind are drawn; kinds not listed use `StyledDecorationView`.
    public var decorationViews: [String: any DecorationView]
    /// CSS the page's views need (the sample's or the app's own), written after the theme.
    public var extraCSS: String
    /// Duration of transitions, in milliseconds.
    public var duration: Int
    /// CSS timing function of transitions.
    public var timingFunction: String

    /// Options with the defaults: a 400 ms ease-in-out transition and the self-hosted font beside the page.
    public init(
        title: String = "Collection", fontURL: String? = "DejaVuSans.ttf",
        cellLink: ((CollectionCellDescribable) -> String?)? = nil,
        decorationViews: [String: any DecorationView] = [:], extraCSS: String = "",
        duration: Int = 400, timingFunction: String = "ease-in-out"
    ) {
        self.title = title
        self.fontURL = fontURL
        self.cellLink = cellLink
        self.decorationViews = decorationViews
        self.extraCSS = extraCSS
        self.duration = duration
        self.timingFunction = timingFunction
    }
}
