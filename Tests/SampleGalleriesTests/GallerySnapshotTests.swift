import CollorGallery
import CollorHTML
import CollorSnapshotTesting
import SampleGalleries
import SnapshotTesting
import Testing

/// Every state (`.layout`) and every step (`.transition`) of every gallery, against references in
/// `__Snapshots__/GallerySnapshotTests/`.
@Suite(.serialized) struct GallerySnapshotTests {
    @Test(arguments: ["random", "pantone", "realtime", "weather", "alphabet", "columns"])
    func everyStateAndStep(name: String) throws {
        let recording = try SampleGalleries.all.gallery(named: name).record()
        for (index, state) in recording.states.enumerated() {
            assertSnapshot(of: state, as: .layout, named: "\(name)-state-\(index)")
        }
        for (index, transition) in recording.transitions.enumerated() {
            assertSnapshot(of: transition, as: .transition, named: "\(name)-step-\(index + 1)")
        }
    }
}
