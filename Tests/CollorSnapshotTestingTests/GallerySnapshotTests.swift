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

/// A name declared as a text, 14 points on a 20-point line.
private struct NameCell: CollectionCellAdaptable {
    var name = ""
    init() {}
    mutating func update(with adapter: LabelAdapter) {
        name = adapter.text
    }
    var texts: [CellText] {
        [CellText(name, style: TextStyle(fontSize: 14, lineHeight: 20), className: "name")]
    }
}

/// A name 120 points wide and as tall as its text at the reader's text size, taller by
/// `largerTextExtra` at any size but the default: a change only larger text shows.
private final class NameDescriptor: CollectionCellDescriptor<NameCell> {
    var largerTextExtra: CGFloat = 0
    override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let larger = collectionView.traitCollection.preferredContentSizeCategory != .large
        return CGSize(
            width: 120,
            height: textHeight(width: 120, in: collectionView) + (larger ? largerTextExtra : 0))
    }
}

/// One section of names.
private final class NameData: CollectionData {
    var names: [String]
    let largerTextExtra: CGFloat

    init(names: [String], largerTextExtra: CGFloat) {
        self.names = names
        self.largerTextExtra = largerTextExtra
        super.init()
        reloadData()
        computeIndices()
    }

    override func reloadData() {
        super.reloadData()
        let section = TestSection().uid("readers")
        section.cells = names.map { name in
            let cell = NameDescriptor(adapter: LabelAdapter(text: name)).uid(name.lowercased())
            cell.largerTextExtra = largerTextExtra
            return cell
        }
        sections = [section]
    }
}

/// Two readers, then a third joins; at two widths, in the default and a larger text size (as
/// TeamRoster records its roster).
private struct ReadersGallery: Gallery {
    var name: String { "readers" }
    var title: String { "Readers" }
    var summary: String { "Cy joins Ada and Bob." }
    var widths: [CGFloat] { [300, 420] }
    var variants: [TraitCollection] { [.standard, .largerText, .standard] }
    var largerTextExtra: CGFloat = 0

    func makeModel() -> NameData {
        NameData(names: ["Ada", "Bob"], largerTextExtra: largerTextExtra)
    }

    func makeLayout(_ collectionView: CollectionView, model: NameData) -> FlowLayout {
        FlowLayout(collectionView: collectionView, collectionData: model)
    }

    func play(_ scenario: GalleryScenario<Self>) throws {
        scenario.model.names.append("Cy")
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

    /// Every variant a gallery declares is asserted, each once: the first under the names
    /// references had before variants, the others with the variant's name added.
    @Test func variants() {
        assertSnapshot(of: ReadersGallery(), as: .layout)
    }

    /// Every state at every width in both variants has its reference, and nothing else does.
    @Test func everyVariantHasItsReferences() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.references.path)
            .filter { $0.hasPrefix("variants.") }.sorted()
        let larger = "-light-accessibilityMedium"
        #expect(
            names
                == [
                    "variants.readers-0-w300.txt", "variants.readers-0-w300\(larger).txt",
                    "variants.readers-0-w420.txt", "variants.readers-0-w420\(larger).txt",
                    "variants.readers-1-w300.txt", "variants.readers-1-w300\(larger).txt",
                    "variants.readers-1-w420.txt", "variants.readers-1-w420\(larger).txt",
                ].sorted())
    }

    /// A change that only larger text shows fails every larger-text state, by name, and no
    /// state of the first variant.
    @Test func aChangeInOneVariantFailsThatVariantByName() {
        let failed = Failed()
        withKnownIssue {
            assertSnapshot(
                of: ReadersGallery(largerTextExtra: 5), as: .layout, record: .never,
                testName: "variants()")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            for width in ["300", "420"] {
                for step in ["0", "1"] {
                    for variant in ["", "-light-accessibilityMedium"]
                    where text.contains("variants.readers-\(step)-w\(width)\(variant).txt") {
                        failed.add("\(step)-w\(width)\(variant)")
                    }
                }
            }
            return true
        }
        #expect(
            failed.names.sorted() == [
                "0-w300-light-accessibilityMedium", "0-w420-light-accessibilityMedium",
                "1-w300-light-accessibilityMedium", "1-w420-light-accessibilityMedium",
            ])
    }

    /// `.image` pins each state as the gallery's page draws it (its CSS and font).
    @Test func image() {
        assertSnapshot(of: CrewGallery(), as: .image())
    }
}
