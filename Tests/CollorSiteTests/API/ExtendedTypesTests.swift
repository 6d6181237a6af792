import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Other modules' types a module extends, against docc 6.3.1 for the same symbol graphs, built
/// with extension block symbols as swift-docc-plugin builds them
/// (`__Fixtures__/docc-extended-types`, written by `scripts/docc-extended-types.py`): one page
/// per extended type whatever the number of `extension` blocks (there were two `Array` pages),
/// named by docc's role heading, documented by the block with the longest comment; none where
/// nothing is documented (`Float`'s underscored member); a link through the extended module
/// (``Swift/Array/doubleCount``) reaches the member.
@Suite struct ExtendedTypesTests {
    private static let folder = Fixtures.folder.appendingPathComponent("docc-extended-types")

    private struct DocC: Decodable {
        struct Page: Decodable {
            var roleHeading: String?
            var title: String?
            var declaration: String
            var abstract: String
            var topics: [Group]
            /// Each relationship group: its type and its entries' paths below the module.
            var relationships: [Group]
        }
        /// A Topics group: its title and the last component of each entry's URL.
        struct Group: Decodable, Equatable {
            var title: String
            var entries: [String]

            init(title: String, entries: [String]) {
                self.title = title
                self.entries = entries
            }

            init(from decoder: Decoder) throws {
                var container = try decoder.unkeyedContainer()
                title = try container.decode(String.self)
                entries = try container.decode([String].self)
            }
        }
        /// docc's answer for the graphs without extension blocks.
        struct WithoutBlocks: Decodable {
            struct Diagnostic: Decodable, Equatable {
                var line: Int
                var column: Int
                var summary: String

                init(from decoder: Decoder) throws {
                    var container = try decoder.unkeyedContainer()
                    line = try container.decode(Int.self)
                    column = try container.decode(Int.self)
                    summary = try container.decode(String.self)
                }
            }
            var pages: [String]
            var diagnostics: [Diagnostic]
        }
        var pages: [String: Page]
        var shelfLinks: [String]
        var withoutBlocks: WithoutBlocks
    }

    private static func docc() throws -> DocC {
        try JSONDecoder().decode(
            DocC.self, from: Data(contentsOf: folder.appendingPathComponent("docc.json")))
    }

    private static var graphs: [URL] {
        ["Demo.symbols.json", "Demo@Swift.symbols.json"].map { folder.appendingPathComponent($0) }
    }

    /// docc's extended type pages (`Swift/Array`), by the name of the page here (`Array`).
    private static func extendedPages(of docc: DocC) -> [String: DocC.Page] {
        var pages: [String: DocC.Page] = [:]
        for (path, page) in docc.pages
        where page.roleHeading?.hasPrefix("Extended ") == true && path.hasPrefix("Swift/") {
            let name = String(path.dropFirst("Swift/".count))
            pages[name.replacingOccurrences(of: "/", with: ".")] = page
        }
        return pages
    }

    @Test func eachExtendedTypeIsOnePageOfDocCsKindAndDeclaration() throws {
        let docc = try Self.docc()
        let expected = Self.extendedPages(of: docc)
        #expect(expected.keys.sorted() == ["Array", "Collection", "Set", "Set.Iterator"])
        // The module's page is no extended type's: it has a test of its own. `Dictionary`'s,
        // which docc trims, has one too.
        let reference = try APIReference(graphs: Self.graphs)
        let extended = reference.pages.filter {
            $0.isExtension && $0.kind != ExtendedTypes.moduleKind && $0.name != "Dictionary"
        }
        #expect(extended.map(\.name).sorted() == expected.keys.sorted())
        for page in extended {
            let theirs = try #require(expected[page.name])
            #expect(page.kind == theirs.roleHeading, "\(page.name)")
            #expect(page.declaration == theirs.declaration, "\(page.name)")
            #expect(page.extendedModule == "Swift", "\(page.name)")
            let summary = page.documentation.split(separator: "\n").first.map(String.init) ?? ""
            #expect(summary == theirs.abstract, "\(page.name)")
        }
        #expect(
            reference.pages.filter { !$0.isExtension }.map(\.name) == ["Rack", "Shelf", "Shelved"])
    }

    /// `Set`'s page lists the extended `Set.Iterator` under docc's group for its kind.
    @Test func aNestedExtendedTypeIsListedByItsKind() throws {
        let reference = try APIReference(graphs: Self.graphs)
        let set = try #require(reference.pages.first { $0.name == "Set" })
        let groups = APIReference.memberGroups(set, module: reference.module)
        #expect(groups.map(\.title) == ["Extended Structures"])
        #expect(groups.first?.members.map(\.title) == ["Iterator"])
    }

    /// docc's "Extended Module" page lists the module's extended types by kind, and the
    /// module's page lists it under "Extended Modules" instead of them.
    @Test func theExtendedModuleHasAPageThatListsItsTypes() throws {
        let docc = try Self.docc()
        var reference = try APIReference(graphs: Self.graphs)
        // What the site finds curated elsewhere: `Rack` curates `Dictionary`'s only member.
        reference.trimmed = reference.trimmedExtendedPages(
            curated: ["api/Demo/Dictionary.html#rackcount"], extensionFiles: [])
        #expect(reference.trimmed == ["Dictionary"])
        let swift = try #require(reference.pages.first { $0.kind == ExtendedTypes.moduleKind })
        let theirs = try #require(docc.pages["Swift"])
        #expect(swift.title == theirs.title)
        #expect(swift.kind == theirs.roleHeading)
        let groups = reference.extendedTypeGroups(of: swift).map { group in
            DocC.Group(title: group.title, entries: group.pages.map(\.title))
        }
        #expect(groups == theirs.topics)
        let root = try #require(docc.pages[""])
        let automatic = reference.automaticGroups().map { group in
            DocC.Group(title: group.title, entries: group.pages.map(\.title))
        }
        #expect(automatic == root.topics)
        let array = try #require(reference.pages.first { $0.name == "Array" })
        #expect(reference.breadcrumbs(of: array).map(\.title) == ["Demo", "Swift"])
    }

    /// `extension Array: Shelved {}`: with blocks docc relates the extended type, as a
    /// conforming type of `Shelved` and on its own page (the graph's other conformances too).
    @Test func aBlocksConformanceIsItsExtendedTypes() throws {
        let docc = try Self.docc()
        let shelved = try #require(docc.pages["Shelved"])
        #expect(
            shelved.relationships == [
                .init(title: "conformingTypes", entries: ["/Swift/Array", "unlinked:Dictionary"])
            ])
        let array = try #require(docc.pages["Swift/Array"])
        #expect(array.relationships.first?.entries.first == "/Shelved")
        let reference = try APIReference(graphs: Self.graphs)
        let protocolPage = try #require(reference.pages.first { $0.name == "Shelved" })
        #expect(
            protocolPage.relationships.conformingTypes == [
                .symbolLink("Demo/Array"), .symbolLink("Demo/Dictionary"),
            ])
        let arrayPage = try #require(reference.pages.first { $0.name == "Array" })
        #expect(arrayPage.relationships.conformsTo.first == .symbolLink("Demo/Shelved"))
    }

    /// docc trims an extended type whose members all are curated elsewhere (`Rack` curates
    /// ``Swift/Dictionary/rackCount``, `extension Dictionary`'s only member): no page in its
    /// extended module's lists or the sidebar, and its conformance named without a link. Here
    /// its page stays, as the page of its members' sections, which links reach.
    @Test func anExtendedTypeWhoseMembersAreCuratedElsewhereIsListedNowhere() throws {
        let docc = try Self.docc()
        #expect(docc.pages["Swift/Dictionary"] == nil)
        #expect(docc.pages["Swift/Dictionary/rackCount"] != nil)
        let swiftTopics = try #require(docc.pages["Swift"]).topics
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.folder), module: "Demo",
            symbolGraphs: Self.graphs, configure: { $0.recordsPages = true })
        defer { scratch.remove() }
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let swift = try #require(report.pageRecords.first { $0.path == "api/Demo/Swift.html" })
        let listed = swift.sections.filter { $0.kind == .topics }.flatMap(\.groups).map { group in
            DocC.Group(
                title: group.title,
                entries: group.members.compactMap(\.page).map {
                    String($0.dropFirst("api/Demo/".count).dropLast(".html".count))
                })
        }
        #expect(listed == swiftTopics)
        let rack = ScratchSite.article(of: "api/Demo/Rack.html", in: output)
        #expect(rack.contains("href=\"Dictionary.html#rackcount\""), "\(rack)")
        let dictionary = ScratchSite.article(of: "api/Demo/Dictionary.html", in: output)
        #expect(dictionary.contains("id=\"rackcount\""))
        #expect(!ScratchSite.sidebar(of: "api/Demo/Rack.html", in: output).contains("Dictionary"))
        let shelved = ScratchSite.article(of: "api/Demo/Shelved.html", in: output)
        #expect(shelved.contains("<li><code>Dictionary</code></li>"), "\(shelved)")
        #expect(!shelved.contains("href=\"Dictionary.html\""))
    }

    @Test func aLinkThroughTheExtendedModuleReachesTheMember() throws {
        let docc = try Self.docc()
        #expect(docc.shelfLinks == ["/Swift/Array/doubleCount", "/Swift/Set/Iterator/peek()"])
        let (report, output, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.folder), module: "Demo",
            symbolGraphs: Self.graphs)
        defer { scratch.remove() }
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let shelf = ScratchSite.article(of: "api/Demo/Shelf.html", in: output)
        #expect(shelf.contains("href=\"Array.html#doublecount\""), "\(shelf)")
        #expect(shelf.contains("href=\"Set.Iterator.html#peek()\""), "\(shelf)")
    }

    /// Without extension blocks docc renders no extended type and warns at a link through the
    /// extended module; collor still documents the types (from their members: kind
    /// and `extension Array`), and warns where docc warns: a doc comment's Topics entry at its
    /// `.swift` file's line and column (`Rack`'s, at 41:9, was named at 1:5 of its page).
    @Test func withoutBlocksALinkThroughTheExtendedModuleIsWarnedAbout() throws {
        let docc = try Self.docc().withoutBlocks
        #expect(
            docc.pages == [
                "documentation/demo.json", "documentation/demo/rack.json",
                "documentation/demo/shelf.json", "documentation/demo/shelved.json",
            ])
        let graphs = ["Demo.symbols.json", "Demo@Swift.symbols.json"].map {
            Self.folder.appendingPathComponent("without-blocks").appendingPathComponent($0)
        }
        let reference = try APIReference(graphs: graphs)
        let array = try #require(reference.pages.first { $0.name == "Array" })
        #expect(array.kind == "Extended Structure")
        #expect(array.declaration == "extension Array")
        let (report, _, scratch) = try ScratchSite.buildCatalog(
            ScratchSite.catalogFiles(in: Self.folder), module: "Demo", symbolGraphs: graphs)
        defer { scratch.remove() }
        // In the file's order: collor reports page by page.
        let places = report.warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            .map { "\($0.line):\($0.column)" }
        #expect(places == docc.diagnostics.map { "\($0.line):\($0.column)" }, "\(report.warnings)")
    }
}
