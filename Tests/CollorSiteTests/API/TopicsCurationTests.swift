import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

@Suite struct TopicsCurationTests {
    private static func member(_ title: String, _ kind: String, _ id: String = "")
        -> APIReference.Member
    {
        APIReference.Member(
            identifier: title + kind + id, title: title, kind: kind, declaration: "",
            documentation: "")
    }

    @Test func aTopicsSectionReadsGroupsAbstractsAndItems() throws {
        let markdown = """
            # ``Shop/Basket``

            Holds fruit.

            ## Topics

            ### Filling

            Ways to add.

            - ``add(_:)``
            - <doc:Filling>
            * ``Shop/Basket/count``

            ### Emptying

            1. ``removeAll()``

            ## See Also

            - ``Cart``
            """
        let section = try #require(
            TopicsSection(in: MarkdownDocument(markdown), source: markdown))
        #expect(section.lines == 5...18)
        #expect(section.groups.map(\.title) == ["Filling", "Emptying"])
        #expect(section.groups[0].abstract == "Ways to add.")
        #expect(section.groups[0].items.map(\.symbolPath) == ["add(_:)", nil, "Shop/Basket/count"])
        #expect(section.groups[0].items[1].markdown == "<doc:Filling>")
        #expect(section.groups[1].items.map(\.symbolPath) == ["removeAll()"])
        let rest = section.removed(from: markdown)
        #expect(rest.split(separator: "\n", omittingEmptySubsequences: false).count == 21)
        #expect(!rest.contains("Topics") && !rest.contains("Filling"))
        #expect(rest.hasPrefix("# ``Shop/Basket``\n\nHolds fruit.\n\n\n"))
        #expect(rest.hasSuffix("## See Also\n\n- ``Cart``"))
    }

    @Test func topicsInCodeOrDeeperHeadingsAreNotASection() {
        for markdown in ["```\n## Topics\n```\n", "### Topics\n\n- ``a``\n", "## Topics later\n"] {
            #expect(TopicsSection(in: MarkdownDocument(markdown), source: markdown) == nil)
        }
    }

    /// Curated members come in the Topics' order, overloads linked alike take the overloads in
    /// turn, a member curated twice stays in its first group, and the rest fall into DocC's
    /// default groups in its order of kinds.
    @Test func topicsOrderTheMembersAndTheRestFallIntoDefaultGroups() {
        var page = APIReference.TypePage(
            name: "Basket", kind: "Structure", declaration: "", documentation: "",
            members: [
                Self.member("add(_:)", "Instance Method", "1"),
                Self.member("add(_:)", "Instance Method", "2"),
                Self.member("count", "Instance Property"),
                Self.member("init()", "Initializer"),
                Self.member("max", "Type Property"),
                Self.member("Items", "Structure"),
                Self.member("empty", "Case"),
            ], isExtension: false)
        page.commentTopics = [
            TopicsSection.Group(
                title: "Filling", abstract: "",
                items: [
                    .init(symbolPath: "add(_:)-1a2b3", markdown: "``add(_:)-1a2b3``"),
                    .init(symbolPath: "Shop/Basket/add(_:)-4c5d6", markdown: ""),
                    .init(symbolPath: nil, markdown: "<doc:Filling>"),
                    .init(symbolPath: "Cart", markdown: "``Cart``"),
                ])
        ]
        page.extensionTopics = [
            TopicsSection.Group(
                title: "Counting", abstract: "How many.",
                items: [
                    .init(symbolPath: "count", markdown: ""),
                    .init(symbolPath: "add(_:)", markdown: "``add(_:)``"),
                ])
        ]
        let groups = APIReference.memberGroups(page, module: "Shop")
        #expect(
            groups.map(\.title) == [
                "Filling", "Counting", "Structures", "Enumeration Cases", "Initializers",
                "Type Properties",
            ])
        #expect(
            groups[0].members.map(\.identifier) == [
                "add(_:)Instance Method1", "add(_:)Instance Method2",
            ])
        #expect(groups[0].links == ["<doc:Filling>", "``Cart``"])
        #expect(groups[1].members.map(\.title) == ["count"])
        #expect(groups[1].abstract == "How many.")
        // Both overloads were placed in Filling: the third link finds none left, and is a link.
        #expect(groups[1].links == ["``add(_:)``"])
        #expect(
            groups.dropFirst(2).map { $0.members.map(\.title) } == [
                ["Items"], ["empty"], ["init()"], ["max"],
            ])
    }

    @Test func aDocCommentsTopicsLeaveItsDocumentation() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let url = try SymbolGraphJSON(
            module: "Shop",
            symbols: [
                .init(
                    path: ["Basket"], kind: "struct", displayName: "Structure",
                    doc: "A basket.\n\n## Topics\n\n### Counting\n\n- ``count``"),
                .init(
                    path: ["Basket", "count"], kind: "property",
                    displayName: "Instance Property", doc: "How many."),
                .init(
                    path: ["Basket", "init()"], kind: "init", displayName: "Initializer",
                    doc: "Empty."),
            ]
        ).write(in: scratch.url)
        let reference = try APIReference(graphs: [url])
        let page = try #require(reference.pages.first)
        #expect(page.documentation.trimmingCharacters(in: .whitespacesAndNewlines) == "A basket.")
        #expect(page.commentTopics.map(\.title) == ["Counting"])
        // Without the members' anchors: DocCDisambiguationTests checks them.
        let headings = reference.blocks(of: page).map(\.outline).filter { $0.hasPrefix("#") }
        #expect(
            headings == [
                "# Basket", "## Counting", "### `count`", "## Initializers", "### `init()`",
            ])
    }

    /// A module's types: the curated groups in order, each type in its first group only, then
    /// the rest by kind, joining a curated group of the same title rather than repeating it.
    @Test func aModulesTypesFollowItsCurationThenTheirKinds() {
        func page(_ name: String, _ kind: String) -> APIReference.TypePage {
            APIReference.TypePage(
                name: name, kind: kind, declaration: "", documentation: "", members: [],
                isExtension: false)
        }
        var reference = APIReference(
            module: "Shop",
            pages: [
                page("Basket", "Structure"), page("Basket.Items", "Structure"),
                page("Fruit", "Enumeration"), page("Grocer", "Class"), page("Priced", "Protocol"),
            ])
        reference.curation = [
            .init(title: "Shopping", names: ["Grocer"]),
            .init(title: "Structures", names: ["Basket", "Grocer", "Nowhere"]),
        ]
        #expect(
            reference.typeGroups().map { "\($0.title): \($0.pages.map(\.name))" } == [
                "Shopping: [\"Grocer\"]",
                "Structures: [\"Basket\", \"Basket.Items\"]",
                "Protocols: [\"Priced\"]",
                "Enumerations: [\"Fruit\"]",
            ])
    }

    /// A name a requirement shares with its default implementation is the requirement, each
    /// time it is listed, as docc resolves it (swift-nio's `WritableFileHandleProtocol` lists
    /// `write(contentsOf:toAbsoluteOffset:)` twice; the second took the default implementation).
    @Test func aSharedNameIsTheRequirementEachTime() {
        var implementation = Self.member("cents", "Instance Property", "default")
        implementation.requirement = .defaultImplementation
        implementation.docc = DocCIdentity(kind: "property", hash: "bbb")
        implementation.docc.isDisfavored = true
        var requirement = Self.member("cents", "Instance Property", "required")
        requirement.docc = DocCIdentity(kind: "property", hash: "aaa")
        var page = APIReference.TypePage(
            name: "Priced", kind: "Protocol", declaration: "", documentation: "",
            members: [implementation, requirement], isExtension: false)
        page.extensionTopics = [
            TopicsSection.Group(
                title: "Price", abstract: "",
                items: [
                    .init(symbolPath: "cents", markdown: "``cents``"),
                    .init(symbolPath: "cents", markdown: "``cents``"),
                ])
        ]
        let groups = APIReference.memberGroups(page, module: "Shop")
        #expect(groups[0].members.map(\.identifier) == ["centsInstance Propertyrequired"])
        #expect(groups[0].links == ["``cents``"])
        // A default implementation is in no Topics group (docc's excludeFromAutomaticCuration):
        // its section stays under its kind's heading, unlisted.
        #expect(groups.map(\.title) == ["Price", "Instance Properties"])
        #expect(groups[1].unlisted == ["centsInstance Propertydefault"])
    }
}
