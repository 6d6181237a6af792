import CollorHTML
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Pages and folders whose names read as a scheme, a fragment or a query: every link the site
/// writes to them (sidebar, home list, folder indexes, previous/next, search index, sitemap) is
/// a path, and that path, percent-decoded, names the file written.
@Suite struct PageURLTests {
    static let hostileNames = [
        "javascript:alert(1).md", "javascript:void(0)/inside.md", "hash#tag.md", "what?q=1.md",
        "per%41cent.md", "two words.md", "café.md", "data:text.md",
    ]

    @Test func noFileNameFormsASchemeAndEveryPageIsReachable() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        var pages: [String: String] = [:]
        for (number, name) in Self.hostileNames.enumerated() {
            pages[name] = "# Page \(number)\n\nText number\(number).\n"
        }
        let (_, output, _) = try ScratchSite.build(
            pages, in: scratch, siteTitle: "Names", baseURL: "https://example.org/docs/")
        let links = try LinkAudit(site: output, baseURL: "https://example.org/docs/")
        #expect(links.problems == [])
        // Every hostile page is linked (its folder's index from the home list).
        for name in Self.hostileNames {
            let written = RelativePath.withoutPageExtension(name) + ".html"
            let listed =
                name.contains("/") ? RelativePath.directory(of: name) + "index.html" : written
            #expect(links.reached.contains(written), "no link reaches \(written)")
            #expect(links.fromHome.contains(listed), "the home list misses \(listed)")
        }
        #expect(links.checked > 50)
        // Every page, the home page and the folder's index.
        #expect(links.searchURLs.count == Self.hostileNames.count + 2)
        #expect(links.sitemapURLs.count >= Self.hostileNames.count + 1)
    }

    @Test func aCatalogArticleNamedAsASchemeIsLinkedAsAPath() throws {
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            [
                "Kit.md": "# ``Kit``\n\nThe kit.\n\n## Topics\n\n- <doc:javascript:alert(1)>\n",
                "javascript:alert(1).md": "# Script\n\nAn article.\n",
                "Other.md": "# Other\n\nSee <doc:javascript:alert(1)>.\n",
            ], module: "Kit")
        defer { scratch.remove() }
        let links = try LinkAudit(site: output)
        #expect(links.problems == [])
        #expect(links.reached.contains { $0.hasSuffix("javascript:alert(1).html") })
        #expect(report.errors.map(\.description) == [])
    }
}

/// Every `href` and `src` of every page of a built site, its search index and its sitemap,
/// each checked: no scheme but `http`/`https`, no query, and a relative one (or a sitemap
/// location with `baseURL` taken off) percent-decodes to a file of the site.
struct LinkAudit {
    var problems: [String] = []
    /// Root-relative files that links reach.
    var reached: Set<String> = []
    var fromHome: Set<String> = []
    var searchURLs: [String] = []
    var sitemapURLs: [String] = []
    var checked = 0

    init(site: URL, baseURL: String? = nil) throws {
        let files =
            FileManager.default.enumerator(atPath: site.path)?
            .compactMap { $0 as? String } ?? []
        for file in files.sorted() where file.hasSuffix(".html") {
            let html = readText(site.appendingPathComponent(file))
            for url in Self.attributes(in: html) {
                if let target = check(url, from: file, site: site), file == "index.html" {
                    fromHome.insert(target)
                }
            }
        }
        for file in files.sorted() where file.hasPrefix("search/d-") {
            let text = readText(site.appendingPathComponent(file))
            guard let start = text.firstIndex(of: "["), let end = text.lastIndex(of: "]") else {
                continue
            }
            let documents =
                try JSONSerialization.jsonObject(
                    with: Data(text[start...end].utf8)) as? [[Any]] ?? []
            for document in documents {
                guard let url = document[1] as? String else { continue }
                searchURLs.append(url)
                // search.js writes `root + url`, from the site's root.
                _ = check(url, from: "index.html", site: site)
            }
        }
        // Written only with a base URL, whose locations are absolute.
        let sitemap = baseURL == nil ? "" : readText(site.appendingPathComponent("sitemap.xml"))
        for part in sitemap.components(separatedBy: "<loc>").dropFirst() {
            guard let end = part.range(of: "</loc>") else { continue }
            let url = Self.unescaped(String(part[..<end.lowerBound]))
            sitemapURLs.append(url)
            guard let baseURL, url.hasPrefix(baseURL) else {
                problems.append("sitemap.xml: \(url) is not under the base URL")
                continue
            }
            _ = check(String(url.dropFirst(baseURL.count)), from: "index.html", site: site)
        }
    }

    /// Checks one URL written on the page at `page`; returns the root-relative file it reaches.
    private mutating func check(_ url: String, from page: String, site: URL) -> String? {
        checked += 1
        if let scheme = URLSafety.scheme(of: url) {
            if !["http", "https"].contains(scheme) { problems.append("\(page): \(url)") }
            return nil
        }
        let path = String(url.prefix { $0 != "#" })
        guard !path.isEmpty else { return nil }
        if path.contains("?") {
            problems.append("\(page): a query in \(url)")
            return nil
        }
        guard let decoded = path.removingPercentEncoding,
            let target = RelativePath.resolve(decoded, from: page)
        else {
            problems.append("\(page): \(url) does not decode")
            return nil
        }
        let file = target.isEmpty || target.hasSuffix("/") ? target + "index.html" : target
        guard FileManager.default.fileExists(atPath: site.appendingPathComponent(file).path)
        else {
            problems.append("\(page): \(url) reaches no file (\(file))")
            return nil
        }
        reached.insert(file)
        return file
    }

    /// The values of `href="..."` and `src="..."`, HTML entities decoded.
    static func attributes(in html: String) -> [String] {
        var result: [String] = []
        for name in [" href=\"", " src=\""] {
            for part in html.components(separatedBy: name).dropFirst() {
                guard let end = part.firstIndex(of: "\"") else { continue }
                result.append(unescaped(String(part[..<end])))
            }
        }
        return result
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&#x27;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
