import Testing

@testable import CollorSite

/// The support files' stage alone: sources and search entries in, files out.
@Suite struct SupportFilesTests {
    private let chart = """
        {"title": "T", "unit": "ms", "series": ["A"], "rows": [{"label": "1", "values": [2]}]}
        """

    private func stage(
        data: [String: String] = [:], baseURL: String? = "https://example.com/docs/"
    ) -> SupportFiles {
        var sources = SiteSources()
        sources.staticFiles = [
            "images/dot.svg": .bytes(Array("<svg/>".utf8)), "theme/style.css": .bytes([65]),
        ]
        for (path, text) in data {
            sources.data[path] = Array(text.utf8)
            sources.origins[path] = "Site/" + path
        }
        return SupportFiles(
            sources: sources, galleryFiles: ["galleries/font.woff2": [1, 2]], siteTitle: "Kit",
            baseURL: baseURL)
    }

    @Test func staticFilesChartsTheSearchIndexThe404PageAndTheSitemap() {
        let generated = stage(data: ["data/speed.json": chart]).generate(
            searchIndex: SearchIndex(), sitemapPaths: ["index.html", "guide/a.html"])
        #expect(generated.errors.isEmpty)
        let files = generated.files
        #expect(files["images/dot.svg"] == .bytes(Array("<svg/>".utf8)))
        #expect(files["galleries/font.woff2"] == .bytes([1, 2]))
        #expect(files["data/speed.json"] == nil)
        #expect(text(files["charts/speed.svg"]).hasPrefix("<svg"))
        #expect(files["search-index.js"] != nil)
        #expect(text(files["404.html"]).contains("Kit"))
        let sitemap = text(files["sitemap.xml"])
        #expect(sitemap.contains("https://example.com/docs/guide/a.html"))
    }

    /// The sitemap protocol allows only absolute locations (issue 38, item 5): without a base
    /// URL there is no sitemap, and no link may count on one.
    @Test func withoutABaseURLThereIsNoSitemap() {
        let bare = stage(baseURL: nil)
        let files = bare.generate(searchIndex: SearchIndex(), sitemapPaths: ["index.html"]).files
        #expect(files["sitemap.xml"] == nil)
        #expect(files["404.html"] != nil)
        #expect(!bare.knownFiles.contains("sitemap.xml"))
        #expect(
            text(
                stage().generate(searchIndex: SearchIndex(), sitemapPaths: ["a b.html"]).files[
                    "sitemap.xml"]
            ).contains("<loc>https://example.com/docs/a%20b.html</loc>"))
    }

    @Test func aChartThatDoesNotDecodeIsAnErrorAtItsFileAndTheRestIsMade() {
        let generated = stage(data: ["data/bad.json": "{", "data/good.json": chart]).generate(
            searchIndex: SearchIndex(), sitemapPaths: [])
        #expect(generated.errors.map(\.file) == ["Site/data/bad.json"])
        #expect(generated.files["charts/good.svg"] != nil)
        #expect(generated.files["charts/bad.svg"] == nil)
    }

    @Test func linksMayPointAtEveryFileItMakes() {
        let known = stage(data: ["data/speed.json": chart]).knownFiles
        #expect(
            known.isSuperset(of: [
                "images/dot.svg", "charts/speed.svg", "search-index.js", "404.html",
                "sitemap.xml", "galleries/font.woff2",
            ]))
        #expect(!known.contains("data/speed.json"))
    }

    private func text(_ content: FileContent?) -> String {
        String(decoding: content?.readBytes() ?? [], as: UTF8.self)
    }
}
