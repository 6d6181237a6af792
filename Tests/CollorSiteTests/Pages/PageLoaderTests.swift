import CollorMarkdown
import Testing

@testable import CollorSite

/// The loading stage alone: documents in, pages out, with no builder around it.
@Suite struct PageLoaderTests {
    private func input(_ path: String, _ text: String, doccAnchors: Bool = false) -> PageInput {
        PageInput(
            path: path, content: .written(text), displayPath: "Docs/" + path,
            outputPath: String(path.dropLast(3)) + ".html", kind: .guide, section: "Guides",
            reading: MarkdownReading(doccAnchors: doccAnchors))
    }

    @Test func theTitleIsTheFrontMattersThenDisplayNamesThenTheHeadingsThenTheFileNames() throws {
        let titled = try PageLoader.load(input("a.md", "---\ntitle: Front\n---\n# Heading\n"))
        #expect(titled.title == "Front")
        let named = try PageLoader.load(
            input("b.md", "# Heading\n\n@Metadata {\n  @DisplayName(\"Shown\")\n}\n"))
        #expect(named.title == "Shown")
        let headed = try PageLoader.load(input("c.md", "## Second\n\n# First\n"))
        #expect(headed.title == "First")
        let plain = try PageLoader.load(input("guide/fill-a-basket.md", "Just text.\n"))
        #expect(plain.title == "Fill A Basket")
    }

    @Test func aSlugRenamesTheOutputInItsFolderAndTheBodyKeepsItsLines() throws {
        let page = try PageLoader.load(
            input("guide/model.md", "---\nslug: start\norder: 2\n---\n# Model\n\nText.\n"))
        #expect(page.outputPath == "guide/start.html")
        #expect(page.frontMatter.order == 2)
        #expect(page.body == "# Model\n\nText.\n")
        #expect(page.bodyLineOffset == 4)
        #expect(page.headings == [TOCEntry(level: 1, title: "Model", anchor: "model")])
    }

    @Test func aCatalogsArticleHasDocCsAnchors() throws {
        let page = try PageLoader.load(
            input("Kit/fill.md", "# Fill a Basket\n\n## Pick Fruit\n", doccAnchors: true))
        #expect(page.headings.map(\.anchor) == ["Fill-a-Basket", "Pick-Fruit"])
        #expect(page.doccAnchors)
    }

    /// docc warns "An article is expected to start with a top-level heading title" at the
    /// first block of a catalog's article that is not a level-1 heading (its `Article.init`;
    /// DocC's `BundleWithoutAvailability` catalog holds one with a comment alone); a page of
    /// plain markdown, which docc never reads, is titled by its file name without a word. docc
    /// drops such an article: it is not written.
    @Test func aCatalogsArticleWithoutATitleIsWarnedAbout() throws {
        let cases: [(text: String, place: String?)] = [
            ("<!-- Copyright -->\n", "Docs/Kit/a.md:1:1"),
            ("", "Docs/Kit/a.md:1:1"),
            ("Intro.\n\n# Late\n", "Docs/Kit/a.md:1:1"),
            ("\n\n## Second first\n", "Docs/Kit/a.md:3:1"),
            ("# Titled\n\nText.\n", nil),
            ("---\ntitle: Front\n---\nText.\n", nil),
        ]
        for (text, place) in cases {
            let page = try PageLoader.load(input("Kit/a.md", text, doccAnchors: true))
            #expect(
                page.warnings.map { "\($0.file):\($0.line):\($0.column)" }
                    == (place.map { [$0] } ?? []), "\(text)")
            #expect(page.warnings.allSatisfy { $0.reason.identifier == "article.noTitle" })
            // Left out, as docc leaves it out.
            #expect(page.lacksTitle == (place != nil), "\(text)")
            #expect(page.isWritten == (place == nil), "\(text)")
        }
        let plain = try PageLoader.load(input("guide/a.md", "Just text.\n"))
        #expect(plain.warnings.isEmpty)
    }

    @Test func anExtensionFileKnowsItsSymbolAndTopics() throws {
        let page = try PageLoader.load(
            input(
                "Kit/Basket.md",
                "# ``Kit/Basket``\n\nA basket.\n\n## Topics\n\n### Filling\n\n- ``add(_:)``\n"))
        #expect(page.extendedSymbol == "Kit/Basket")
        #expect(page.topics?.groups.map(\.title) == ["Filling"])
        #expect(page.topics?.groups.first?.items.map(\.symbolPath) == ["add(_:)"])
    }

    /// docc reads a title's first child alone: a symbol link followed by a comment or words is
    /// still an extension file (swift-nio's root page, ` # ``NIO`` <!-- SwiftNIO --> `, was an
    /// article here, and its module had no page); words before the link make an article.
    @Test func aTitleThatStartsWithASymbolLinkExtendsTheSymbol() throws {
        let titles = [
            "# ``Kit`` <!-- The kit -->\n\nThe kit.\n": "Kit",
            "# ``Kit/Basket`` in depth\n": "Kit/Basket",
            "# The ``Kit`` module\n": nil,
            "# Kit\n": nil,
        ]
        for (text, symbol) in titles {
            let page = try PageLoader.load(input("Kit/page.md", text, doccAnchors: true))
            #expect(page.extendedSymbol == symbol, "\(text)")
            if let symbol { #expect(page.title == symbol, "\(text)") }
        }
    }

    @Test func eachInputLoadsOnItsOwnAndErrorsNameTheirFile() {
        let loaded = PageLoader.load([
            input("a.md", "---\norder: x\n---\n# A\n"),
            input("b.md", "# B\n"),
            input("c.md", "---\ntitle: [\n---\n"),
        ])
        #expect(loaded.pages.map(\.sourcePath) == ["b.md"])
        #expect(loaded.errors.map(\.file) == ["Docs/a.md", "Docs/c.md"])
        #expect(
            loaded.errors.first?.reason
                == .markdown(.invalidFrontMatter("'order' must be a whole number")))
    }

    /// Loading keeps the trees of the inputs' first `treeBudget` bytes of markdown, and no
    /// more: every kept tree is alive when rendering starts (a 10,000-page site's held 135 MB,
    /// most of `serve`'s peak). The pages past it load all the same, and parse again to render.
    @Test func treesAreKeptForTheFirstPagesWithinTheBudgetOnly() {
        let inputs = [
            input("a.md", "# A\n"), input("b.md", "# B\n\nMore.\n"), input("c.md", "# C\n"),
        ]
        // 4 and 11 bytes fit in 15; the third page's 4 do not.
        let loaded = PageLoader.load(inputs, treeBudget: 15)
        #expect(loaded.pages.map(\.sourcePath) == ["a.md", "b.md", "c.md"])
        #expect(loaded.pages.map(\.title) == ["A", "B", "C"])
        #expect(loaded.documents.keys.sorted() == ["a.md", "b.md"])
        #expect(PageLoader.load(inputs).documents.count == 3)
    }

    @Test func aGeneratedPagesSettingsAreItsValuesNotYAMLReadBack() throws {
        var generated = input("api/Kit/Basket.md", "")
        generated.content = .generated(
            GeneratedPage(
                title: "Basket: \"quoted\"\n---", description: "A basket.", order: -1,
                blocks: [
                    .heading(level: 1, [.text("Basket")]),
                    .heading(level: 2, [.code("add(_:)")], anchor: "add(_:)-1syvw"),
                ]))
        let page = try PageLoader.load(generated)
        #expect(page.title == "Basket: \"quoted\"\n---")
        #expect(page.frontMatter.description == "A basket.")
        #expect(page.frontMatter.order == -1)
        #expect(page.bodyLineOffset == 0)
        #expect(page.headings.map(\.anchor) == ["basket", "add(_:)-1syvw"])
    }

    @Test func aHandWrittenPageOverTheLimitIsRefusedAGeneratedOneIsNot() throws {
        let text = "# Big\n" + String(repeating: "word ", count: 60_000)
        var generated = input("api/Big.md", text)
        generated.reading.limits = .generated
        #expect(try PageLoader.load(generated).title == "Big")
        #expect(throws: SiteError.self) { try PageLoader.load(input("big.md", text)) }
    }
}
