import CollorMarkdown
import Testing

@testable import CollorSite

/// The folder index stage alone: the site's pages in, the indexes of its folders out.
@Suite struct FolderIndexStageTests {
    private func pages(_ texts: [String: String]) throws -> [SourcePage] {
        try texts.keys.sorted().map { path in
            try PageLoader.load(
                PageInput(
                    path: path, content: .written(texts[path] ?? ""), displayPath: "Docs/" + path,
                    outputPath: String(path.dropLast(3)) + ".html", kind: .guide,
                    section: "Guides"))
        }
    }

    private func run(
        _ pages: [SourcePage], files: Set<String> = [], documents: Set<String> = []
    ) -> [String: GeneratedPage] {
        FolderIndexStage(
            pages: pages, order: [], files: files, isDocument: { documents.contains($0) }
        ).run()
    }

    private let site = [
        "index.md": "# Home\n", "guide/a.md": "---\ndescription: First.\n---\n# A\n",
        "guide/b.md": "# B\n", "guide/deep/c.md": "# C\n",
    ]

    @Test func eachFolderWithoutAnIndexGetsOneListingItsPagesAndSubfolders() throws {
        let indexes = run(try pages(site))
        #expect(indexes.keys.sorted() == ["guide/deep/index.md", "guide/index.md"])
        let guide = try #require(indexes["guide/index.md"])
        #expect(guide.title == "Guide")
        let text = "\(guide.blocks)"
        for shown in ["a.html", "First.", "b.html", "deep/index.html"] {
            #expect(text.contains(shown), "\(shown)")
        }
    }

    @Test func aWrittenPageADocumentOrAFileAtTheIndexKeepsItsPlace() throws {
        var written = site
        written["guide/index.md"] = "# Guide, written\n"
        #expect(run(try pages(written)).keys.sorted() == ["guide/deep/index.md"])
        let loaded = try pages(site)
        #expect(
            run(loaded, files: ["guide/index.html"]).keys.sorted() == ["guide/deep/index.md"])
        #expect(
            run(loaded, documents: ["guide/deep/index.md"]).keys.sorted() == ["guide/index.md"])
    }
}
