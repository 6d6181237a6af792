import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

@Suite struct SnippetRebuildTests {
    /// A page reads its `@Snippet` as it renders: an edit of the snippet alone renders it again
    /// (the rebuild once compared only the pages' own text, and served the old code).
    @Test func aSnippetEditReachesTheRebuiltPage() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("docs")
        let snippets = scratch.url.appendingPathComponent("Snippets")
        try ScratchSite.write(
            [
                "code.md": "# Code\n\n@Snippet(path: \"Kit/Snippets/Add\")\n",
                "other.md": "# Other\n",
            ], into: docs)
        try ScratchSite.write(["Add.swift": "let firstSum = 1 + 2\n"], into: snippets)
        let output = scratch.url.appendingPathComponent("_site")
        var configuration = SiteConfiguration(source: docs, output: output, siteTitle: "Kit")
        configuration.snippets = snippets
        configuration.highlighter = nil
        let builder = SiteBuilder(configuration: configuration)
        #expect(try builder.build().errors.map(\.description) == [])
        let page = output.appendingPathComponent("code.html")
        #expect(readText(page).contains("firstSum"))
        try ScratchSite.write(["Add.swift": "let secondSum = 3 + 4\n"], into: snippets)
        let report = try builder.rebuild()
        #expect(report.errors.map(\.description) == [])
        #expect(report.renderedPages == ["code.html"])
        #expect(readText(page).contains("secondSum"))
        #expect(!readText(page).contains("firstSum"))
    }
}
