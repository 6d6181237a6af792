import Testing

@testable import CollorMarkdown

@Suite struct SluggerTests {
    @Test func repeatedTextGetsNumberedSuffixes() {
        var slugger = Slugger()
        #expect(
            ["a", "a", "a", "b", "a"].map { slugger.uniqueSlug($0) } == [
                "a", "a-1", "a-2", "b", "a-3",
            ])
    }

    /// A heading whose own text is a suffixed anchor takes it, or is suffixed in turn; a later
    /// repeat skips every anchor already used.
    @Test func textThatLooksSuffixedDoesNotCollide() {
        var slugger = Slugger()
        #expect(
            ["a", "a", "a-1", "a", "a-3", "a", "a-1"].map { slugger.uniqueSlug($0) } == [
                "a", "a-1", "a-1-1", "a-2", "a-3", "a-4", "a-1-2",
            ])
        var early = Slugger()
        #expect(
            ["a-1", "a-2", "a", "a", "a"].map { early.uniqueSlug($0) } == [
                "a-1", "a-2", "a", "a-3", "a-4",
            ])
    }

    /// Each call checks its own result plus the anchors it skips, and each used anchor is
    /// skipped at most once: linear in the number of headings, not quadratic.
    @Test func repeatedHeadingsTryALinearNumberOfCandidates() {
        var slugger = Slugger()
        let count = 5_000
        var last = ""
        for _ in 0..<count { last = slugger.uniqueSlug("Same") }
        #expect(last == "same-\(count - 1)")
        #expect(slugger.candidatesTried <= 2 * count)
    }

    @Test func twentyThousandIdenticalHeadingsRender() {
        let count = 20_000
        let markdown = String(repeating: "# A\n", count: count)
        let rendered = MarkdownRenderer.render(markdown)
        #expect(rendered.errors.isEmpty)
        #expect(rendered.headings.count == count)
        #expect(rendered.headings.first?.anchor == "a")
        #expect(rendered.headings.last?.anchor == "a-\(count - 1)")
        #expect(Set(rendered.headings.map(\.anchor)).count == count)
    }

    /// A DocC catalog's anchors follow DocC's rule: case kept, spaces and dashes one `-`,
    /// punctuation and backticks dropped; repeats are numbered like slugs. The expected anchors
    /// are those `docc convert` 6.3.1 wrote for these headings (`## Why? (Really)` gave
    /// `Why-Really`).
    @Test func doccAnchorsKeepTheHeadingsCase() {
        #expect(Slugger.doccFragment("Ask the grocer") == "Ask-the-grocer")
        #expect(Slugger.doccFragment(" ä ö ") == "ä-ö")
        #expect(Slugger.doccFragment("  Fill -- a   basket ") == "Fill-a-basket")
        #expect(
            Slugger.doccFragment("This is a 'test' of `code` and \"quotes\"")
                == "This-is-a-test-of-code-and-quotes")
        #expect(Slugger.doccFragment("Why? (Really)") == "Why-Really")
        #expect(Slugger.doccFragment("Using `init(x:)` and a_b") == "Using-initx-and-ab")
        #expect(Slugger.doccFragment("a / b \u{2014} c \u{2013} d") == "a--b-c-d")
        #expect(
            Slugger.doccFragment("\u{DC}ber \u{2018}x\u{2019} \u{201C}y\u{201D}") == "\u{DC}ber-x-y"
        )
        #expect(Slugger.doccFragment("\"\"") == "section")
        var slugger = Slugger(docc: true)
        #expect(
            ["Setup", "Setup", "setup"].map { slugger.uniqueSlug($0) } == [
                "Setup", "Setup-1", "setup",
            ])
    }
}

/// A template's ids are never a heading's (hostile-input finding 15: `## Content` gave a second
/// `id="content"`, which axe reports as duplicate-id).
@Suite struct ReservedAnchorTests {
    @Test func headingsStepAroundTheIdsThePageAlreadyUses() {
        let markdown = "## Content\n\n## Menu\n\n## Content\n\n## Other\n"
        let options = MarkdownOptions(reservedAnchors: ["content", "menu"])
        let rendered = MarkdownRenderer.render(markdown, options: options)
        #expect(rendered.headings.map(\.anchor) == ["content-1", "menu-1", "content-2", "other"])
        #expect(!rendered.html.contains("id=\"content\""))
        #expect(
            MarkdownDocument(markdown).headings(reserved: ["content", "menu"])
                == rendered.headings)
    }
}
