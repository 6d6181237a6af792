import Collor
import Testing

@testable import TeamRoster

@Suite struct RosterDataTests {
    @Test func aNewMemberIsInsertedAndTheTitleReloads() throws {
        // snippet: update
        let roster = RosterData(teams: [
            Team(name: "Design", members: [Member(name: "Ada", role: "Lead")])
        ])
        roster.teams[0].members.append(Member(name: "Grace", role: "Engineer"))
        let result = try roster.update { try $0.diff() }
        #expect("\(result)" == "1 inserted, 1 reloaded")
        #expect(result.insertedIndexPaths == [IndexPath(item: 2, section: 0)])
        #expect(result.reloadedIndexPaths == [IndexPath(item: 0, section: 0)])
        // end snippet
    }

    @Test func aMemberWhoChangesTeamMoves() throws {
        let gallery = RosterGallery()
        let roster = gallery.makeModel()
        let bruno = roster.teams[0].members.removeLast()
        roster.teams[1].members.insert(bruno, at: 0)
        let result = try roster.update { try $0.diff() }
        #expect(
            result.movedIndexPaths.map { [$0.0, $0.1] } == [
                [IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 1)]
            ])
        #expect(result.reloadedIndexPaths.count == 2, "both head counts changed")
    }

    // snippet: captions
    @Test func theGalleryRecordsEveryStep() throws {
        let recording = try RosterGallery().record()
        #expect(
            recording.timeline.steps.map(\.caption) == [
                "Initial state",
                "Eve joins Build, diff(): 1 inserted, 1 reloaded",
                "Bruno moves to Build, diff(): 1 moved, 2 reloaded",
                "Chen's role changes, diff(): 1 reloaded",
                "Design leaves, diff(): sections: 1 deleted",
            ])
        #expect(recording.warnings.isEmpty)
    }
    // end snippet
}
