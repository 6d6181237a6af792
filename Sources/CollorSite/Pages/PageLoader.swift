import CollorMarkdown
import Foundation

/// The loading stage: documents in, pages out. Each page's front matter is split and its text
/// parsed once for what other pages need before any renders (headings and their anchors, the
/// title, the symbol a DocC extension file documents, its Topics).
///
/// The syntax tree is kept (`ParsedDocument`) for the page's render in the same build, which
/// then frees it: the page is parsed once. Trees are kept for the first `treeBudget` bytes of
/// markdown only: every kept tree is alive at once when rendering starts, and a tree takes about
/// three times its text, so a 10,000-page site's would be most of the build's memory. The pages
/// past the budget are parsed again when they render, a batch at a time.
enum PageLoader {
    /// The markdown, in bytes, whose trees loading keeps for the render: every page of a site
    /// of 16 MiB of markdown (this project's is under 2) is parsed once.
    static let treeBudget = 16 << 20

    /// What a page counts against `treeBudget`: its text, or for a generated page, whose tree is
    /// built from blocks, the size of a typical symbol page's markdown.
    static func treeWeight(_ content: PageContent) -> Int {
        switch content {
        case .written(let text): text.utf8.count
        case .generated: 4_096
        }
    }

    /// The loaded pages, in the inputs' order, the trees kept by source path (the inputs' first
    /// within `treeBudget`), and the problems found, each input on its own.
    ///
    /// - Complexity: O(total size of the texts), spread over every core.
    static func load(_ inputs: [PageInput], treeBudget: Int = treeBudget)
        -> (pages: [SourcePage], documents: [String: ParsedDocument], errors: [SiteError])
    {
        // Decided before the parallel loading, in the inputs' order: the same inputs keep the
        // same trees, and a tree past the budget is freed by the task that made it.
        var weight = 0
        let keeps = inputs.map { input in
            weight += treeWeight(input.content)
            return weight <= treeBudget
        }
        let results = Array(zip(inputs, keeps)).concurrentMap {
            input, keep -> Result<(SourcePage, ParsedDocument?), SiteError> in
            Result { () throws(SiteError) -> (SourcePage, ParsedDocument?) in
                let loaded = try loadParsed(input)
                return (loaded.page, keep ? loaded.document : nil)
            }
        }
        var pages: [SourcePage] = []
        var documents: [String: ParsedDocument] = [:]
        var errors: [SiteError] = []
        for result in results {
            switch result {
            case .success(let (page, document)):
                pages.append(page)
                documents[page.sourcePath] = document
            case .failure(let error): errors.append(error)
            }
        }
        return (pages, documents, errors)
    }

    /// One page: its title is the front matter's, else `@DisplayName`'s, else its first level-1
    /// heading's (or first heading's), else its file name's.
    static func load(_ input: PageInput) throws(SiteError) -> SourcePage {
        try loadParsed(input).page
    }

    /// One page and its tree.
    static func loadParsed(_ input: PageInput) throws(SiteError)
        -> (page: SourcePage, document: ParsedDocument)
    {
        let split = try split(input)
        let document = input.content.document(
            body: split.body, lineOffset: split.bodyLineOffset, reading: input.reading)
        let headings = document.headings(
            doccAnchors: input.reading.doccAnchors, reserved: input.reservedAnchors)
        var heading =
            headings.first(where: { $0.level == 1 })?.title ?? headings.first?.title
        // An extension file is titled by its symbol link alone, whatever follows it in the
        // heading (a comment, words), as docc titles the symbol's page; ` # ``/Module`` ` by its
        // name.
        if let symbol = document.extendedSymbol { heading = symbol }
        let title =
            split.frontMatter.title ?? document.displayName ?? document.tutorialTitle ?? heading
            ?? titleFromFileName(input.path)
        var outputPath = input.outputPath
        if let slug = split.frontMatter.slug {
            outputPath = RelativePath.directory(of: input.path) + slug + ".html"
        }
        var page = SourcePage(
            sourcePath: input.path, outputPath: outputPath, kind: input.kind,
            section: input.section, source: input.content, frontMatter: split.frontMatter,
            body: split.body, bodyLineOffset: split.bodyLineOffset, headings: headings,
            title: title, displayPath: input.displayPath,
            extendedSymbol: document.extendedSymbol,
            deprecationSummary: document.deprecationSummaryPosition,
            // A generated page curates nothing: its Topics are its types' groups.
            topics: input.content.isGenerated
                ? nil : TopicsSection(in: document, source: split.body),
            reading: input.reading,
            codeBlocks: document.codeBlocks().compactMap { shown in
                CodeBlock(language: shown.language, code: shown.code).map {
                    CodeBlock.Shown(block: $0, line: shown.line)
                }
            },
            tutorialCodeFiles: document.tutorialCodeFiles, tutorialTime: document.tutorialTime,
            tutorialReferences: document.tutorialReferences,
            abstract: abstract(
                split.frontMatter, document, kind: input.kind,
                generated: input.content.isGenerated),
            symbolMentions: input.reading.doccAnchors && input.kind == .guide
                && document.tutorialTitle == nil ? document.symbolMentions : [],
            options: document.options.page, globalOptions: document.options.global,
            isTechnologyRoot: input.reading.doccAnchors && document.isTechnologyRoot)
        // docc requires an article's first block to be its title (`Article.init`), and drops
        // one without, with its warning: so here.
        if input.reading.doccAnchors, input.kind == .guide, !input.content.isGenerated,
            split.frontMatter.title == nil, document.tutorialTitle == nil,
            let place = document.blockBeforeTitle
        {
            page.warnings.append(
                SiteError(
                    file: input.displayPath, line: place.line + split.bodyLineOffset,
                    column: place.column, reason: .markdown(.articleWithoutTitle)))
            page.lacksTitle = true
        }
        return (
            page, ParsedDocument(document: document, source: input.content, body: split.body)
        )
    }

    /// A written page's front matter and body, read from its text; a generated page's, as they
    /// are.
    private static func split(_ input: PageInput) throws(SiteError) -> FrontMatter.Split {
        switch input.content {
        case .written(let text):
            do throws(MarkdownDiagnostic) {
                return try FrontMatter.split(
                    text, file: input.displayPath, maximumBytes: input.reading.limits.pageBytes)
            } catch {
                throw SiteError(error)
            }
        case .generated(let page):
            let frontMatter = FrontMatter(
                title: page.title.isEmpty ? nil : page.title, description: page.description,
                order: page.order, unsafe: page.unsafe)
            // Its blocks are its body, built into a tree when it is read (`PageContent.document`).
            return FrontMatter.Split(frontMatter: frontMatter, body: "", bodyLineOffset: 0)
        }
    }

    /// What a Topics list shows under a link to the page: its description, else its first
    /// paragraph; an API page's first paragraph is its kind, not an abstract. A generated
    /// page's description is plain text already (a summary read once): read as markdown again,
    /// `apply(_:) and unapply(_:)` would lose its underscores to emphasis and a code span's
    /// quotes would turn curly.
    private static func abstract(
        _ frontMatter: FrontMatter, _ document: MarkdownDocument, kind: SourcePage.Kind,
        generated: Bool
    ) -> String? {
        if generated, let description = frontMatter.description, !description.isEmpty {
            return description
        }
        if let abstract = frontMatter.description.flatMap({ MarkdownDocument.abstract(of: $0) }) {
            return abstract
        }
        return kind == .api ? nil : document.abstract
    }

    /// `guide/fill-a-basket.md` → `Fill A Basket`.
    static func titleFromFileName(_ path: String) -> String {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return name.replacingOccurrences(of: "-", with: " ").capitalized
    }
}
