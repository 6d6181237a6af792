import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Another module's doc comment, as docc reads it: dropped from a member that inherits it (a
/// `sourceOrigin`, `description` from `CustomStringConvertible`), shown on a symbol the module
/// re-exports (`@_exported import Inner`: DocC's `DefaultImplementationsWithExportedImport`,
/// where docc's `Something` reads "Some protocol"; it had no abstract here).
@Suite struct ReexportedDocCommentTests {
    private static let graph = #"""
        {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "test"},
         "module": {"name": "Outer", "platform": {}},
         "symbols": [
          {"identifier": {"precise": "s:5Inner9SomethingP", "interfaceLanguage": "swift"},
           "names": {"title": "Something"}, "pathComponents": ["Something"],
           "kind": {"identifier": "swift.protocol", "displayName": "Protocol"},
           "accessLevel": "public",
           "docComment": {"module": "Inner", "lines": [{"text": "Some protocol."}]}},
          {"identifier": {"precise": "s:5Outer3BoxV", "interfaceLanguage": "swift"},
           "names": {"title": "Box"}, "pathComponents": ["Box"],
           "kind": {"identifier": "swift.struct", "displayName": "Structure"},
           "accessLevel": "public",
           "docComment": {"module": "Outer", "lines": [{"text": "A box."}]}},
          {"identifier": {"precise": "s:5Outer3BoxV11descriptionSSvp", "interfaceLanguage": "swift"},
           "names": {"title": "description"}, "pathComponents": ["Box", "description"],
           "kind": {"identifier": "swift.property", "displayName": "Instance Property"},
           "accessLevel": "public",
           "docComment": {"module": "Swift", "lines": [{"text": "A textual representation."}]}}
         ],
         "relationships": [
          {"kind": "memberOf", "source": "s:5Outer3BoxV11descriptionSSvp",
           "target": "s:5Outer3BoxV",
           "sourceOrigin": {"identifier": "s:s23CustomStringConvertibleP11descriptionSSvp",
                            "displayName": "CustomStringConvertible.description"}}
         ]}
        """#

    @Test func aReexportedSymbolKeepsItsCommentAndAnInheritedMemberDropsIt() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let url = scratch.url.appendingPathComponent("Outer.symbols.json")
        try Data(Self.graph.utf8).write(to: url)
        let reference = try APIReference(graphs: [url])
        let something = try #require(reference.pages.first { $0.name == "Something" })
        #expect(something.documentation == "Some protocol.")
        let box = try #require(reference.pages.first { $0.name == "Box" })
        #expect(box.documentation == "A box.")
        let description = try #require(box.members.first { $0.title == "description" })
        // docc's origin line in its place (`documentation(of:module:)`), not Swift's comment.
        #expect(!description.documentation.contains("textual representation"))
        #expect(description.inheritedFrom == "CustomStringConvertible.description")
    }
}
