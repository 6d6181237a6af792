import Collor
import CollorTestSupport
import Foundation
import Testing

@Suite struct ReloadSectionsTests {
    /// `reload(sections:)` only marked the section: its builder did not run, so the page kept
    /// the old cells under a "reloaded" animation.
    @Test func reloadSectionsRerunsTheBuilder() throws {
        var members = ["a", "b"]
        let data = CollectionData()
        let team = TestSection().uid("team").reload { builder in
            builder.cells = members.map { TestCell().uid($0) }
            builder.add(
                supplementaryView: TestSupplementaryView().uid("h\(members.count)"), kind: "header")
        }
        let plain = TestSection().uid("plain")
        plain.cells = [TestCell().uid("p")]
        data.sections = [team, plain]
        data.computeIndices()
        members = ["c", "a", "d"]
        let before = data.snapshot()
        let result = try data.update { try $0.reload(sections: [team, plain]) }
        try result.validate(from: before, to: data.snapshot())
        #expect(data.sections[0].cells.map { $0.uid() } == ["c", "a", "d"])
        #expect(data.sections[0].cells[2].indexPath == IndexPath(item: 2, section: 0))
        #expect(data.sections[0].supplementaryViews["header"]?.map { $0.uid() } == ["h3"])
        // Without a builder a section keeps its cells, as in Collor.
        #expect(data.sections[1].cells.map { $0.uid() } == ["p"])
        #expect(ChangeSummary(result) == ChangeSummary(reloadedSections: [0, 1]))
        #expect(try result.applied(to: before).isEquivalent(to: data.snapshot()))
    }

    @Test func aFailedUpdateRestoresTheRebuiltSection() throws {
        var members = ["a"]
        let data = CollectionData()
        let team = TestSection().uid("team").reloadSection { cells in
            cells = members.map { TestCell().uid($0) }
        }
        data.sections = [team]
        data.computeIndices()
        members = ["x", "y"]
        #expect(throws: CollorError.self) {
            try data.update { updater in
                try updater.reload(sections: [team])
                try updater.remove(cells: [TestCell()])
            }
        }
        #expect(data.sections[0].cells.map { $0.uid() } == ["a"])
    }
}
