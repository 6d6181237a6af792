import CollorMarkdown
import Testing

@testable import CollorSite

/// The highlighting stage alone: pages and the last run's result in, the next result out, with
/// no builder and no Pygments (a missing interpreter leaves every block untried).
@Suite struct HighlightingStageTests {
    private static let missing = Pygments(interpreters: ["/nonexistent/python3"])

    private func pages(_ texts: [String: String]) throws -> [String: SourcePage] {
        var pages: [String: SourcePage] = [:]
        for (path, text) in texts {
            let input = PageInput(
                path: path, content: .written(text), displayPath: "Docs/" + path,
                outputPath: String(path.dropLast(3)) + ".html", kind: .guide, section: "Guides")
            pages[path] = try PageLoader.load(input)
        }
        return pages
    }

    private func run(
        _ pages: [String: SourcePage], changed: Set<String>?, from last: Highlights = Highlights(),
        highlighter: Pygments? = missing
    ) -> HighlightingStage.Result {
        HighlightingStage(
            pages: pages, sources: SiteSources(), highlighter: highlighter, changed: changed
        ).run(from: last)
    }

    private let json = "```json\n{\"a\": 1}\n```\n"
    private let yaml = "```yaml\nkey: value\n```\n"

    @Test func aFullRunLooksAtEveryPageAndWarnsOnceWhenPygmentsIsMissing() throws {
        let site = try pages(["a.md": "# A\n\n" + json, "b.md": "# B\n\n" + json + yaml])
        let result = run(site, changed: nil)
        #expect(Set(result.highlights.untried.map(\.lexer)) == ["json", "yaml"])
        #expect(result.highlights.html.isEmpty)
        #expect(result.highlights.warnings.map(\.file) == ["pygments"])
        // Pygments ran, and highlighted nothing.
        #expect(result.highlightedCount == 0)
        let shared = try #require(result.highlights.untried.first(where: { $0.lexer == "json" }))
        #expect(
            result.highlights.uses.places(of: shared).map(\.file) == ["Docs/a.md", "Docs/b.md"])
    }

    @Test func anEditLooksAtTheChangedPagesBlocksAlone() throws {
        let before = try pages(["a.md": "# A\n\n" + json, "b.md": "# B\n"])
        let first = run(before, changed: ["a.md"]).highlights
        // b.md gains a block, but only a.md is said to have changed: b.md's block is not seen.
        let after = try pages(["a.md": "# A\n\n" + json, "b.md": "# B\n\n" + yaml])
        let unchanged = run(after, changed: ["a.md"], from: first).highlights
        #expect(unchanged.untried.map(\.lexer) == ["json"])
        let seen = run(after, changed: ["b.md"], from: first).highlights
        #expect(Set(seen.untried.map(\.lexer)) == ["json", "yaml"])
    }

    @Test func aBlockIsForgottenWhenItsLastPageDropsIt() throws {
        let before = try pages(["a.md": "# A\n\n" + json, "b.md": "# B\n\n" + json])
        var last = run(before, changed: nil).highlights
        // As if Pygments had highlighted it.
        let block = try #require(last.untried.first)
        last.untried = []
        last.html[block] = "<span>{}</span>"
        let oneLeft = try pages(["a.md": "# A\n", "b.md": "# B\n\n" + json])
        let kept = run(oneLeft, changed: ["a.md"], from: last, highlighter: nil).highlights
        #expect(kept.html[block] == "<span>{}</span>")
        #expect(kept.uses.places(of: block).map(\.file) == ["Docs/b.md"])
        let noneLeft = try pages(["a.md": "# A\n", "b.md": "# B\n"])
        let gone = run(noneLeft, changed: ["b.md"], from: kept, highlighter: nil).highlights
        #expect(gone.html[block] == nil)
        #expect(!gone.uses.shows(block))
        // The result is a new value: the last one still holds the block.
        #expect(kept.html[block] == "<span>{}</span>")
    }
}
