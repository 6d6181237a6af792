import Collor
import CollorGallery
import CollorHTML
import CollorSnapshotTesting
import CollorTestSupport
import Foundation
import SnapshotTesting
import Testing

/// A small gallery: a crew of three, then one member moves and one joins; at two widths.
private struct CrewGallery: Gallery {
    var name: String { "crew" }
    var title: String { "Crew" }
    var summary: String { "Bob moves to Build, Dee joins Design." }
    var widths: [CGFloat] { [300, 420] }
    var css: String { ".label{margin:0;padding:4px;background:#eef}" }
    /// Dee's name in the last step, so that a test can change that step alone.
    var newcomer = "Dee"

    func makeModel() -> LabelData {
        LabelData([
            ("Design", [("ada", "Ada", 0), ("bob", "Bob", 0)]), ("Build", [("cy", "Cy", 0)]),
        ])
    }

    func makeLayout(_ collectionView: CollectionView, model: LabelData) -> BackgroundFlowLayout {
        BackgroundFlowLayout(collectionView: collectionView, collectionData: model)
    }

    func play(_ scenario: GalleryScenario<Self>) throws {
        scenario.model.spec = [
            ("Design", [("ada", "Ada", 0), ("dee", newcomer, 0)]),
            ("Build", [("cy", "Cy", 0), ("bob", "Bob", 0)]),
        ]
        try scenario.record("diff()") { try $0.diff() }
    }
}

/// The names of the failing states, gathered by `withKnownIssue`'s matcher.
private final class Failed: @unchecked Sendable {
    private let lock = NSLock()
    private var gathered: [String] = []
    var names: [String] { lock.withLock { gathered } }
    func add(_ name: String) { lock.withLock { gathered.append(name) } }
}

/// One call asserts every state at every width; references live in
/// `__Snapshots__/GallerySnapshotTests/`, one per state and width, named as the page's permalinks.
@Suite(.serialized) struct GallerySnapshotTests {
    private static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/GallerySnapshotTests")

    @Test func layout() {
        assertSnapshot(of: CrewGallery(), as: .layout)
    }

    @Test func html() {
        assertSnapshot(of: CrewGallery(), as: .html)
    }

    /// Every state at every width has its reference, and nothing else does.
    @Test func everyStateAtEveryWidthHasAReference() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.references.path)
            .filter { $0.hasPrefix("layout.") }.sorted()
        #expect(
            names == [
                "layout.crew-0-w300.txt", "layout.crew-0-w420.txt", "layout.crew-1-w300.txt",
                "layout.crew-1-w420.txt",
            ])
    }

    /// A change in the last step alone fails that step at each width, named as its permalink,
    /// and no other state.
    @Test func aChangedStepFailsAtEveryWidthByName() {
        let failed = Failed()
        withKnownIssue {
            assertSnapshot(
                of: CrewGallery(newcomer: "Dee Dee"), as: .html, record: .never, testName: "html()")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            for name in ["crew-0-w300", "crew-0-w420", "crew-1-w300", "crew-1-w420"]
            where text.contains("html.\(name).html") {
                failed.add(name)
            }
            return true
        }
        #expect(failed.names.sorted() == ["crew-1-w300", "crew-1-w420"])
    }

    /// `.image` pins each state as the gallery's page draws it (its CSS and font).
    @Test func image() {
        assertSnapshot(of: CrewGallery(), as: .image())
    }
}
