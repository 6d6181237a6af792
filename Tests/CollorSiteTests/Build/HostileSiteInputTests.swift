import CollorHTML
import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Names and settings from input that used to reach paths, `<style>`, links and the terminal.
@Suite struct HostileSiteInputTests {
    /// A symbol graph of module `module` with one public structure per top-level name.
    private func writeGraph(module: String, names: [String], in folder: URL) throws -> URL {
        let symbols = names.enumerated().map { index, name in
            [
                "identifier": ["precise": "s:hostile\(index)", "interfaceLanguage": "swift"],
                "names": ["title": name],
                "pathComponents": [name],
                "accessLevel": "public",
                "kind": ["identifier": "swift.struct", "displayName": "Structure"],
            ] as [String: Any]
        }
        let graph: [String: Any] = [
            "metadata": [
                "formatVersion": ["major": 0, "minor": 6, "patch": 0], "generator": "test",
            ],
            "module": ["name": module, "platform": [String: Any]()],
            "symbols": symbols,
            "relationships": [Any](),
        ]
        let url = folder.appendingPathComponent("Evil.symbols.json")
        try JSONSerialization.data(withJSONObject: graph).write(to: url)
        return url
    }

    private func docs(in scratch: ScratchFolder) throws -> URL {
        let docs = scratch.url.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try "# Home\n\nWelcome.\n".write(
            to: docs.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
        return docs
    }

    @Test func symbolNamesNeverWriteOutsideTheOutput() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("out/_site")
        let names = [
            "../../victim/pwned x", "/(_:_:)", "..<(_:_:)", "/abs", "a\\b",
            "Line\n---\nBreak\u{1B}", "Fine",
        ]
        let graph = try writeGraph(module: "../../mod", names: names, in: scratch.url)
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: try docs(in: scratch), output: output, symbolGraphs: [graph],
                siteTitle: "Hostile")
        ).build()
        #expect(report.errors.isEmpty, "\(report.errors)")
        // Nothing beside the output: the escape would have written `victim/pwned x.html` there.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
                == ["Docs", "Evil.symbols.json", "out"])
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: output.deletingLastPathComponent().path) == ["_site"])
        let module = "api/" + OutputPath.fileName(for: "../../mod") + "/"
        #expect(module == "api/-2E-2E-2F-2E-2E-2Fmod/")
        for name in names {
            // Control characters in names become U+FFFD before they reach a heading or a path.
            let cleaned = name.replacingOccurrences(of: "\n", with: "\u{FFFD}")
                .replacingOccurrences(of: "\u{1B}", with: "\u{FFFD}")
            // Each `.`-separated part made safe, as nested types' pages are named.
            let page = module + APIFileNames.baseName(of: cleaned) + ".html"
            #expect(report.writtenFiles.contains(page), "\(page)")
            #expect(
                FileManager.default.fileExists(atPath: output.appendingPathComponent(page).path))
        }
        #expect(report.writtenFiles.allSatisfy { OutputPath.problem(in: $0) == nil })
        // The module index links each page by its file name, and the link checker found them.
        let index = readText(output.appendingPathComponent(module + "index.html"))
        #expect(index.contains("href=\"-2F-28_-3A_-3A-29.html\""))
    }

    @Test func aBaseURLThatIsNotHTTPIsRefusedBeforeItReachesThe404PageAndSitemap() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        for baseURL in ["javascript:alert(1)//", "https://example.org/\n<x>", "file:///etc/"] {
            let configuration = SiteConfiguration(
                source: try docs(in: scratch), output: output, baseURL: baseURL,
                siteTitle: "Hostile")
            #expect(throws: SiteError.self) {
                try SiteBuilder(configuration: configuration).build()
            }
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
        #expect(!ConfigurationFile.isHTTPURL("https://example.org/a b"))
        #expect(ConfigurationFile.isHTTPURL("https://example.org/docs/"))
    }

    @Test func themeCSSCannotCloseTheInlineStyleOfThe404Page() throws {
        let css = Array("a::after { content: \"</style><script>alert(1)</script>\" }".utf8)
        let page = String(
            decoding: NotFoundPage.render(siteTitle: "T", baseURL: nil, css: css), as: UTF8.self)
        // The `<script>` stays text inside the one `<style>` element; none follows it.
        #expect(!(page.components(separatedBy: "</style>").last ?? "").contains("<script"))
        #expect(page.components(separatedBy: "</style>").count == 2)
        #expect(page.contains("content: \"<\\/style><script>alert(1)<\\/script>\""))
    }

    @Test func controlCharactersAreEscapedInTheSearchIndex() {
        var index = SearchIndex()
        index.set(
            SearchIndex.Entry(
                title: "T\u{1B}[31m", url: "a.html", headings: [], summary: "x\u{0}", terms: []))
        let json = String(decoding: index.files()["search/d-0.js"] ?? [], as: UTF8.self)
        #expect(json.contains("T\\u001b[31m"))
        #expect(json.contains("x\\u0000"))
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
