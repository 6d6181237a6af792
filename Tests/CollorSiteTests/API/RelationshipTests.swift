import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

@Suite struct RelationshipTests {
    /// `Priced` (requirement `cents`, implemented by default, and `label`), `Basket: Priced,
    /// Hashable`, `Grocer: Shop`, and `Int` extended to conform to `Priced`.
    private static func reference(in folder: URL) throws -> APIReference {
        let symbols: [SymbolGraphJSON.Symbol] = [
            .init(path: ["Priced"], kind: "protocol", displayName: "Protocol"),
            .init(path: ["Priced", "cents"], kind: "property", displayName: "Instance Property"),
            .init(path: ["Priced", "label"], kind: "property", displayName: "Instance Property"),
            .init(path: ["Priced", "cents"], kind: "property", displayName: "Instance Property"),
            .init(path: ["Basket"], kind: "struct", displayName: "Structure"),
            .init(path: ["Shop"], kind: "class", displayName: "Class"),
            .init(path: ["Grocer"], kind: "class", displayName: "Class"),
            .init(path: ["Int", "price"], kind: "property", displayName: "Instance Property"),
        ]
        var graph = SymbolGraphJSON(module: "Store", symbols: symbols)
        // The default implementation shares its path with the requirement: another identifier.
        graph.symbols[3].identifierSuffix = "-default"
        graph.relationships = [
            ("requirementOf", "s:Priced.cents", "s:Priced", nil),
            ("requirementOf", "s:Priced.label", "s:Priced", nil),
            ("defaultImplementationOf", "s:Priced.cents-default", "s:Priced.cents", nil),
            ("memberOf", "s:Priced.cents-default", "s:Priced", nil),
            ("conformsTo", "s:Basket", "s:Priced", nil),
            ("conformsTo", "s:Basket", "s:SH", "Swift.Hashable"),
            ("conformsTo", "s:Basket", "s:Copyable", "Swift.Copyable"),
            ("inheritsFrom", "s:Grocer", "s:Shop", nil),
            ("memberOf", "s:Int.price", "s:Si", "Swift.Int"),
            ("conformsTo", "s:Si", "s:Priced", nil),
        ]
        return try APIReference(graphs: [graph.write(in: folder)])
    }

    private static let folder = Fixtures.folder.appendingPathComponent("docc-relationships")

    /// docc's relationships groups of each symbol page (`__Fixtures__/docc-relationships`,
    /// written by `scripts/docc-relationships.py`), by path: `type` and members, a symbol of
    /// the module as `Demo/priced`, another module's by name (`Swift.Copyable`).
    private static func docc() throws -> [String: [[String]]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("docc.json"))
        let pages = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [[String: Any]]])
        return pages.mapValues { groups in
            groups.map { [$0["type"] as? String ?? ""] + ($0["members"] as? [String] ?? []) }
        }
    }

    /// Each type page's groups as docc lists them: every conformance of the graph (Copyable,
    /// Escapable, SendableMetatype), a protocol's as Inherits From and the refining protocols
    /// as Inherited By, not Conforming Types; neither `Int` nor `Never.Inner` (the `Demo@Swift`
    /// graph's) among Priced's conforming types; `Bag` conforms to `Swift.Sequence`, which the
    /// module extends; groups in docc's order, members by the title shown.
    @Test func typesListTheirRelationshipsAsDocC() throws {
        let answers = try Self.docc()
        let reference = try APIReference(
            graphs: ["Demo.symbols.json", "Demo@Swift.symbols.json"].map {
                Self.folder.appendingPathComponent($0)
            })
        func shown(_ entry: GeneratedInline) -> String {
            switch entry {
            case .symbolLink(let path):
                "Demo/" + path.split(separator: "/").dropFirst().joined(separator: "/").lowercased()
            case .code(let code): code
            default: ""
            }
        }
        var checked = 0
        for page in reference.pages where !page.isExtension && !page.name.hasPrefix("Never") {
            let groups = page.relationships.groups.map { [$0.type] + $0.entries.map(shown) }
            #expect(groups == answers[page.name, default: []], "\(page.name)")
            checked += 1
        }
        #expect(checked == 8)
        let priced = try #require(reference.pages.first { $0.name == "Priced" })
        #expect(
            reference.blocks(of: priced).suffix(5).map(\.outline) == [
                "## Relationships", "### Inherited By",
                "- ``Demo/Clearance`` - ``Demo/Discounted``", "### Conforming Types",
                "- ``Demo/Basket`` - ``Demo/Grocer``",
            ])
    }

    /// A requirement's section lists its default implementations in the build report, as
    /// docc's `defaultImplementationsSections` on the requirement's page: `cents` has two.
    @Test func aRequirementListsItsDefaultImplementations() throws {
        let answer = try #require(try Self.docc()["Priced/cents"])
        let pages = try ReportPages.build(fixture: Self.folder).pages
        let sections = (pages["api/Demo/Priced.html"]?["sections"] as? [[String: Any]] ?? [])
        let groups = sections.filter { $0["kind"] as? String == "relationships" }
            .flatMap { $0["groups"] as? [[String: Any]] ?? [] }
            .filter { $0["type"] as? String == "defaultImplementations" }
        #expect(groups.count == 1)
        let anchors = (groups.first?["members"] as? [[String: String]] ?? []).map {
            "Demo/priced/" + ($0["anchor"] ?? "")
        }
        #expect([["defaultImplementations"] + anchors] == answer)
    }

    /// A protocol's page marks its requirements, and shows each default implementation after
    /// its requirement, in no group of its own: docc lists them only on the requirement's page
    /// (`docc-default-implementations`'s `Sized`: no "Default Implementations" group), so the
    /// requirement's section links them, by docc's anchor.
    @Test func protocolsMarkRequirementsAndFollowThemWithTheirDefaultImplementations() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let reference = try Self.reference(in: scratch.url)
        let priced = try #require(reference.pages.first { $0.name == "Priced" })
        // Without the members' anchors: DocCDisambiguationTests checks them.
        let lines = reference.blocks(of: priced).map(\.outline).filter {
            $0.hasPrefix("#") || $0.hasPrefix("*Required")
        }
        #expect(
            lines == [
                "# Priced", "## Instance Properties",
                "### `cents`",
                "*Required. Default implementation provided:* [`Priced.cents`](#cents-7ilnk).",
                "### `cents`",
                "### `label`", "*Required.*",
                "## Relationships", "### Conforming Types",
            ])
    }

    /// An implementation the graph relates to several requirements of its name (swift-syntax's
    /// three `ListBuilder.buildExpression(_:)`, each a default implementation of all three
    /// requirements) has one section, after the first of them, and each requirement links it
    /// (docc's "ListBuilder Implementations" on each requirement's page lists all three).
    @Test func anImplementationOfSeveralRequirementsHasOneSection() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        var graph = SymbolGraphJSON(
            module: "Lists",
            symbols: [.init(path: ["Builder"], kind: "protocol", displayName: "Protocol")]
                + Array(
                    repeating: .init(
                        path: ["Builder", "add(_:)"], kind: "method",
                        displayName: "Instance Method"), count: 4))
        for (index, suffix) in ["-a", "-b", "-x", "-y"].enumerated() {
            graph.symbols[index + 1].identifierSuffix = suffix
        }
        graph.relationships = [
            ("requirementOf", "s:Builder.add(_:)-a", "s:Builder", nil),
            ("requirementOf", "s:Builder.add(_:)-b", "s:Builder", nil),
            ("memberOf", "s:Builder.add(_:)-x", "s:Builder", nil),
            ("memberOf", "s:Builder.add(_:)-y", "s:Builder", nil),
        ]
        for implementation in ["x", "y"] {
            for requirement in ["a", "b"] {
                graph.relationships.append(
                    (
                        "defaultImplementationOf", "s:Builder.add(_:)-" + implementation,
                        "s:Builder.add(_:)-" + requirement, nil
                    ))
            }
        }
        let reference = try APIReference(graphs: [graph.write(in: scratch.url)])
        let builder = try #require(reference.pages.first { $0.name == "Builder" })
        let blocks = reference.blocks(of: builder).map(\.outline)
        #expect(blocks.filter { $0.hasPrefix("### ") }.count == 4, "\(blocks)")
        #expect(
            blocks.filter { $0.hasPrefix("*Required") }.allSatisfy {
                $0.components(separatedBy: "](#").count == 3
            }, "\(blocks)")
    }

    /// docc files a member of nothing that implements a requirement under the requirement's
    /// type (`PathHierarchy`): swift-nio's `EventLoop.next()`, whose graph gives only its
    /// `defaultImplementationOf` `EventLoopGroup.next()`, is on `EventLoopGroup`'s page
    /// (`/EventLoopGroup/next()-480hw` in docc's render JSON) and listed as that requirement's
    /// default implementation; a member with a `memberOf` stays on its type's page.
    @Test func aDefaultImplementationOfNoTypeIsFiledUnderItsRequirementsType() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        var graph = SymbolGraphJSON(
            module: "Loops",
            symbols: [
                .init(path: ["Group"], kind: "protocol", displayName: "Protocol"),
                .init(path: ["Group", "next()"], kind: "method", displayName: "Instance Method"),
                .init(path: ["Loop"], kind: "protocol", displayName: "Protocol"),
                .init(path: ["Loop", "next()"], kind: "method", displayName: "Instance Method"),
                .init(path: ["Loop", "run()"], kind: "method", displayName: "Instance Method"),
            ])
        graph.relationships = [
            ("requirementOf", "s:Group.next()", "s:Group", nil),
            ("inheritsFrom", "s:Loop", "s:Group", nil),
            ("defaultImplementationOf", "s:Loop.next()", "s:Group.next()", nil),
            ("memberOf", "s:Loop.run()", "s:Loop", nil),
        ]
        let reference = try APIReference(graphs: [graph.write(in: scratch.url)])
        let group = try #require(reference.pages.first { $0.name == "Group" })
        let loop = try #require(reference.pages.first { $0.name == "Loop" })
        #expect(loop.members.map(\.identifier) == ["s:Loop.run()"])
        #expect(Set(group.members.map(\.identifier)) == ["s:Group.next()", "s:Loop.next()"])
        let requirement = try #require(group.members.first { $0.identifier == "s:Group.next()" })
        #expect(requirement.defaultImplementations == ["s:Loop.next()"])
        // The requirement keeps the plain name, as in docc's URLs.
        #expect(requirement.anchor == "next()")
    }
}
