import Collor
import Foundation
import Testing

// The README's example, kept compiling and true.

private struct MemberAdapter: CollectionAdapter, Diffable, Equatable {
    var name: String; var role: String
}

private final class MemberDescriptor: CollectionCellDescribable {
    let cellStorage = CellStorage()
    let adapter: MemberAdapter
    init(_ adapter: MemberAdapter) { self.adapter = adapter }
    func getAdapter() -> CollectionAdapter { adapter }
    func size(_ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable)
        -> CGSize
    {
        CGSize(width: collectionView.bounds.width, height: 44)
    }
}

private final class TeamSection: CollectionSectionDescribable {
    let sectionStorage = SectionStorage()
    func sectionInset(_ collectionView: CollectionView) -> EdgeInsets { EdgeInsets(all: 10) }
}

private final class CrewData: CollectionData {
    var teams: [String: [MemberAdapter]] = [:]
    override func reloadData() {
        super.reloadData()
        sections = teams.keys.sorted().map { team in
            TeamSection().uid(team).reloadSection { cells in
                cells = (self.teams[team] ?? []).map { MemberDescriptor($0).uid($0.name) }
            }
        }
    }
}

@Test func readmeExample() throws {
    let data = CrewData()
    data.teams = ["Design": [.init(name: "Ada", role: "lead")]]
    data.reloadData()
    data.teams["Design"]?.append(.init(name: "Grace", role: "dev"))
    let result = try data.update { updater in try updater.diff() }
    #expect(result.description == "1 inserted")
    data.teams["Design"]?[0].role = "principal"
    #expect(try data.update { try $0.diff() }.description == "1 reloaded")
}

private final class SectionBackgroundLayout: FlowLayout {
    override func prepare() throws(CollorError) {
        try super.prepare()
        for (index, section) in collectionData.sections.enumerated() {
            guard let cells = frameOfCells(inSection: index) else { continue }
            var background = LayoutAttributes(
                forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: index),
                frame: cells.insetBy(dx: -5, dy: -5))
            background.backgroundColor = .white
            background.cornerRadius = 4
            background.uid = "\(section.uid() ?? "")/background"
            decorationViewsHandler.add(attributes: background)
        }
    }
}

@Test func readmeLayoutExample() throws {
    let data = CrewData()
    data.teams = ["Design": [.init(name: "Ada", role: "lead")]]
    data.reloadData()
    data.computeIndices()
    let layout = SectionBackgroundLayout(
        collectionView: CollectionView(width: 320, height: 480), collectionData: data)
    try layout.prepare()
    // Inset 10 on every side: the cell is 300 x 44 at (10, 10); the background adds 5 around it.
    #expect(
        layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 10, y: 10, width: 300, height: 44))
    let background = layout.layoutAttributesForDecorationView(
        ofKind: "background", at: IndexPath(item: 0, section: 0))
    #expect(background?.frame == CGRect(x: 5, y: 5, width: 310, height: 54))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 64))
}
