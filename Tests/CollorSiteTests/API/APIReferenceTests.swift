import CollorMarkdown
import CollorSiteTestSupport
import Testing

@testable import CollorSite

@Suite struct APIReferenceTests {
    @Test func decodesTopLevelTypesMembersAndExtensions() throws {
        let reference = try APIReference(graphs: Fixtures.symbolGraphs)
        #expect(reference.module == "Collor")
        // `IndexPath` is Foundation's (FoundationEssentials' on Linux): docc's "Extended
        // Module" page of that module lists it.
        #expect(
            reference.pages.map(\.name) == [
                "CollectionData", "Diffable", "EdgeInsets", "FoundationEssentials", "IndexPath",
            ])
        let data = try #require(reference.pages.first { $0.name == "CollectionData" })
        #expect(data.kind == "Class")
        #expect(data.declaration == "class CollectionData")
        #expect(data.documentation.hasPrefix("The whole collection"))
        #expect(data.members.contains { $0.title == "reloadData()" })
        #expect(!data.members.contains { $0.title.hasPrefix("_") })
        let indexPath = try #require(reference.pages.first { $0.name == "IndexPath" })
        #expect(indexPath.isExtension)
        #expect(indexPath.kind == "Extended Structure")
        #expect(indexPath.members.map(\.title).contains("item"))
        let module = try #require(reference.pages.first { $0.name == "FoundationEssentials" })
        #expect(module.kind == "Extended Module")
        #expect(reference.extendedTypeGroups(of: module).map(\.title) == ["Extended Structures"])
    }

    @Test func pagesAreTypedWithBlocksAndDeclarationsAsSwiftBlocks() throws {
        let reference = try APIReference(graphs: Fixtures.symbolGraphs)
        let pages = reference.generatedPages()
        #expect(pages.first?.path == "api/Collor/index.md")
        #expect(pages.first?.page.title == "Collor")
        let data = try #require(pages.first { $0.path == "api/Collor/CollectionData.md" })
        #expect(data.page.title == "CollectionData")
        #expect(data.page.blocks.first == .heading(level: 1, [.text("CollectionData")]))
        #expect(data.page.blocks.contains(.code(language: "swift", "class CollectionData")))
        #expect(
            data.page.blocks.contains(
                .heading(level: 3, [.code("reloadData()")], anchor: "reloaddata()")))
        #expect(reference.symbolPages()["CollectionData"] == "api/Collor/CollectionData.html")
        #expect(
            reference.symbolPages()["Collor.CollectionData"] == "api/Collor/CollectionData.html")
        #expect(reference.symbolPages()["IndexPath"] == nil)
    }

    @Test func undecodableGraphNamesTheFile() {
        let bad = Fixtures.site.appendingPathComponent("index.md")
        #expect(throws: SiteError.self) { try APIReference(graphs: [bad]) }
    }

    /// A type page's description is its summary as a reader sees it: the corpus found
    /// ` ``Symbol`` ` raw in 85 pages' `<meta name="description">`.
    @Test func theDescriptionIsTheSummaryWithoutMarkup() {
        let page = APIReference.TypePage(
            name: "Basket", kind: "Structure", declaration: "struct Basket",
            documentation: "A ``Fruit/Basket`` of `Fruit`, see [the guide](x.md) and\n"
                + "<doc:Ordering> or ``Basket/add(_:)-1syvw``.\n\nMore.",
            members: [], isExtension: false)
        let reference = APIReference(module: "Fruit", pages: [page])
        #expect(
            reference.page(of: page).description
                == "A Basket of Fruit, see the guide and Ordering or add(_:).")
    }

    /// A member's doc comment keeps its headings below the member's: swift-parsing's `map(_:)`
    /// has `## Printability`, which closed the type page's "Parser operators" group and put the
    /// next members under a group of its own.
    @Test func aMembersHeadingsStayBelowItsOwn() {
        let member = APIReference.Member(
            identifier: "s:map", title: "map(_:)", kind: "Instance Method",
            declaration: "func map()",
            documentation:
                "Maps.\n\n## Printability\n\nText.\n\n# Top\n\n```\n## kept\n```\n    ## indented code"
        )
        let page = APIReference.TypePage(
            name: "Parser", kind: "Protocol", declaration: "protocol Parser", documentation: "",
            members: [member], isExtension: false)
        let blocks = APIReference(module: "Parsing", pages: [page]).blocks(of: page)
        guard case .markdown(let markdown, _) = blocks.last else {
            Issue.record("the doc comment is not the page's last block: \(blocks)")
            return
        }
        #expect(markdown.contains("\n#### Printability\n"))
        #expect(markdown.contains("\n#### Top\n"))
        #expect(markdown.contains("```\n## kept\n```"))
        #expect(markdown.contains("\n    ## indented code"))
        #expect(!markdown.contains("\n## Printability"))
    }

    /// A member's `###` became h5 under its h3 heading, skipping h4: its highest heading level is
    /// h4 and the others follow, never skipping a level.
    @Test func aMembersHeadingsFollowItsOwnWithoutSkippingALevel() {
        #expect(APIReference.demotingHeadings("A.\n\n### Usage\n\nB.") == "A.\n\n#### Usage\n\nB.")
        #expect(
            APIReference.demotingHeadings("## One\n### Two\n##### Four\n## Back")
                == "#### One\n##### Two\n###### Four\n#### Back")
        #expect(APIReference.demotingHeadings("No heading.") == "No heading.")
    }
}
