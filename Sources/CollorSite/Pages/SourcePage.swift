import CollorMarkdown

/// One page of the site before rendering: a markdown file of `Site/`, a generated API page or a
/// gallery page, parsed once.
struct SourcePage {
    enum Kind: Int, Comparable {
        case guide, api, unlisted
        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Root-relative source path (`guide/model.md`; generated pages get a virtual one).
    var sourcePath: String
    /// Root-relative output path (`guide/model.html`).
    var outputPath: String
    var kind: Kind
    /// The sidebar section it is listed in (`Guides`, a catalog's module, `API reference`).
    var section: String
    /// What the page is made from, compared on rebuilds to find changed pages.
    var source: PageContent
    var frontMatter: FrontMatter
    /// The markdown after the front matter, parsed again when the page renders: keeping every
    /// page's syntax tree would hold the whole site in memory.
    var body: String
    /// Lines of front matter before `body`, added to cmark's line numbers.
    var bodyLineOffset: Int
    var headings: [TOCEntry]
    var title: String
    /// The file name shown in errors (`Site/guide/model.md`).
    var displayPath: String
    /// The symbol a DocC extension file documents (` # ``Module/Type`` `), read when the page was
    /// parsed for its headings.
    var extendedSymbol: String?
    /// Where its first `@DeprecationSummary` is, in its body: an extension file's replaces its
    /// symbol's deprecation message.
    var deprecationSummary: (line: Int, column: Int)?
    /// For a DocC extension file (` # ``Module/Type`` `), the source path of the API page it
    /// merges into; such a page has that page's output path and is not written on its own.
    var extends: String?
    /// Where the page's relative symbol links start: its own type for an API page, the
    /// documented symbol for an extension file.
    var symbolScope: SymbolIndex.Scope?
    /// The page's `## Topics` section: an extension file's curates its type's page (and leaves
    /// the file's body), a catalog root page's groups its module in the sidebar.
    var topics: TopicsSection?
    /// How its markdown is read (`PageInput.reading`), at every parse of it.
    var reading = MarkdownReading()
    /// A catalog's article named as a top-level symbol of its module: docc drops it, so it is
    /// neither written nor listed, and `<doc:>` links to the symbol (`ArticleSymbolNames`).
    var yieldsToSymbol = false
    /// A catalog's article whose first block is not its `# Title`: docc warns and drops it, so
    /// it is neither written nor listed.
    var lacksTitle = false
    /// An extended type's or module's API page that docc trims (`APIReference.trimmed`): written,
    /// as the page of its members' sections, but not listed in the sidebar.
    var isTrimmed = false
    /// The fenced blocks Pygments highlights (their languages in `Pygments.lexers`) and their
    /// lines, read when the page was parsed, so that the whole build's are highlighted before any
    /// page renders.
    var codeBlocks: [CodeBlock.Shown] = []
    /// The files a tutorial's `@Code` directives show, by DocC's name: highlighted in the same
    /// batch as `codeBlocks`.
    var tutorialCodeFiles: [String] = []
    /// A tutorial's `time:` in minutes, shown on the cards that link it.
    var tutorialTime: Int?
    /// A tutorials table of contents' `@TutorialReference` names, in order: the tutorials'
    /// order, for their next and previous links.
    var tutorialReferences: [String] = []
    /// Problems found before rendering, reported with the page's own: an extension file's
    /// Topics items that name no symbol (they are shown on the type's page).
    var warnings: [SiteError] = []
    /// What a Topics list shows under a link to the page, as DocC does: its `description`, else
    /// its first paragraph; nil when it has neither.
    var abstract: String?
    /// The symbol links of a catalog's article that DocC counts for the symbols' Mentioned In
    /// (`MentionedIn`); empty for other pages.
    var symbolMentions: [SymbolMention] = []
    /// What its `@Options` turns off for the page itself.
    var options = PageOptions()
    /// What its `@Options(scope: global)` turns off for every page of its catalog.
    var globalOptions = PageOptions()
    /// Whether a catalog's page is its catalog's root without a module (`@TechnologyRoot` in its
    /// `@Metadata`).
    var isTechnologyRoot = false

    /// What the navigation and other pages' links depend on (a root page's Topics group the
    /// sidebar, a Topics list shows the abstract); when it changes, every page re-renders.
    var navigationKey: String {
        "\(outputPath)|\(title)|\(frontMatter.order ?? Int.max)|\(abstract ?? "")|"
            + headings.map(\.anchor).joined(separator: ",") + "|"
            + (topics?.groups ?? []).map { group in
                // `<doc:>` items too: what they curate decides the module page's "Articles".
                group.title + ":"
                    + group.items.compactMap { $0.symbolPath ?? $0.documentationName }.joined(
                        separator: ",")
            }.joined(separator: ";")
            + (isTechnologyRoot ? "|root" : "")
            + "|" + symbolMentions.map { "\($0.weight)\($0.path)" }.joined(separator: ",")
            // Other pages' See Also, Topics and role headings follow this one's global options.
            + (globalOptions.automaticSeeAlso ? "" : "|no-see-also")
            + (globalOptions.topicsVisualStyle.map { "|topics-" + $0 } ?? "")
            + (globalOptions.automaticTitleHeading.map { $0 ? "|heading" : "|no-heading" } ?? "")
    }

    /// A DocC catalog's article or an API page: its headings' anchors are DocC's
    /// (`#Fill-a-basket`).
    var doccAnchors: Bool { reading.doccAnchors }

    /// The bounds its rendering keeps: a page people write fails past one, a generated page
    /// (API reference, folder index) shows the construct plain with a warning.
    var limits: MarkdownLimits { reading.limits }

    /// Whether the page may show a `@Snippet`, whose file it reads as it renders.
    var showsSnippets: Bool { body.contains("@Snippet") }
}
