import CollorMarkdown
import Testing

@testable import CollorSite

/// The linking stage alone: loaded pages in, the linked site out, its inputs left as they were.
@Suite struct LinkingStageTests {
    /// A catalog `Kit.docc` of three pages: its root (` # ``Kit`` `), an article and a guide.
    private func pages() throws -> [String: SourcePage] {
        let texts = [
            "Kit.docc/Kit.md": "# ``Kit``\n\nThe kit.\n",
            "Kit.docc/Usage.md": "# Using the kit\n\nSee <doc:Kit>.\n",
        ]
        var pages: [String: SourcePage] = [:]
        for path in texts.keys.sorted() {
            let name = path.split(separator: "/").last.map { String($0.dropLast(3)) } ?? path
            pages[path] = try PageLoader.load(
                PageInput(
                    path: path, content: .written(texts[path] ?? ""),
                    displayPath: "Sources/Kit/" + path, outputPath: "Kit/\(name).html",
                    kind: .guide, section: "Kit",
                    reading: MarkdownReading(doccAnchors: true)))
        }
        return pages
    }

    private func run(_ pages: [String: SourcePage], catalogModule: String?) -> LinkingStage.Linked {
        LinkingStage(pages: pages, apiReferences: [], apiPages: nil, catalogModule: catalogModule)
            .run()
    }

    @Test func aOneCatalogSitesRootPageBecomesTheHomeAndStandsForItsModule() throws {
        let loaded = try pages()
        let linked = run(loaded, catalogModule: "Kit")
        #expect(linked.pages["Kit.docc/Kit.md"]?.outputPath == "index.html")
        #expect(linked.pages["Kit.docc/Usage.md"]?.outputPath == "Kit/Usage.html")
        #expect(!linked.droppedGeneratedHome)
        // ``Kit`` names the module, whose page is the catalog's root: the home.
        guard case .found(let target) = linked.symbolLinks.resolve("Kit") else {
            Issue.record("``Kit`` did not resolve")
            return
        }
        #expect(target.outputPath == "index.html")
        // The stage wrote nothing into its input.
        #expect(loaded["Kit.docc/Kit.md"]?.outputPath == "Kit/Kit.html")
    }

    @Test func aSiteOfSeveralCatalogsKeepsEachRootPageInItsFolder() throws {
        let linked = run(try pages(), catalogModule: nil)
        #expect(linked.pages["Kit.docc/Kit.md"]?.outputPath == "Kit/Kit.html")
        guard case .found(let target) = linked.symbolLinks.resolve("Kit") else {
            Issue.record("``Kit`` did not resolve")
            return
        }
        #expect(target.outputPath == "Kit/Kit.html")
    }
}
