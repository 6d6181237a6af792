import Testing

@testable import CollorMarkdown

@Suite struct TutorialTests {
    private static let files: [String: String] = [
        "Package.step1.swift": "let a = 1\n",
        "Package.step2.swift": "let a = 1\nlet b = 2\n",
        "config.json": "{\"a\": 1}\n",
    ]

    private static let context = MarkdownContext(
        file: "T.tutorial",
        resolveDocument: { name, _ in
            name == "Sorting"
                ? .titled("Sorting.html", title: "Sorting imports")
                : .failure(
                    .brokenLink("doc:" + name))
        },
        resolveFile: { files[$0] })

    @Test func tutorialRendersIntroSectionsAndNumberedStepsWithTheirCode() {
        let page = renderDialect(
            """
            @Tutorial(time: 15) {
              @XcodeRequirement(title: "Xcode 16", destination: "https://developer.apple.com/")

              @Intro(title: "Sort Imports") {
                Write a tool.
              }

              @Section(title: "Create a Package") {
                @ContentAndMedia {
                  Create it.
                }

                @Steps {
                  @Step {
                    Open `Package.swift`.

                    @Code(name: "Package.swift", file: Package.step1.swift)
                  }

                  @Step {
                    Add a line.

                    @Code(name: "Package.swift", file: "Package.step2.swift")
                  }
                }
              }
            }
            """, context: Self.context)
        #expect(page.warnings.isEmpty && page.errors.isEmpty)
        #expect(
            page.html == """
                <div class="tutorial">
                <header class="tutorial-intro">
                <p class="tutorial-eyebrow">Tutorial</p>
                <h1>Sort Imports</h1>
                <p>Write a tool.</p>
                <dl class="tutorial-details">
                <div><dt>Estimated time</dt><dd>15 minutes</dd></div>
                <div><dt>Requires</dt><dd><a href="https://developer.apple.com/">Xcode 16</a></dd></div>
                </dl>
                </header>
                <section class="tutorial-section" aria-labelledby="create-a-package">
                <h2 id="create-a-package">Create a Package</h2>
                <div class="tutorial-content-and-media">
                <p>Create it.</p>
                </div>
                <div class="tutorial-steps">
                <div class="tutorial-step" id="create-a-package-step-1">
                <p class="tutorial-step-number"><a href="#create-a-package-step-1">Step 1</a></p>
                <p>Open <code>Package.swift</code>.</p>
                <figure class="tutorial-code">
                <figcaption>Package.swift</figcaption>
                <pre><code class="language-swift">let a = 1
                </code></pre>
                </figure>
                </div>
                <div class="tutorial-step" id="create-a-package-step-2">
                <p class="tutorial-step-number"><a href="#create-a-package-step-2">Step 2</a></p>
                <p>Add a line.</p>
                <figure class="tutorial-code">
                <figcaption>Package.swift</figcaption>
                <pre><code class="language-swift">let a = 1
                let b = 2
                </code></pre>
                </figure>
                </div>
                </div>
                </section>
                </div>

                """)
        #expect(page.headings.map(\.anchor) == ["create-a-package"])
        #expect(page.firstHeading == "Sort Imports")
    }

    @Test func tableOfContentsLinksEachTutorialByItsTitle() {
        let page = renderDialect(
            """
            @Tutorials(name: "SwiftSyntax") {
              @Intro(title: "Introduction") {
                Learn it.
              }

              @Chapter(name: "By Example") {
                Explore the API.

                @TutorialReference(tutorial: "doc:Sorting")
                @TutorialReference(tutorial: "doc:Missing")
              }
            }
            """, context: Self.context)
        #expect(
            page.html == """
                <div class="tutorials">
                <header class="tutorial-intro">
                <p class="tutorial-eyebrow">SwiftSyntax</p>
                <h1>Introduction</h1>
                <p>Learn it.</p>
                </header>
                <section class="tutorial-chapter">
                <h2>By Example</h2>
                <p>Explore the API.</p>
                <p class="tutorial-card"><a href="Sorting.html">Sorting imports</a></p>
                <p class="tutorial-card">Missing</p>
                </section>
                </div>

                """)
        // docc 6.3.1 warns "The 'Chapter' directive must have exactly one 'Image' child
        // directive" too.
        #expect(
            page.warnings.map(\.description) == [
                "T.tutorial:6:3: directive shown without what is wrong: @Chapter has no @Image",
                "T.tutorial:10:5: broken link 'doc:Missing': no such page or file in the site",
            ])
    }

    /// A misplaced, misspelt or malformed directive is a warning at its line and column, and
    /// none of them shows as text.
    @Test func wrongTutorialDirectivesAreWarningsAtTheirPlaceAndNeverText() {
        let page = renderDialect(
            """
            @Step {
              Alone.
            }

            @Tutorial(time: soon, level: 2) {
              @Intro(title: "T") {
                Text.
              }

              @Section(title: "S") {
                @Steps {
                  @Stepp {
                    Misspelt.
                  }

                  @Step {
                    @Code(name: "a.swift")
                  }

                  @Step {
                    @Code(name: "b.swift", file: nothing.swift, reset: maybe)
                  }
                }
              }
            }
            """, context: Self.context)
        #expect(
            page.warnings.map(\.description) == [
                "T.tutorial:1:1: unknown directive @Step outside a tutorial (@Tutorials, @Tutorial"
                    + " or @Article), left out",
                "T.tutorial:5:1: directive shown without what is wrong: @Tutorial: time: “soon” is"
                    + " not a number of minutes",
                "T.tutorial:5:1: directive shown without what is wrong: @Tutorial: unknown"
                    + " argument level: ignored",
                "T.tutorial:12:7: unknown directive @Stepp, left out",
                "T.tutorial:17:9: malformed directive, left out: @Code needs file:",
                "T.tutorial:21:9: directive shown without what is wrong: @Code: reset: “maybe”"
                    + " is neither true nor false",
                "T.tutorial:21:9: nothing named nothing.swift in the catalog or the package's"
                    + " Snippets folder: left out",
            ])
        for text in ["Alone", "Misspelt", "@", "nothing.swift"] {
            #expect(!page.html.contains(text), "\(text)")
        }
        #expect(page.html.contains("<div class=\"tutorial-step\" id=\"s-step-2\">"))
    }

    @Test func missingChildrenAndChildrenInTheWrongPlaceAreWarnings() {
        let page = renderDialect(
            """
            @Tutorial {
              @Section(title: "S") {
                @Intro(title: "Misplaced") {
                  Here.
                }
              }
            }
            """)
        #expect(
            page.warnings.map(\.description) == [
                "<input>:1:1: directive shown without what is wrong: @Tutorial has no @Intro",
                "<input>:3:5: unknown directive @Intro in @Section, left out",
            ])
        #expect(!page.html.contains("Misplaced") && !page.html.contains("Here"))
    }

    /// Radio inputs in a fieldset, each choice's text its label and its justification after it,
    /// which the theme shows when the input is checked.
    @Test func multipleChoiceIsRadioInputsWithLabelsAndJustifications() {
        let page = renderDialect(
            """
            @Tutorial(time: 5) {
              @Intro(title: "T") {
              }

              @Section(title: "S") {
              }

              @Assessments {
                @MultipleChoice {
                  Which is right?

                  @Choice(isCorrect: true) {
                    This one.

                    @Justification(reaction: "Yes!") {
                      Because.
                    }
                  }

                  @Choice(isCorrect: false) {
                    That one.

                    @Justification {
                      Not so.
                    }
                  }
                }
              }
            }
            """)
        #expect(page.warnings.isEmpty)
        let assessments = page.html.split(separator: "<section class=\"tutorial-assessments\">")
            .last.map(String.init)
        #expect(
            assessments == """

                <h2>Check Your Understanding</h2>
                <fieldset class="multiple-choice">
                <legend>Question 1</legend>
                <p>Which is right?</p>
                <div class="choice" data-correct="true">
                <input type="radio" class="choice-input" name="question-1" id="question-1-choice-1">
                <label for="question-1-choice-1">This one.
                </label>
                <div class="justification">
                <p class="reaction">Yes!</p>
                <p>Because.</p>
                </div>
                </div>
                <div class="choice" data-correct="false">
                <input type="radio" class="choice-input" name="question-1" id="question-1-choice-2">
                <label for="question-1-choice-2">That one.
                </label>
                <div class="justification">
                <p class="reaction">Incorrect.</p>
                <p>Not so.</p>
                </div>
                </div>
                </fieldset>
                </section>
                </div>

                """)
    }

    /// Directives nested as deep as input makes them cost linear work, and past the nesting
    /// limit the page has its error, as every other directive.
    @Test func deeplyNestedTutorialDirectivesStayLinearAndWithinTheNestingLimit() {
        // 5,000 levels: more would pass the page size limit.
        let depth = 5_000
        let page = renderDialect(
            "@Tutorial(time: 1) {\n" + String(repeating: "@Section(title: \"x\") {\n", count: depth)
                + String(repeating: "}\n", count: depth) + "}\n")
        #expect(page.errors.map(\.line) == [MarkdownLimits.handWritten.markdownNesting])
        #expect(
            page.warnings.map(\.reason) == [
                .invalidDirective("@Tutorial has no @Intro"),
                .unknownDirective("Section in @Section"),
            ])
    }

    @Test func tutorialDocumentTellsItsKindTitleTimeAndCodeFiles() {
        let document = MarkdownDocument(
            """
            @Tutorial(time: 20) {
              @Intro(title: "Sort Imports") {
              }
              @Section(title: "S") {
                @Steps {
                  @Step {
                    @Code(name: "P", file: a.swift)
                  }
                  @Step {
                    @Code(name: "P", file: b.proto, previousFile: a.swift)
                  }
                }
              }
            }
            """)
        #expect(document.tutorialKind == "Tutorial")
        #expect(document.tutorialTitle == "Sort Imports")
        #expect(document.tutorialTime == 20)
        #expect(document.tutorialCodeFiles == ["a.swift", "b.proto"])
        #expect(CodeFileLanguage.of("Resources/b.proto") == "proto")
        #expect(CodeFileLanguage.of("route-mkdir.txt") == nil)
        #expect(CodeFileLanguage.of("v1.2/Makefile") == nil)
    }

    /// Volumes group chapters; resources link out, each under DocC's title for its kind.
    @Test func volumesAndResourcesOfATableOfContents() {
        let page = renderDialect(
            """
            @Tutorials(name: "Kit") {
              @Intro(title: "Meet Kit") {
              }

              @Volume(name: "Basics") {
                @Chapter(name: "First") {
                  @TutorialReference(tutorial: "doc:Sorting")
                }
              }

              @Resources {
                Explore more.

                @Documentation(destination: "https://example.com/docs") {
                  Read the reference.
                }

                @SampleCode(destination: "https://example.com/sample") {
                  Download it.
                }
              }
            }
            """, context: Self.context)
        // A volume and a chapter each show one image in DocC, which warns without it.
        #expect(
            page.warnings.map(\.description) == [
                "T.tutorial:5:3: directive shown without what is wrong: @Volume has no @Image",
                "T.tutorial:6:5: directive shown without what is wrong: @Chapter has no @Image",
            ])
        #expect(
            page.html.contains(
                """
                <section class="tutorial-volume">
                <h2>Basics</h2>
                <section class="tutorial-chapter">
                <h2>First</h2>
                <p class="tutorial-card"><a href="Sorting.html">Sorting imports</a></p>
                </section>
                </section>
                <section class="tutorial-resources">
                <h2>Resources</h2>
                <p>Explore more.</p>
                <div class="tutorial-resource">
                <h3><a href="https://example.com/docs">Documentation</a></h3>
                <p>Read the reference.</p>
                </div>
                <div class="tutorial-resource">
                <h3><a href="https://example.com/sample">Sample Code</a></h3>
                """))
    }

    /// A tutorial article: its intro, then stacks of content and media.
    @Test func articleWithStacksOfContentAndMedia() {
        let page = renderDialect(
            """
            @Article(time: 4) {
              @Intro(title: "Why Kit") {
                Because.
              }

              @Stack {
                @ContentAndMedia {
                  One.
                }

                @ContentAndMedia {
                  Two.
                }
              }

              @Stack {
                @Steps {
                }
              }
            }
            """)
        #expect(
            page.warnings.map(\.description) == [
                "<input>:16:3: directive shown without what is wrong: @Stack has no"
                    + " @ContentAndMedia",
                "<input>:17:5: unknown directive @Steps in @Stack, left out",
            ])
        #expect(
            page.html == """
                <div class="tutorial-article">
                <header class="tutorial-intro">
                <p class="tutorial-eyebrow">Article</p>
                <h1>Why Kit</h1>
                <p>Because.</p>
                <dl class="tutorial-details">
                <div><dt>Estimated time</dt><dd>4 minutes</dd></div>
                </dl>
                </header>
                <div class="tutorial-stack">
                <div class="tutorial-content-and-media">
                <p>One.</p>
                </div>
                <div class="tutorial-content-and-media">
                <p>Two.</p>
                </div>
                </div>
                <div class="tutorial-stack">
                </div>
                </div>

                """)
    }
}
