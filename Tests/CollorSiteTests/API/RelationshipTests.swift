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

    @Test func typesListTheirRelationshipsBothWays() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let reference = try Self.reference(in: scratch.url)
        func relationships(_ name: String) -> APIReference.Relationships? {
            reference.pages.first { $0.name == name }?.relationships
        }
        #expect(
            relationships("Basket")
                == .init(conformsTo: [.code("Swift.Hashable"), .symbolLink("Store/Priced")]),
            "by name as shown; Copyable, which every type has, is left out")
        #expect(
            relationships("Priced")
                == .init(conformingTypes: [.symbolLink("Store/Basket"), .symbolLink("Store/Int")]))
        #expect(relationships("Grocer") == .init(inheritsFrom: [.symbolLink("Store/Shop")]))
        #expect(relationships("Shop") == .init(inheritedBy: [.symbolLink("Store/Grocer")]))
        #expect(relationships("Int") == .init(conformsTo: [.symbolLink("Store/Priced")]))
        let basket = try #require(reference.pages.first { $0.name == "Basket" })
        #expect(
            reference.blocks(of: basket).suffix(3) == [
                .heading(level: 2, [.text("Relationships")]),
                .heading(level: 3, [.text("Conforms To")]),
                .list([[.code("Swift.Hashable")], [.symbolLink("Store/Priced")]]),
            ])
    }

    /// A protocol's page marks its requirements, and lists its default implementations in a
    /// group of their own, after the requirements.
    @Test func protocolsMarkRequirementsAndGroupDefaultImplementations() throws {
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
                "### `cents`", "*Required. Default implementation provided.*",
                "### `label`", "*Required.*",
                "## Default Implementations", "### `cents`",
                "## Relationships", "### Conforming Types",
            ])
    }
}
