import CollorGallery
import CollorHTML
import CollorSnapshotTesting
import SampleGalleries
import SnapshotTesting
import Testing

/// Every state (`.layout`) and every step (`.transition`) of every gallery at the 420 px width,
/// against references in `__Snapshots__/GallerySnapshotTests/`.
///
/// The references were recorded when 420 was the galleries' only width, and have not changed
/// since the galleries were laid out at several: the layout at 420 is the same.
@Suite(.serialized) struct GallerySnapshotTests {
    @Test(arguments: ["random", "pantone", "realtime", "weather", "alphabet", "columns"])
    func everyStateAndStep(name: String) throws {
        let recording = try SampleGalleries.all.gallery(named: name).record()
        for (index, state) in try #require(recording.states(atWidth: 420)).enumerated() {
            assertSnapshot(of: state, as: .layout, named: "\(name)-state-\(index)")
        }
        for (index, transition) in try #require(recording.transitions(atWidth: 420)).enumerated() {
            assertSnapshot(of: transition, as: .transition, named: "\(name)-step-\(index + 1)")
        }
    }
}
