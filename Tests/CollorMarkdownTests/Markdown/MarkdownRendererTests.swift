import Testing

@testable import CollorMarkdown

@Suite struct MarkdownRendererTests {
    private func render(
        _ markdown: String, options: MarkdownOptions = MarkdownOptions(),
        context: MarkdownContext = MarkdownContext(file: "page.md")
    ) -> RenderedMarkdown {
        MarkdownRenderer.render(markdown, options: options, context: context)
    }

    @Test func headingsGetStableUniqueAnchors() {
        let rendered = render(
            "# Getting *started*\n\n## Usage\n\n## Usage\n\n### `diff(sections:)`\n")
        #expect(
            rendered.headings.map(\.anchor) == [
                "getting-started", "usage", "usage-1", "diff-sections",
            ])
        #expect(rendered.firstHeading == "Getting started")
        #expect(rendered.html.contains("<h2 id=\"usage-1\"><a class=\"anchor\" href=\"#usage-1\""))
        // The same text gives the same anchors on every build.
        #expect(
            render("## Usage\n\n## Usage\n").headings == render("## Usage\n\n## Usage\n").headings)
    }

    @Test func slugsOfUnusualText() {
        #expect(Slugger.slug("Hello, World!") == "hello-world")
        #expect(Slugger.slug("  ---  ") == "section")
        #expect(Slugger.slug("Ünïcode Straße") == "ünïcode-straße")
        var slugger = Slugger()
        #expect(
            ["a", "a", "a-1", "a"].map { slugger.uniqueSlug($0) } == ["a", "a-1", "a-1-1", "a-2"])
    }

    @Test func tableOfContentsListsHeadingsInOrder() {
        let rendered = render("# T\n\n## One\n\ntext\n\n### Sub\n\n## Two\n")
        #expect(
            rendered.headings == [
                TOCEntry(level: 1, title: "T", anchor: "t"),
                TOCEntry(level: 2, title: "One", anchor: "one"),
                TOCEntry(level: 3, title: "Sub", anchor: "sub"),
                TOCEntry(level: 2, title: "Two", anchor: "two"),
            ])
    }

    @Test func swiftBlocksAreHighlightedOthersAreNot() {
        let rendered = render("```swift\nlet x = \"<a>\" // note\n```\n\n```sh\nlet x = 1\n```\n")
        #expect(
            rendered.html.contains(
                "<pre><code class=\"language-swift\"><span class=\"k\">let</span> x = "
                    + "<span class=\"s\">&quot;&lt;a&gt;&quot;</span> <span class=\"c\">// note</span>\n"
            ))
        #expect(rendered.html.contains("<pre><code class=\"language-sh\">let x = 1\n</code></pre>"))
    }

    @Test func invalidSwiftStillRenders() {
        let rendered = render("```swift\nfunc (((\n```\n")
        #expect(rendered.html.contains("<span class=\"k\">func</span> (((\n</code></pre>"))
    }

    @Test func markdownLinksAreRewrittenAndChecked() {
        let context = MarkdownContext(
            file: "guide/a.md",
            resolveLink: { path, anchor in
                if path == "b.md" && (anchor == nil || anchor == "usage") {
                    return .rewrite("b.html")
                }
                return .failure(.brokenLink(path))
            })
        let rendered = render(
            "See [b](b.md), [usage](b.md#usage) and [site](https://example.com/x.md).\n",
            context: context)
        #expect(rendered.diagnostics.isEmpty)
        #expect(
            rendered.html
                == "<p>See <a href=\"b.html\">b</a>, <a href=\"b.html#usage\">usage</a> and "
                + "<a href=\"https://example.com/x.md\">site</a>.</p>\n")
    }

    /// Warnings, as DocC's: docc does not check a plain link, and the page is published.
    @Test func brokenLinksAreWarningsNamingFileLineAndColumn() {
        let context = MarkdownContext(
            file: "guide/a.md", lineOffset: 2,
            resolveLink: { path, _ in .failure(.brokenLink(path)) })
        let rendered = render(
            "# T\n\nFirst line\nthen [gone](gone.md) and ![img](x.png)\n\n[anchor](#nowhere)\n",
            context: context)
        #expect(rendered.errors.isEmpty)
        #expect(
            rendered.warnings.map(\.description) == [
                "guide/a.md:6:6: broken link 'gone.md': no such page or file in the site",
                "guide/a.md:6:26: broken link 'x.png': no such page or file in the site",
                "guide/a.md:8:1: broken link '#nowhere': the page has no heading with that anchor",
            ])
    }

    @Test func sameNameHeadingAnchorIsFoundEvenWhenLater() {
        let context = MarkdownContext(resolveLink: { _, _ in .failure(.brokenLink("")) })
        let rendered = render("[down](#later)\n\n## Later\n", context: context)
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test func unsafeHTMLAndSchemesAreStrippedByDefault() {
        let markdown =
            "<script>alert(1)</script>\n\nText <b>bold</b> [x](javascript:alert(1)) [y](data:text/html,hi) [m](mailto:a@b.c)\n"
        let safe = render(markdown, context: MarkdownContext(resolveLink: { p, _ in .rewrite(p) }))
        #expect(!safe.html.contains("<script"))
        #expect(!safe.html.contains("<b>"))
        #expect(!safe.html.contains("javascript:"))
        #expect(!safe.html.contains("data:"))
        #expect(safe.html.contains("<a href=\"mailto:a@b.c\">m</a>"))
        #expect(safe.warnings.count == 5)
        let unsafe = render(markdown, options: MarkdownOptions(allowUnsafe: true))
        #expect(unsafe.html.contains("<script>alert(1)</script>"))
        #expect(unsafe.html.contains("<b>bold</b>"))
        #expect(unsafe.html.contains("href=\"javascript:alert(1)\""))
    }

    @Test func codeSpansLinkToTheirAPIPage() {
        let context = MarkdownContext(
            root: "../", symbolPage: { $0 == "CollectionData" ? "api/CollectionData.html" : nil })
        let rendered = render(
            "`CollectionData`, `other` and [`CollectionData`](x.html)\n", context: context)
        #expect(
            rendered.html == "<p><a class=\"symbol\" href=\"../api/CollectionData.html\"><code>"
                + "CollectionData</code></a>, <code>other</code> and <a href=\"x.html\"><code>"
                + "CollectionData</code></a></p>\n")
    }

    @Test func galleryBlockRendersThroughTheInjectedEmbedding() {
        let context = MarkdownContext(
            file: "g.md", root: "../", galleries: GalleryPlaceholder(names: ["Random", "Pantone"]))
        let rendered = render(
            "```gallery\nRandom\n```\n\n```gallery Pantone\n```\n", context: context)
        #expect(rendered.diagnostics.isEmpty)
        #expect(rendered.galleries == ["Random", "Pantone"])
        #expect(
            rendered.html.contains(
                "<div class=\"gallery gallery-placeholder\" data-gallery=\"Random\">"))
        #expect(rendered.html.contains("href=\"../galleries/random.html\""))
        #expect(rendered.html.contains("data-gallery=\"Pantone\""))
    }

    /// A warning: docc would show the block as code; the page is published without it.
    @Test func anUnknownGalleryIsAWarningWithItsPosition() {
        let context = MarkdownContext(
            file: "g.md", galleries: GalleryPlaceholder(names: ["Random"]))
        let rendered = render("Intro\n\n```gallery\nMissing\n```\n", context: context)
        #expect(rendered.errors.isEmpty)
        #expect(
            rendered.warnings == [
                MarkdownDiagnostic(
                    file: "g.md", line: 3, column: 1,
                    reason: .host(AnyHostProblem(UnknownGallery("Missing", known: ["Random"]))))
            ])
    }

    @Test func withNoGalleriesEveryGalleryBlockIsWarnedAboutAtItsPosition() {
        let context = MarkdownContext(file: "g.md", galleries: GalleryPlaceholder())
        let rendered = render("```gallery Random\n```\n", context: context)
        #expect(
            rendered.warnings == [
                MarkdownDiagnostic(
                    file: "g.md", line: 1, column: 1,
                    reason: .host(AnyHostProblem(UnknownGallery("Random", known: []))))
            ])
        #expect(rendered.warnings.first?.message.contains("given no galleries") == true)
    }

    struct CustomGallery: GalleryEmbedding {
        var names: [String] { ["Demo"] }
        func html(for name: String, root: String) -> String {
            "<iframe data-demo=\"\(name)\"></iframe>\n"
        }
        func pages() -> [String: String] { [:] }
    }

    @Test func galleryEmbeddingIsPluggable() {
        let rendered = render(
            "```gallery\nDemo\n```\n", context: MarkdownContext(galleries: CustomGallery()))
        #expect(rendered.html == "<iframe data-demo=\"Demo\"></iframe>\n")
    }

    /// The page warns of `[x](#nowhere)` (docc does not check it) and the build report counts it
    /// unresolved; a link to a heading of the page stays resolved.
    @Test func aLinkToAMissingAnchorOfThePageIsUnresolved() {
        let context = MarkdownContext(file: "a.md", resolveLink: { path, _ in .rewrite(path) })
        let rendered = render(
            "# Title\n\n## Real\n\n[x](#nowhere) and [y](#real).\n", context: context)
        #expect(rendered.warnings.map(\.reason) == [.missingAnchor("#nowhere")])
        #expect(rendered.links.map(\.url) == [nil, "#real"])
    }

    @Test func searchTextIsThePlainText() {
        let rendered = render("# Title\n\nSome *emphasis* and `code`.\n\n- one\n- two\n")
        #expect(rendered.text == "Title Some emphasis and code. one two ")
    }
}
