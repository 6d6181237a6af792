import CollorGallery
import Testing

@testable import CollorMarkdown

@Suite struct DirectiveTests {
    @Test func argumentsParseQuotedAndBareValuesWithLabels() throws {
        let arguments = try #require(
            BlockDirective.arguments(#" "Swift \"5\"", visualStyle: compactGrid, size : 2 "#))
        #expect(
            arguments == [
                .init(label: nil, value: #"Swift "5""#),
                .init(label: "visualStyle", value: "compactGrid"),
                .init(label: "size", value: "2"),
            ])
        #expect(BlockDirective.arguments(#"source: "open"#) == nil)
        #expect(BlockDirective.arguments("a: 1,") == nil)
        #expect(BlockDirective.arguments("") == [])
    }

    /// Indented content (which CommonMark would read as code) is markdown inside directives, and
    /// nested directives lay out as rows, columns and tabs.
    /// Nesting costs linear work (hostile-input finding 3: 2,000 levels took 7 s, 20,000 did not
    /// end in 120 s; each opening searched its siblings for its closing, and each line summed
    /// its enclosing directives' indents). 20,000 levels, indented and not, render at once; past
    /// `MarkdownLimits.markdownNesting` a page people write has an error there, and generated
    /// text shows the rest as plain text with a warning.
    @Test func twentyThousandNestedDirectivesRenderAtOnceWithinTheNestingLimit() {
        let depth = 20_000
        let flat =
            String(repeating: "@Row {\n", count: depth) + "deepest\n"
            + String(repeating: "}\n", count: depth)
        let page = MarkdownRenderer.render(flat)
        let limit = MarkdownLimits.handWritten.markdownNesting
        // The document is the first level, each row one more: the 100th row is over the limit.
        #expect(page.html.components(separatedBy: "<div class=\"row\"").count == limit)
        #expect(page.html.contains("deepest") && !page.html.contains("<p>deepest</p>"))
        #expect(
            page.errors.map(\.description) == [
                "<input>:\(limit):1: over a limit on input: markdown nested deeper than"
                    + " \(limit) levels (quotes, lists, directives, emphasis, links)"
            ])
        let generated = MarkdownRenderer.render(flat, options: MarkdownOptions(limits: .generated))
        #expect(generated.html == page.html)
        #expect(generated.errors.isEmpty && generated.warnings.count == 1)
        let indented =
            (0..<98).map { String(repeating: "    ", count: $0) + "@Row {\n" }.joined()
            + String(repeating: "    ", count: 98) + "deepest\n"
            + (0..<98).reversed().map { String(repeating: "    ", count: $0) + "}\n" }.joined()
        let within = MarkdownRenderer.render(indented)
        #expect(within.html.contains("<p>deepest</p>"))
        #expect(within.errors.isEmpty && within.warnings.isEmpty)
    }

    @Test func nestedLayoutDirectivesRenderTheirIndentedContent() {
        let page = """
            # Title

            @Row {
                @Column(size: 2) {
                    Some *text*.
                }

                @Column {
                    - a
                    - b
                }
            }

            @TabNavigator {
                @Tab("Swift") {
                    ```swift
                    let x = 1
                    ```
                }
                @Tab("Shell") {
                    Run it.
                }
            }
            """
        let rendered = renderDialect(page)
        #expect(rendered.warnings.isEmpty)
        #expect(
            rendered.html == """
                <h1>Title</h1>
                <div class="row" style="--columns: 3">
                <div class="column" style="--span: 2">
                <p>Some <em>text</em>.</p>
                </div>
                <div class="column" style="--span: 1">
                <ul>
                <li>a</li>
                <li>b</li>
                </ul>
                </div>
                </div>
                <div class="tabs">
                <input type="radio" class="tab-control" name="tabs-1" id="tabs-1-0" checked><label for="tabs-1-0">Swift</label>
                <input type="radio" class="tab-control" name="tabs-1" id="tabs-1-1"><label for="tabs-1-1">Shell</label>
                <div class="tab-panels">
                <div class="tab-panel">
                <pre><code class="language-swift">let x = 1
                </code></pre>
                </div>
                <div class="tab-panel">
                <p>Run it.</p>
                </div>
                </div>
                </div>

                """)
        // Each tab's name opens its content in what the report reads, as in docc's render JSON
        // (DocC's `BookLikeContent` read "📚" where docc has "Powers Exercise routines 📚 Hats").
        let shown = rendered.shownBlocks().filter { $0.kind == .paragraph }.map {
            $0.text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(shown == ["Some text.", "a", "b", "Swift", "Shell", "Run it."])
    }

    /// `@CustomMetadata` is docc's too (its render JSON's metadata, shown nowhere): DocC's
    /// `BookLikeContent` test catalog warned "unknown directive @CustomMetadata in @Metadata".
    @Test func metadataIsReadAndNeverShown() {
        let page = """
            # Baskets

            @Metadata {
                @DisplayName("Shopping baskets")
                @TitleHeading("Guide")
                @PageColor(green)
                @Available(iOS, introduced: "15.0")
                @Available(macOS, introduced: "12.0", deprecated: "14.0")
                @CustomMetadata(key: "country", value: "Belgium")
            }

            @Options {
                @AutomaticSeeAlso(disabled)
            }

            @Comment {
                A note to the authors, with a heading:
                ## Hidden
            }

            Text.
            """
        let rendered = renderDialect(page)
        #expect(rendered.html == "<h1>Baskets</h1>\n<p>Text.</p>\n")
        #expect(rendered.warnings.isEmpty)
        #expect(rendered.metadata.displayName == "Shopping baskets")
        #expect(rendered.metadata.titleHeading == "Guide")
        #expect(rendered.metadata.pageColor == "green")
        // iPadOS and Mac Catalyst follow iOS, as docc 6.3.1 lists them
        // (CollorSiteTests' `AvailableFallbackTests`, `scripts/docc-available-fallbacks.py`).
        #expect(
            rendered.metadata.availability == [
                .init(platform: "iOS", introduced: "15.0", deprecated: nil),
                .init(platform: "iPadOS", introduced: "15.0", deprecated: nil),
                .init(platform: "Mac Catalyst", introduced: "15.0", deprecated: nil),
                .init(platform: "macOS", introduced: "12.0", deprecated: "14.0"),
            ])
        // docc 6.3.1 heads a `@PageKind(sampleCode)` page "Sample Code" (its render JSON's
        // `roleHeading`), an `@PageKind(article)` one "Article"; `@TitleHeading` wins.
        for (kind, heading) in [("sampleCode", "Sample Code"), ("article", "Article")] {
            let kindPage = "@Metadata {\n  @PageKind(\(kind))\n}\n\n# Demo\n\nText.\n"
            #expect(renderDialect(kindPage).metadata.titleHeading == heading)
        }
        let both = "@Metadata {\n  @TitleHeading(Demo)\n  @PageKind(sampleCode)\n}\n\n# D\n"
        #expect(renderDialect(both).metadata.titleHeading == "Demo")
        // The comment's heading is not an anchor of the page.
        let anchors = MarkdownDocument(page).headings()
        #expect(anchors.map(\.title) == ["Baskets"])
    }

    /// A block's `{` may stand alone on the line after its header, as swift-markdown reads it:
    /// the content is then dedented by the brace's indent (docc 6.3.1 reads a line indented
    /// further than its brace as code: `docc-member-extensions`'s `Remove.md` and
    /// `MemberExtensionFilesTests`).
    @Test func aBraceOnTheNextLineOpensTheBlock() {
        for page in [
            "# B\n\n@Metadata\n{\n@DisplayName(\"Shown\")\n}\n\nText.\n",
            "# B\n\n@Metadata\n    {\n    @DisplayName(\"Shown\")\n    }\n\nText.\n",
        ] {
            let rendered = renderDialect(page)
            #expect(rendered.html == "<h1>B</h1>\n<p>Text.</p>\n", "\(page)")
            #expect(rendered.metadata.displayName == "Shown" && rendered.warnings.isEmpty)
        }
        let code = renderDialect("@Metadata\n{\n    @DisplayName(\"Code\")\n}\n\nText.\n")
        #expect(code.html == "<p>Text.</p>\n" && code.metadata.displayName == nil)
    }

    /// Unknown and malformed directives are warnings at the `@` (front matter counted) and are
    /// left out; text that only starts with `@` stays text.
    @Test func unknownAndMalformedDirectivesAreWarningsAndLeftOut() {
        let page = """
            Intro.

            @Sparkles(intensity: 3) {
                Shiny.
            }

            @Image(source: "unterminated)

            @Row {
                Never closed.

            @mention said hi.
            """
        let rendered = renderDialect(page, context: MarkdownContext(file: "a.md", lineOffset: 3))
        #expect(!rendered.html.contains("@Sparkles"))
        #expect(!rendered.html.contains("Shiny"))
        #expect(rendered.html.contains("<p>@mention said hi.</p>"))
        let positions = rendered.warnings.map { "\($0.line):\($0.column) \($0.reason)" }
        #expect(
            positions == [
                "6:1 unknownDirective(\"Sparkles\")",
                "10:1 malformedDirective(\"@Image: “@Image(source: \\\"unterminated)” has no closing )\")",
                "12:1 malformedDirective(\"@Row has no closing }\")",
            ])
    }

    @Test func commentOnOneLineAndInlineContent() {
        let rendered = renderDialect("@Comment { hidden }\n\n@Small { Fine print. }\n")
        #expect(rendered.html == "<div class=\"small\">\n<p>Fine print.</p>\n</div>\n")
    }

    @Test func directiveLinesInsideFencedCodeStayCode() {
        let page = "```\n@Row {\n}\n```\n"
        #expect(renderDialect(page).html == "<pre><code>@Row {\n}\n</code></pre>\n")
    }

    /// The fence-aware search for a directive's header, which reads only lines that start with
    /// `@` or a run of three backticks or tildes, agrees with reading every line, on pages made
    /// of fences, headers, indented and mid-line lookalikes, with both line endings.
    @Test func headersOutsideFencesMatchALineByLineReading() {
        let pieces = [
            "```", "````", "~~~", "``", "  ```swift", "@Row {", "@Test func a()", "@x", "text",
            "a ``` b", "  @Image", "}", "", "mail@Example", "\t~~~~", "````` x",
        ]
        var random = SeededRandom(seed: 7)
        for _ in 0..<3_000 {
            let lines = (0..<Int(random.next() % 12)).map { _ in
                pieces[Int(random.next() % UInt64(pieces.count))]
            }
            let page = lines.joined(separator: random.next() % 4 == 0 ? "\r\n" : "\n")
            var expected = false
            var fence: (byte: Character, count: Int)?
            for line in page.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                let text = line.drop { $0 == " " || $0 == "\t" }
                let run = text.prefix { $0 == text.first && ($0 == "`" || $0 == "~") }
                if let open = fence {
                    let rest = text.dropFirst(run.count)
                    if run.first == open.byte, run.count >= open.count,
                        rest.allSatisfy({ $0 == " " || $0 == "\t" })
                    {
                        fence = nil
                    }
                } else if run.count >= 3, let byte = run.first {
                    fence = (byte, run.count)
                } else if text.first == "@", let next = text.dropFirst().first, next.isUppercase,
                    next.isASCII
                {
                    expected = true
                    break
                }
            }
            var bytes = page
            let found = bytes.withUTF8 { DirectiveScanner.hasHeaderOutsideFences($0) }
            #expect(found == expected, "\(page.debugDescription)")
        }
    }

    @Test func problemsInsideDirectiveContentNameTheSourceLineAndColumn() {
        let page = """
            @Row {
                @Column {
                    See [missing](nowhere.md).
                }
            }
            """
        let context = MarkdownContext(
            file: "p.md", resolveLink: { _, _ in .failure(.brokenLink("nowhere.md")) })
        let rendered = renderDialect(page, context: context)
        #expect(rendered.warnings.map { "\($0.line):\($0.column)" } == ["3:13"])
    }

    /// A snippet as swift-docc-plugin extracts it and docc 6.3.1 shows it (`Snippet.swift`):
    /// the whole file's code after its explanation, the opening comment up to its first blank
    /// line, rendered as markdown (DocC's `Snippets` test catalog shows "Does a foo." that
    /// way); a slice's code alone; hidden lines never.
    @Test func snippetsShowTheExplanationBeforeTheWholeCodeAndNeverHiddenLines() {
        let snippet = """
            // Adds a *fruit* to a basket.
            //
            //     Twice indented.

            // A comment of the code.
            import Basket
            //snippet.HIDE
            let setup = 1
            // snippet.show
            var basket = Basket()
            // snippet.add
            basket.add("apple")
            // snippet.end
            """
        let context = MarkdownContext(snippet: { $0 == "Fruit/Snippets/Add" ? snippet : nil })
        let whole = renderDialect("@Snippet(path: \"Fruit/Snippets/Add\")\n", context: context)
        #expect(
            whole.html == """
                <p>Adds a <em>fruit</em> to a basket.</p>
                <pre><code>Twice indented.
                </code></pre>
                <pre><code class="language-swift">// A comment of the code.
                import Basket
                var basket = Basket()
                basket.add(&quot;apple&quot;)
                </code></pre>

                """)
        let slice = renderDialect(
            "@Snippet(path: \"Fruit/Snippets/Add\", slice: add)\n", context: context)
        #expect(
            slice.html
                == "<pre><code class=\"language-swift\">basket.add(&quot;apple&quot;)\n</code></pre>\n"
        )
        // What the page shows, as docc's render JSON lists it (the report reads it): DocC's
        // `Snippets` test catalog's page showed three listings and reported none.
        #expect(
            whole.blocks.map(\.kind) == [.paragraph, .code(language: ""), .code(language: "swift")])
        #expect(whole.text.contains("Adds a fruit to a basket."))
        let missing = renderDialect("@Snippet(path: \"Fruit/Snippets/Nope\")\n", context: context)
        #expect(missing.html.isEmpty)
        #expect(missing.blocks.isEmpty)
        #expect(missing.warnings.map(\.reason) == [.missingResource("snippet Fruit/Snippets/Nope")])
    }

    /// An explanation that includes its own snippet does not include it again (nor any other):
    /// no input nests snippets without end. Its problem is reported at the directive.
    @Test func anExplanationIncludesNoSnippet() {
        let snippet = "// @Snippet(path: \"Loop\")\nlet x = 1\n"
        let context = MarkdownContext(snippet: { $0 == "Loop" ? snippet : nil })
        let rendered = renderDialect("Text.\n\n@Snippet(path: \"Loop\")\n", context: context)
        #expect(rendered.html.components(separatedBy: "let x = 1").count == 2)
        #expect(rendered.warnings.map(\.reason) == [.missingResource("snippet Loop")])
        #expect(rendered.warnings.map(\.line) == [3])
    }

    @Test func imagesUseTheCatalogsResourceWithItsDarkVariant() {
        let context = MarkdownContext(resolveResource: { name in
            name == "basket"
                ? .init(url: "images/basket.png", darkURL: "images/basket~dark.png") : nil
        })
        let rendered = renderDialect(
            "@Image(source: basket, alt: \"A basket\") {\n    The *caption*.\n}\n\n@Image(source: gone)\n",
            context: context)
        #expect(
            rendered.html == """
                <figure class="image">
                <picture><source srcset="images/basket~dark.png" media="(prefers-color-scheme: dark)"><img src="images/basket.png" alt="A basket" /></picture>
                <figcaption>
                <p>The <em>caption</em>.</p>
                </figcaption>
                </figure>

                """)
        #expect(rendered.warnings.map(\.reason) == [.missingResource("gone")])
    }

    /// docc's "Resource 'arkit.png' couldn't be found" for `![figure](arkit.png)` in a doc
    /// comment or a catalog's page that names no resource (DocC's
    /// `BundleWithLonelyDeprecationDirective` test catalog): the image is left out, as docc
    /// leaves it out, where a broken image showed without a word; one beside the page or in
    /// the catalog is shown.
    @Test func anImageTheCatalogLacksIsLeftOutWithDoccsWarning() {
        let context = MarkdownContext(
            resolveLink: { path, _ in
                path == "beside.png" ? .rewrite("beside.png") : .failure(.brokenLink(path))
            },
            resolveResource: { name in name == "basket" ? .init(url: "images/basket.png") : nil })
        let markdown =
            "A ![figure](arkit.png) and ![b](beside.png) ![c](basket) ![d](https://x.org/d.png).\n"
        let docc = MarkdownRenderer.render(
            markdown, options: MarkdownOptions(highlightSwift: false, doccAnchors: true),
            context: context)
        #expect(
            docc.html
                == "<p>A  and <img src=\"beside.png\" alt=\"b\" /> <img src=\"images/basket.png\" alt=\"c\" /> <img src=\"https://x.org/d.png\" alt=\"d\" />.</p>\n"
        )
        #expect(docc.warnings.map(\.reason) == [.missingResource("arkit.png")])
        #expect(docc.warnings.map(\.column) == [3])
        #expect(docc.blocks.filter { $0.kind == .image(source: "arkit.png") }.isEmpty)
        // A markdown folder's page keeps its link, warned about as a broken link.
        let plain = MarkdownRenderer.render(
            markdown,
            options: MarkdownOptions(highlightSwift: false), context: context)
        #expect(plain.html.contains("<img src=\"arkit.png\" alt=\"figure\" />"))
        #expect(plain.warnings.map(\.reason) == [.brokenLink("arkit.png")])
    }

    /// Without a catalog, a media directive's source is a link like any other: a script URL
    /// is stripped with a warning.
    @Test func mediaSourcesWithUnsafeSchemesAreStripped() {
        let rendered = renderDialect(
            "@Image(source: \"javascript:alert(1)\", alt: x)\n\n@Video(source: \"data:video/mp4,x\")\n"
        )
        #expect(rendered.html.isEmpty)
        #expect(
            rendered.warnings.map(\.reason) == [
                .strippedLink("javascript:alert(1)"), .strippedLink("data:video/mp4,x"),
            ])
    }
}
