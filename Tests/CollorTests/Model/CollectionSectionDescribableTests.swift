import Collor
import CollorTestSupport
import Foundation
import Testing

@Suite struct CollectionSectionDescribableTests {
    @Test func uidForACellJoinsTheSectionsAndTheCells() {
        let section = TestSection().uid("team")
        #expect(section.uid(for: TestCell().uid("ada")) == "team/ada")
        #expect(section.uid(for: "grace") == "team/grace")
        #expect(section.uid(for: TestCell()) == nil)
        #expect(TestSection().uid(for: "ada") == nil)
    }

    @Test func rebuildRunsTheStoredBuilderAgain() throws {
        var names = ["a", "b"]
        let section = TestSection().uid("A").reloadSection { cells in
            cells = names.map { TestCell().uid($0) }
        }
        #expect(section.hasBuilder)
        names = ["c"]
        try section.rebuild()
        #expect(section.cells.map { $0.uid() } == ["c"])
    }

    @Test func rebuildWithABuilderReplacesSupplementaryViewsToo() throws {
        var letters = ["x", "y"]
        let section = TestSection().uid("A").reload { builder in
            builder.cells = [TestCell().uid("a")]
            for letter in letters {
                builder.add(supplementaryView: TestSupplementaryView().uid(letter), kind: "letter")
            }
        }
        letters = ["z"]
        try section.rebuild()
        #expect(section.supplementaryViews["letter"]?.map { $0.uid() } == ["z"])
    }

    @Test func rebuildWithoutABuilderThrowsAndKeepsTheSection() {
        let section = TestSection().uid("A")
        section.cells = [TestCell().uid("a")]
        #expect(!section.hasBuilder)
        #expect(throws: CollorError.sectionWithoutBuilder(section: -1, uid: "A")) {
            try section.rebuild()
        }
        #expect(section.cells.map { $0.uid() } == ["a"])
    }

    @Test func descriptorsByType() {
        let data = CollectionData()
        let first = TestSection().uid("A").reload { builder in
            builder.cells = [TestCell().uid("a"), TestCell(plain: 1).uid("b")]
            builder.add(supplementaryView: TestSupplementaryView().uid("h"), kind: "header")
        }
        data.sections = [first, TestSection().uid("B")]
        #expect(data.sectionDescribables(of: TestSection.self).map { $0.uid() } == ["A", "B"])
        #expect(data.cellDescribables(of: TestCell.self).map { $0.uid() } == ["a", "b"])
        #expect(
            data.cellDescribables(of: TestCell.self).filter { $0.content == 1 }.map { $0.uid() }
                == ["b"])
        #expect(first.cellDescribables(of: TestCell.self).count == 2)
        #expect(
            data.supplementaryViewDescribables(of: TestSupplementaryView.self).map { $0.uid() }
                == ["h"])
        #expect(data.cellDescribables(of: TestSection.self).isEmpty)
    }
}
