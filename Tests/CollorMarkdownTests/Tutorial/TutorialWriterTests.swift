import Testing

@testable import CollorMarkdown

/// The writer of typed tutorials: its state is its own, one root at a time, and the markdown
/// between blocks goes through the walker.
@Suite struct TutorialWriterTests {
    private static let files: [String: String] = [
        "a.swift": "let a = 1\n",
        "b.swift": "let a = 1\nlet b = 2\n",
    ]

    /// Each listing as `[index: previous lines]`, to show what the site's transition is given.
    private static let context = MarkdownContext(
        resolveFile: { files[$0] },
        codeListing: { listing in
            "[\(listing.index): \(listing.previousLines?.joined(separator: "|") ?? "none")]\n"
        })

    private static func step(_ code: String) -> String {
        "      @Step {\n        @Code(\(code))\n      }\n"
    }

    /// A listing changes the last one shown under its name; `previousFile:` names another and
    /// `reset: true` starts afresh; another name has its own.
    @Test func eachListingIsTheChangeFromTheLastOneUnderItsName() {
        let page = renderDialect(
            "@Tutorial {\n  @Intro(title: \"T\")\n  @Section(title: \"S\") {\n    @Steps {\n"
                + Self.step("name: P, file: a.swift") + Self.step("name: P, file: b.swift")
                + Self.step("name: Q, file: a.swift")
                + Self.step("name: P, file: a.swift, previousFile: a.swift")
                + Self.step("name: P, file: b.swift, reset: true") + "    }\n  }\n}\n",
            context: Self.context)
        #expect(page.warnings.isEmpty)
        let listings = page.html.split(separator: "\n").filter { $0.hasPrefix("[") }
        #expect(
            listings == [
                "[1: none]", "[2: let a = 1]", "[3: none]", "[4: let a = 1]", "[5: none]",
            ])
    }

    /// Two tutorials on one page: each numbers its steps and questions from one, and the
    /// markdown between them is the walker's.
    @Test func eachRootNumbersAfreshAndTheWalkerWritesWhatLiesBetween() {
        let tutorial = """
            @Tutorial {
              @Intro(title: "T")

              @Section(title: "S") {
                @Steps {
                  @Step {
                    Read **this** and `that`.
                  }
                }
              }

              @Assessments {
                @MultipleChoice {
                  @Choice(isCorrect: true) {
                    Yes.

                    @Justification
                  }
                }
              }
            }

            """
        let page = renderDialect(tutorial + "Between *them*.\n\n" + tutorial)
        #expect(page.html.contains("<p>Read <strong>this</strong> and <code>that</code>.</p>"))
        #expect(page.html.contains("<p>Between <em>them</em>.</p>"))
        #expect(page.html.contains("id=\"s-step-1\"") && page.html.contains("id=\"s-1-step-1\""))
        #expect(!page.html.contains("step-2"))
        #expect(
            page.html.components(separatedBy: "id=\"question-1-choice-1\"").count == 3,
            "each root's first choice is question 1's choice 1")
        #expect(page.headings.map(\.anchor) == ["s", "s-1"])
    }

    /// A choice's text is its label, without paragraphs; the label closes where the
    /// justification starts, or with the choice when it has none.
    @Test func aChoiceLabelClosesAtItsJustificationOrItsEnd() {
        let page = renderDialect(
            """
            @Tutorial {
              @Intro(title: "T")

              @Section(title: "S") {
              }

              @Assessments {
                @MultipleChoice {
                  @Choice(isCorrect: false) {
                    No justification.
                  }
                }
              }
            }
            """)
        #expect(
            page.html.contains(
                """
                <label for="question-1-choice-1">No justification.
                </label>
                </div>
                """))
    }
}
