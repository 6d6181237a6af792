/// What the pipeline adds to plain CommonMark.
public struct MarkdownOptions: Equatable, Sendable {
    /// Keep raw HTML and links of any scheme (a page opts in with `unsafe: true`).
    public var allowUnsafe: Bool
    /// Give headings `id`s and collect them for the table of contents.
    public var headingAnchors: Bool
    /// Highlight ```` ```swift ```` blocks with swift-syntax.
    public var highlightSwift: Bool
    /// Read DocC's dialect (directives, asides, symbol links) and GitHub's tables and
    /// strikethrough; off, pages are plain CommonMark.
    public var dialect: Bool
    /// The page documents a symbol (a DocC extension file, an API page): with the dialect on, a
    /// doc comment's tags (`- Parameter x:`, `- Returns:`, `- Throws:`) become sections, as DocC
    /// shows them. In a DocC article (`doccAnchors` without this) the asides are made and
    /// Parameters and Return Value dropped, as DocC does; elsewhere such a list stays a list.
    public var symbolDocumentation: Bool
    /// The page is a DocC catalog's (or a symbol's) and follows DocC where it differs from a
    /// markdown folder: heading anchors as DocC makes them (`#Fill-a-basket`: the heading's case
    /// kept; off, lowercase slugs, `#fill-a-basket`), and every block quote an aside.
    public var doccAnchors: Bool
    /// Ids the page around the rendered markdown already uses (a template's `content`): a
    /// heading whose anchor would be one of them gets `-1` instead, so no id is used twice.
    public var reservedAnchors: Set<String>
    /// The bounds on the page's work, and whether going over one is an error or a warning.
    public var limits: MarkdownLimits
    /// The catalog's `@Options(scope: global)`: what a page's own `@Options` leaves unset.
    package var catalogOptions = PageOptions()

    /// Creates options; the defaults are what site pages use.
    public init(
        allowUnsafe: Bool = false, headingAnchors: Bool = true, highlightSwift: Bool = true,
        dialect: Bool = true, symbolDocumentation: Bool = false, doccAnchors: Bool = false,
        reservedAnchors: Set<String> = [], limits: MarkdownLimits = .handWritten
    ) {
        self.allowUnsafe = allowUnsafe
        self.headingAnchors = headingAnchors
        self.highlightSwift = highlightSwift
        self.dialect = dialect
        self.symbolDocumentation = symbolDocumentation
        self.doccAnchors = doccAnchors
        self.reservedAnchors = reservedAnchors
        self.limits = limits
    }

    /// The largest page people write, in bytes of UTF-8, that the pipeline reads: 256 KiB
    /// (`MarkdownLimits.handWritten.pageBytes`).
    ///
    /// libcmark 0.30.2 (Debian's) lacks the fix for CVE-2023-22486: on `![[]()` repeated its time
    /// grows with the square of the length, 0.75 s at 128 KiB and 3.5 s at 256 KiB on a 2-core
    /// machine (a normal page of 256 KiB parses in 20 ms). A larger page is refused with
    /// `MarkdownDiagnostic.Reason.pageTooLarge` before cmark sees it, so one page cannot stall a build
    /// for minutes; real pages are a few tens of KiB.
    public static let maximumPageBytes = MarkdownLimits.handWritten.pageBytes ?? 0

    /// Nothing added: output equals `cmark_markdown_to_html` with default options.
    public static let commonMark = MarkdownOptions(
        allowUnsafe: false, headingAnchors: false, highlightSwift: false, dialect: false)
}
