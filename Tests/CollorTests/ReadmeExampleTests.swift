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
