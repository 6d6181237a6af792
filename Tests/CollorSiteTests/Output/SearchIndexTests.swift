import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

@Suite struct SearchIndexTests {
    private func terms(_ text: String, camelCase: Bool = false) -> [String] {
        var result: [String] = []
        SearchTerms.forEach(in: text, splittingCamelCase: camelCase) { result.append($0) }
        return result
    }

    @Test func termsAreWordsOfTwoOrMoreCharactersLowercased() {
        #expect(terms("Hello, World! a b2 x_y 42") == ["hello", "world", "b2", "42"])
        #expect(terms("naïve Straße, ÉCOLE — ok") == ["naïve", "straße", "école", "ok"])
        #expect(terms("reloadData()") == ["reloaddata"])
        #expect(
            terms("reloadData(into:)", camelCase: true) == ["reload", "data", "reloaddata", "into"])
        #expect(
            terms("CollectionData", camelCase: true) == ["collection", "data", "collectiondata"])
    }

    /// Cut at 48 Unicode scalars, as search.js cuts a query's words in code points.
    @Test func longWordsAreCutInScalars() {
        #expect(terms(String(repeating: "a", count: 60)) == [String(repeating: "a", count: 48)])
        let decomposed = String(repeating: "e\u{301}", count: 30)
        #expect(terms(decomposed).map(\.unicodeScalars.count) == [48])
    }

    /// ASCII pairs by their hex; a pair with another character by its bucket among 1,024
    /// (`(0xE9 × 31 + 0x63) mod 1,024 = 0x9a`).
    @Test func shardKeysAreTheHexOfTheFirstTwoCharactersOrTheirBucket() {
        #expect(SearchIndex.shardKey(of: "zebracorn") == "7a65")
        #expect(SearchIndex.shardKey(of: "école") == "u9a")
        #expect(
            SearchIndex.shardKey(of: "漢字") == "u"
                + String((0x6F22 * 31 + 0x5B57) % 1_024, radix: 16))
    }

    /// A page of 252 KB of Chinese, Japanese and Korean text, in runs of two to nine characters
    /// between punctuation (36,000 shards when each pair of characters had its own), writes at
    /// most `maximumTermShards` term shards.
    @Test func cjkTextWritesABoundedNumberOfShards() {
        var text = ""
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            seed ^= seed << 13
            seed ^= seed >> 7
            seed ^= seed << 17
            return seed
        }
        let ranges: [ClosedRange<UInt32>] = [0x4E00...0x9FFF, 0x3041...0x3096, 0xAC00...0xD7A3]
        while text.utf8.count < 252_000 {
            let range = ranges[Int(next() % 3)]
            for _ in 0..<(2 + Int(next() % 8)) {
                let value = range.lowerBound + UInt32(next() % UInt64(range.count))
                text.unicodeScalars.append(Unicode.Scalar(value) ?? "a")
            }
            text += next() % 2 == 0 ? "。" : "、"
        }
        var index = SearchIndex()
        index.set(
            SearchIndex.entry(
                title: "漢字 page", url: "cjk.html",
                rendered: MarkdownRenderer.render(text)))
        let files = index.files()
        let manifest = String(decoding: files["search-index.js"] ?? [], as: UTF8.self)
        let shards = manifest.matches(of: /"u[0-9a-f]+"/).count
        #expect(shards > 100)
        #expect(shards <= SearchIndex.maximumTermShards)
        #expect(SearchIndex.maximumTermShards <= 2_400)
        // Small shards share files, each at most `packBytes` unless one shard alone is larger.
        let packed = files.filter { $0.key.hasPrefix("search/t-") }
        #expect(packed.count < shards)
        #expect(packed.values.allSatisfy { $0.count <= SearchIndex.packBytes })
    }

    /// Beyond the first 4,000 characters (the old limit), in the text, a title and a heading.
    @Test func everyWordOfEveryPageIsIndexed() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        let filler = String(repeating: "Plain words fill this paragraph of the page. ", count: 150)
        try "# Long page\n\n\(filler)\n\n## Deep heading\n\n\(filler) quetzalcoatlus.\n".write(
            to: source.appendingPathComponent("guide/long.md"), atomically: true, encoding: .utf8)
        let output = scratch.url.appendingPathComponent("_site")
        _ = try SiteBuilder.buildFixture(output: output, source: source)
        let manifest = readText(output.appendingPathComponent("search-index.js"))
        #expect(manifest.hasPrefix("COLLOR_SEARCH.register(\"index\",{\"pages\":"))
        #expect(manifest.contains("\"7175\""))
        let shard = SearchShards.shard("7175", in: output)
        #expect(shard.hasPrefix("COLLOR_SEARCH.register(\"t-7175\",{\"p\":{"))
        #expect(shard.contains("\"quetzalcoatlus\":["))
        // The type's page: its name whole and by parts, as a title (field 4).
        #expect(SearchShards.shard("636f", in: output).contains("\"collectiondata\":["))
        // "deep" is in a heading of the long page: the heading's number is recorded.
        let de = SearchShards.shard("6465", in: output)
        #expect(de.contains("\"deep\":["))
        #expect(de.range(of: #""h":\{[^}]*"deep":\["#, options: .regularExpression) != nil)
        let documents = readText(output.appendingPathComponent("search/d-0.js"))
        // The summary starts after the title, which the result shows already.
        #expect(
            documents.contains(
                "[\"Long page\",\"guide/long.html\",[[\"Deep heading\",\"deep-heading\"]],"
                    + "\"Plain words fill this paragraph"))
    }

    /// Small shards share a file named after its first, which the manifest's `packs` find; a
    /// shard over `packBytes` has a file of its own. Before, each shard was a file: a 4-page site
    /// wrote 136 of them, and creating files was most of its build time.
    @Test func smallShardsShareAFileThatTheManifestFinds() {
        var index = SearchIndex()
        let small = ["alpha", "beta", "gamma"].map {
            SearchIndex.Term(text: $0, fields: 1, heading: -1)
        }
        // 2,000 terms of one shard ("zz…"): over 16 KB on their own.
        let large = (0..<2_000).map {
            SearchIndex.Term(text: "zz\($0)", fields: 1, heading: -1)
        }
        index.set(
            SearchIndex.Entry(
                title: "T", url: "a.html", headings: [], summary: "", terms: small + large))
        index.set(
            SearchIndex.Entry(
                title: "U", url: "b.html", headings: [], summary: "",
                terms: [SearchIndex.Term(text: "omega", fields: 1, heading: -1)]))
        let files = index.files()
        let termFiles = files.keys.filter { $0.hasPrefix("search/t-") }.sorted()
        #expect(termFiles == ["search/t-616c.js", "search/t-7a7a.js"])
        let first = String(decoding: files["search/t-616c.js"] ?? [], as: UTF8.self)
        for key in ["616c", "6265", "6761", "6f6d"] {
            #expect(first.contains("COLLOR_SEARCH.register(\"t-\(key)\","), "\(key)")
        }
        #expect((files["search/t-7a7a.js"]?.count ?? 0) > SearchIndex.packBytes)
        let manifest = String(decoding: files["search-index.js"] ?? [], as: UTF8.self)
        #expect(
            manifest.hasSuffix(
                #""terms":["616c","6265","6761","6f6d","7a7a"],"packs":[0,4]});"# + "\n"))
    }

    @Test func shardsAreDeterministicAndEscaped() {
        var index = SearchIndex()
        for url in ["b.html", "a.html"] {
            index.set(
                SearchIndex.Entry(
                    title: "T\u{1B}[31m </script>", url: url, headings: [], summary: "x\u{0}",
                    terms: [SearchIndex.Term(text: "word", fields: 1, heading: -1)]))
        }
        let files = index.files()
        #expect(files == index.files())
        #expect(Set(files.keys) == ["search-index.js", "search/t-776f.js", "search/d-0.js"])
        let documents = String(decoding: files["search/d-0.js"] ?? [], as: UTF8.self)
        #expect(documents.contains("T\\u001b[31m \\u003c/script>"))
        #expect(documents.contains("x\\u0000"))
        #expect(!documents.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // Pages are numbered by URL, postings delta-coded: a.html is 0, b.html 1 (1 * 8 + 1).
        let shard = String(decoding: files["search/t-776f.js"] ?? [], as: UTF8.self)
        #expect(shard == "COLLOR_SEARCH.register(\"t-776f\",{\"p\":{\"word\":[1,9]},\"h\":{}});\n")
    }
}
