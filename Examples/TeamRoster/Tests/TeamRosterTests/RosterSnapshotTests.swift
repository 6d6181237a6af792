import Collor
import CollorHTML
import CollorSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

@testable import TeamRoster

/// Each of CollorSnapshotTesting's strategies on the roster. References are under
/// `__Snapshots__/RosterSnapshotTests/`; run with `SNAPSHOT_TESTING_RECORD=missing` to record new
/// ones, and read them before committing.
@Suite(.serialized) struct RosterSnapshotTests {
    // snippet: layout
    private func layout() throws -> FlowLayout {
        let layout = FlowLayout(
            collectionView: CollectionView(width: 360, height: 640),
            collectionData: RosterGallery().makeModel())
        try layout.prepare()
        return layout
    }
    // end snippet

    // snippet: snapshot
    @Test func html() throws {
        assertSnapshot(of: try layout(), as: .html)
    }

    @Test func layoutDump() throws {
        assertSnapshot(of: try layout(), as: .layout)
    }
    // end snippet

    // snippet: recording
    @Test func everyStateAndStepOfTheGallery() throws {
        let recording = try RosterGallery().record()
        // The page is laid out at several widths; the references pin the 420 px one.
        for (index, state) in try #require(recording.states(atWidth: 420)).enumerated() {
            assertSnapshot(of: state, as: .layout, named: "state-\(index)")
        }
        for (index, transition) in try #require(recording.transitions(atWidth: 420)).enumerated() {
            assertSnapshot(of: transition, as: .transition, named: "step-\(index + 1)")
        }
    }
    // end snippet

    // snippet: gallery
    @Test func wholeGallery() {
        // Every state at every width and variant, one reference each, named as the state's
        // permalink on the gallery's page: wholeGallery.roster-2-w375.txt is step 2 at 375 px,
        // wholeGallery.roster-2-w375-light-accessibilityMedium.txt the same in larger text.
        assertSnapshot(of: RosterGallery(), as: .layout)
    }
    // end snippet

    // snippet: image
    @Test func image() throws {
        let options = PageOptions(fontURL: nil, extraCSS: RosterGallery().css)
        assertSnapshot(of: try layout(), as: .image(options: options))
    }
    // end snippet
}
