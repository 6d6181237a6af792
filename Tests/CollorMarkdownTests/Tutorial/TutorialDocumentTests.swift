import Testing

@testable import CollorMarkdown

/// A tutorial is read into typed, checked values when its page is parsed, before any render.
@Suite struct TutorialDocumentTests {
    /// Each block's case name, indented by its depth; `markdown` for what the walker writes.
    private static func outline(_ block: TutorialBlock, depth: Int = 0) -> [String] {
        let name = String(describing: block.element).prefix { $0 != "(" }
        var lines = [String(repeating: "  ", count: depth) + name]
        for item in block.content {
            switch item {
            case .block(let child): lines += outline(child, depth: depth + 1)
            case .markdown: lines.append(String(repeating: "  ", count: depth + 1) + "markdown")
            }
        }
        return lines
    }

    private static func blocks(_ document: MarkdownDocument) -> [TutorialElement] {
        var elements: [TutorialElement] = []
        document.tutorials.forEachBlock { elements.append($0.element) }
        return elements
    }

    @Test func aTutorialIsReadIntoTypedBlocksWithTheMarkdownBetweenThem() throws {
        let document = MarkdownDocument(
            """
            Before.

            @Tutorial(time: 15, projectFiles: Kit.zip) {
              @XcodeRequirement(title: "Xcode 16", destination: "https://developer.apple.com/")

              @Intro(title: "Sort Imports") {
                Write a tool.
              }

              @Section(title: "Create") {
                @Steps {
                  @Step {
                    Open it.

                    @Code(name: "P.swift", file: b.swift, previousFile: a.swift, reset: true)
                  }
                }
              }
            }
            """)
        #expect(document.tutorials.problems.isEmpty)
        let root = try #require(document.tutorials.first)
        #expect(
            root.element
                == .root(
                    TutorialRoot(
                        kind: .tutorial, time: 15, projectFiles: "Kit.zip",
                        requirement: TutorialRequirement(
                            title: "Xcode 16", destination: "https://developer.apple.com/"))))
        #expect(root.directive.line == 3 && root.directive.column == 1)
        #expect(
            Self.outline(root) == [
                "root",
                "  requirement",
                "  intro",
                "    markdown",
                "  section",
                "    steps",
                "      step",
                "        markdown",
                "        code",
            ])
        #expect(
            Self.blocks(document).contains(
                .code(
                    TutorialCode(
                        name: "P.swift", file: "b.swift", previousFile: "a.swift", reset: true))))
        #expect(Self.blocks(document).contains(.intro(title: "Sort Imports", eyebrow: "Tutorial")))
    }

    /// The checks run when the page is read: each problem at its directive's line and column,
    /// with the text the walker reported when it checked while writing.
    @Test func problemsAreFoundWhenThePageIsReadAndMisplacedDirectivesAreLeftToTheWalker() throws {
        let document = MarkdownDocument(
            """
            @Step {
              Alone.
            }

            @Tutorial(time: soon, level: 2) {
              @Section(title: "S") {
                @Intro(title: "Misplaced") {
                  Here.
                }

                @Steps {
                  @Step {
                    @Code(name: "a.swift")
                  }
                }
              }
            }
            """)
        let problems = document.tutorials.problems.map {
            MarkdownDiagnostic(file: "T", line: $0.line, column: $0.column, reason: $0.reason)
                .description
        }
        #expect(
            problems == [
                "T:1:1: unknown directive @Step outside a tutorial (@Tutorials, @Tutorial or"
                    + " @Article), left out",
                "T:5:1: directive shown without what is wrong: @Tutorial: time: “soon” is not a"
                    + " number of minutes",
                "T:5:1: directive shown without what is wrong: @Tutorial: unknown argument level:"
                    + " ignored",
                "T:5:1: directive shown without what is wrong: @Tutorial has no @Intro",
                "T:7:5: unknown directive @Intro in @Section, left out",
                "T:13:9: malformed directive, left out: @Code needs file:",
            ])
        let root = try #require(document.tutorials.first)
        #expect(
            Self.outline(root) == [
                "root",
                "  section",
                "    markdown",
                "    steps",
                "      step",
                "        markdown",
            ])
        #expect(document.tutorials.roots.count == 1)
    }

    /// What the page shows is read once: a justification's default reaction follows its
    /// choice, a resource has DocC's title, a reference its name and anchor, an intro the table
    /// of contents' name.
    @Test func argumentsAreReadIntoWhatThePageShows() {
        let tableOfContents = MarkdownDocument(
            """
            @Tutorials(name: "Kit") {
              @Intro(title: "Meet Kit")

              @Chapter(name: "First") {
                @TutorialReference(tutorial: "doc:Kit/Sorting#step-2")
              }

              @Resources {
                @SampleCode(destination: "https://example.com/sample")
              }
            }
            """)
        #expect(
            Self.blocks(tableOfContents) == [
                .root(TutorialRoot(kind: .tableOfContents, name: "Kit")),
                .intro(title: "Meet Kit", eyebrow: "Kit"),
                .chapter(name: "First"),
                .reference(name: "Kit/Sorting", anchor: "step-2"),
                .resources,
                .resource(title: "Sample Code", destination: "https://example.com/sample"),
            ])
        #expect(tableOfContents.tutorialTitle == "Kit")
        #expect(tableOfContents.tutorialReferences == ["Kit/Sorting"])
        let quiz = MarkdownDocument(
            """
            @Article {
              @Intro(title: "Quiz")

              @Assessments {
                @MultipleChoice {
                  @Choice(isCorrect: true) {
                    @Justification
                  }

                  @Choice(isCorrect: false) {
                    @Justification(reaction: "Nope")
                  }

                  @Choice(isCorrect: false) {
                    @Justification
                  }
                }
              }
            }
            """)
        let reactions = Self.blocks(quiz).compactMap { element -> String? in
            guard case .justification(let reaction) = element else { return nil }
            return reaction
        }
        #expect(reactions == ["Correct!", "Nope", "Incorrect."])
        #expect(quiz.tutorialKind == "Article" && quiz.tutorialTitle == "Quiz")
    }

    /// A page's title, time and code files come from its tutorial, never from a directive that
    /// was left out: an `@Intro` inside a misplaced `@Tutorial` used to name an ordinary page,
    /// and a stray `@Code` gave it the tutorial script.
    @Test func leftOutDirectivesNameNoPageAndShowNoCode() {
        let document = MarkdownDocument(
            """
            # Page

            @Row {
              @Column {
                @Tutorial(time: 3) {
                  @Intro(title: "In a row")
                }
              }
            }

            @Code(name: "x", file: a.swift)
            """)
        #expect(document.tutorialTitle == nil)
        #expect(document.tutorialKind == nil)
        #expect(document.tutorialTime == nil)
        #expect(document.tutorialCodeFiles.isEmpty)
        #expect(document.tutorials.problems.count == 2)
    }

    /// Past the nesting limit the walker writes text, so nothing there is checked.
    @Test func directivesPastTheNestingLimitAreNotChecked() {
        let text = """
            @Row {
              @Column {
                @Row {
                  @Column {
                    @Step {
                    }
                  }
                }
              }
            }
            """
        // The document is depth 0; `@Step` has five enclosing nodes.
        let deep = MarkdownDocument(text, limits: MarkdownLimits(markdownNesting: 5))
        #expect(deep.tutorials.problems.isEmpty)
        let shallow = MarkdownDocument(text, limits: MarkdownLimits(markdownNesting: 6))
        #expect(
            shallow.tutorials.problems.map(\.reason) == [.unknownDirective("Step in @Column")])
    }

    @Test func everyDirectiveNameIsOneCase() {
        for name in DirectiveName.allCases {
            let directive = BlockDirective(name: name.rawValue, arguments: [], line: 1, column: 1)
            #expect(directive.known == name)
            #expect(DirectiveKind(name) != .unknown)
        }
        let misspelt = BlockDirective(name: "Stepp", arguments: [], line: 1, column: 1)
        #expect(misspelt.known == nil && DirectiveKind(misspelt.known) == .unknown)
        #expect(MarkdownDocument("Plain text.\n").tutorials.roots.isEmpty)
    }
}
