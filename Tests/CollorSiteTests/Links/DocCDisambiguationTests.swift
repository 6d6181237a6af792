import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Overloads and namesakes as DocC names and links them. The fixture's graph
/// (`__Fixtures__/overloads`, from `Basket.swift.txt` by `swift package dump-symbol-graph`) was
/// given to `docc convert` 6.3.1 with a catalog holding the links below: the expected anchors are
/// the last components of the URLs docc wrote, and each link's expected target the page docc
/// linked it to.
@Suite struct DocCDisambiguationTests {
    static let graphs = SiteConfiguration.symbolGraphs(
        in: Fixtures.folder.appendingPathComponent("overloads"), module: "Fruit")

    /// Each written link and the member docc linked it to (on `Basket`'s page unless named).
    static let links: [(link: String, anchor: String)] = [
        ("Basket/add(_:)-(Int)", "add(_:)-8uw1z"),
        ("Basket/add(_:)-(String)", "add(_:)-8v2vv"),
        ("Basket/add(_:)->Bool", "add(_:)-7k7a2"),
        ("Basket/add(_:_:)", "add(_:_:)"),
        ("Basket/values", "values-swift.property"),
        ("Basket/map(_:)-((Int,Int)->T)", "map(_:)-skqh"),
        ("Basket/subscript(_:)->Int", "subscript(_:)-9iwp6"),
        ("Basket/init(count:)", "init(count:)"),
        ("Basket/add(_:_:)-([Int],Set<String>?)", "add(_:_:)"),
        ("Basket/add(_:_:)->(Int,String)", "add(_:_:)"),
        ("Basket/add(_:)-([String:Int]?)", "add(_:)-7k7a2"),
        ("Basket/map(_:)-((Int)->T)", "map(_:)-2qzge"),
        ("Basket/add(_:)-8v2vv", "add(_:)-8v2vv"),
        ("Basket/add(_:)-swift.method-8uw1z", "add(_:)-8uw1z"),
        ("Basket/<(_:_:)", "_(_:_:)-5l2ap"),
        ("Priced/cents", "Priced.html#cents"),
        // A kind and a hash after a name without parentheses (swift-parsing's
        // ``Conversion/string-swift.type.property-3u2b5``).
        ("Basket/values-swift.property-6dzuq", "values-swift.property"),
        // Overloaded top-level functions each have a page, named as docc's URLs name them.
        ("weigh(_:)-(String)", "weigh-28_-3A-29-2Djlgc.html"),
    ]

    private func build() throws -> (report: BuildReport, output: URL, scratch: ScratchFolder) {
        let scratch = ScratchFolder()
        let catalog = scratch.url.appendingPathComponent("Fruit.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        let list = Self.links.map { "- ``\($0.link)``\n" }.joined()
        let prose = "See <doc:Fruit/Basket> and <doc:Basket/add(_:)-8v2vv>.\n\n"
        try "# ``Fruit``\n\nFruit.\n\n\(prose)## Links\n\n\(list)".write(
            to: catalog.appendingPathComponent("Fruit.md"), atomically: true, encoding: .utf8)
        let output = scratch.url.appendingPathComponent("out")
        let configuration = SiteConfiguration(
            sources: [.catalog(catalog, module: "Fruit")], output: output, siteTitle: "Fruit",
            symbolGraphs: Self.graphs)
        return (try SiteBuilder(configuration: configuration).build(), output, scratch)
    }

    /// Each member's anchor is the last component of its DocC URL: namesakes in any case get
    /// the kind when theirs is unique among them, else the hash of their identifier.
    @Test func eachMemberHasItsDocCURLNameAsAnchor() throws {
        let (report, output, scratch) = try build()
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        let page = readText(output.appendingPathComponent("api/Fruit/Basket.html"))
        let anchors = page.matches(of: /<h3 id="([^"]+)"/).map { String($0.output.1) }
        let docc = [
            "_(_:_:)-5l2ap", "_(_:_:)-9i78j", "add(_:)-7k7a2", "add(_:)-8uw1z", "add(_:)-8v2vv",
            "add(_:_:)", "init()", "init(count:)", "map(_:)-2qzge", "map(_:)-skqh",
            "subscript(_:)-9iwp6", "subscript(_:)-nx60", "values-swift.property",
            "values-swift.struct",
        ]
        #expect(Set(docc).isSubset(of: Set(anchors)), "\(anchors)")
        // A requirement keeps its plain name; its default implementation gets the hash.
        let priced = readText(output.appendingPathComponent("api/Fruit/Priced.html"))
        // Each overload of a top-level function has its page, titled by the function's name.
        let weigh = readText(
            output.appendingPathComponent("api/Fruit/weigh-28_-3A-29-2D61i4v.html"))
        #expect(weigh.contains("<title>weigh(_:) "), "\(weigh.prefix(600))")
        #expect(
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent("api/Fruit/weigh-28_-3A-29-2Djlgc.html").path)
        )
        let pricedAnchors = priced.matches(of: /<h3 id="([^"]+)"/).map { String($0.output.1) }
        #expect(
            Set(["cents", "cents-4r70s", "label()", "label()-fiah"]).isSubset(
                of: Set(pricedAnchors)), "\(pricedAnchors)")
    }

    /// A link's kind, hash or type-signature suffix reaches the member docc reaches.
    @Test func disambiguatedLinksReachTheMemberDocCLinks() throws {
        let (report, output, scratch) = try build()
        defer { scratch.remove() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let page = readText(output.appendingPathComponent("index.html"))
        let list =
            page.components(separatedBy: "Links</h2>").last?
            .components(separatedBy: "</ul>").first ?? ""
        let targets = list.matches(of: /href="([^"]+)"/).map { String($0.output.1) }
        #expect(
            targets
                == Self.links.map {
                    "api/Fruit/" + ($0.anchor.contains(".html") ? "" : "Basket.html#")
                        + $0.anchor
                },
            "\(targets)")
    }

    /// A `<doc:>` link reaches a symbol too, with its name as text, as docc's does
    /// (swift-syntax's catalog links its types so: 343 links went nowhere).
    @Test func docLinksReachSymbols() throws {
        let (report, output, scratch) = try build()
        defer { scratch.remove() }
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let page = readText(output.appendingPathComponent("index.html"))
        #expect(
            page.contains(
                "See <a href=\"api/Fruit/Basket.html\">Basket</a> and "
                    + "<a href=\"api/Fruit/Basket.html#add(_:)-8v2vv\">add(_:)</a>."),
            "\(page.components(separatedBy: "See ").dropFirst().first?.prefix(300) ?? "")")
    }

    /// DocC's link resolution is case-sensitive: `values-swift.struct` names no symbol called
    /// `values` of that kind (docc warns "isn't a disambiguation"), though the URL of the type
    /// `Values` is `values-swift.struct`.
    @Test func aKindNoNamesakeHasIsUnresolved() {
        let property = DocCIdentity(kind: "property", hash: "abc")
        #expect(DocCIdentity.Suffix("swift.struct").map(property.matches) == false)
        #expect(DocCIdentity.Suffix("swift.property").map(property.matches) == true)
        #expect(DocCIdentity.Suffix("property-abc").map(property.matches) == true)
        #expect(DocCIdentity.Suffix("abd").map(property.matches) == false)
        // Not suffixes DocC reads (upper case, longer than a hash): part of the name.
        #expect(DocCIdentity.Suffix("Run") == nil)
        #expect(DocCIdentity.Suffix("abcdefg") == nil)
        #expect(DocCIdentity.Suffix("(Int") == .typeSignature(parameters: ["Int"], returns: nil))
    }

    /// A type list keeps the commas of generic arguments, brackets and closures inside one
    /// type: docc 6.3.1 links swift-collections' ``init(_:)-(TreeDictionary<Key,Value>)`` to
    /// the initializer taking one `TreeDictionary<Key, Value>` (collor read two types).
    @Test func typeListsKeepGenericArgumentsTogether() {
        #expect(
            DocCIdentity.Suffix("(TreeDictionary<Key,Value>)")
                == .typeSignature(parameters: ["TreeDictionary<Key,Value>"], returns: nil))
        #expect(
            DocCIdentity.Suffix("([Key:Value],(Int,Int)->Bool,_)->(Int,String)")
                == .typeSignature(
                    parameters: ["[Key:Value]", "(Int,Int)->Bool", "_"], returns: ["Int", "String"])
        )
        #expect(DocCIdentity.Suffix(">[T]") == .typeSignature(parameters: nil, returns: ["[T]"]))
        #expect(DocCIdentity.Suffix("()") == .typeSignature(parameters: [], returns: nil))
    }
}
