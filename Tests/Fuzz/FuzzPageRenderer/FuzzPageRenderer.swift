import Collor
import CollorHTML
import Foundation
import FuzzSupport

/// libFuzzer target: the bytes become a small model (sections, cells, uids, texts, sizes, a
/// decoration with any index path), which is laid out, rendered as a page, diffed into a second
/// model, and rendered as a transition and a timeline; then recorded again at two viewport
/// widths, as a page that fits every screen. Errors are fine; traps are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPageRenderer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(UnsafeBufferPointer(start: data, count: size))
    let first = FuzzModel(&input)
    let second = FuzzModel(&input)
    let anchor = input.text(maxLength: 8)
    let collection = FuzzData(first)
    let layout = FuzzLayout(
        collectionView: CollectionView(width: input.size(), height: 600),
        collectionData: collection)
    layout.decorationPath = input.indexPath()
    do {
        try layout.prepare()
        let options = PageOptions(fontURL: input.text(maxLength: 12))
        _ = try PageRenderer(options: options).page(layout)
        let before = try PageState(layout: layout, options: options)
        collection.model = second
        let result = try collection.update { try $0.diff() }
        try layout.prepare()
        layout.prepare(forCollectionViewUpdates: result)
        let after = try PageState(layout: layout, options: options)
        let transition = try Transition(from: before, to: after, result: result)
        _ = TransitionRenderer(options: options).page(transition)
        _ = try? TransitionRenderer(options: options).fragment(transition, prefix: anchor)
        let timeline = try Timeline(
            steps: [
                .init(caption: anchor, content: .state(before)),
                .init(caption: "", content: .transition(transition)),
            ], anchor: anchor)
        _ = timeline.page(options: options)
        _ = TextDump.transition(transition)
    } catch {}
    recordAtTwoWidths(first, second, &input)
    return 0
}

/// The same update recorded at two viewport widths (any sizes, the hostile ones included), and
/// written as one page.
private func recordAtTwoWidths(_ first: FuzzModel, _ second: FuzzModel, _ input: inout FuzzInput) {
    let collection = FuzzData(first)
    let layouts = (0..<2).map { _ in
        let layout = FuzzLayout(
            collectionView: CollectionView(width: input.size(), height: 600),
            collectionData: collection)
        layout.decorationPath = input.indexPath()
        return layout
    }
    do {
        let options = PageOptions(fontURL: nil)
        let recorder = try TimelineRecorder(layouts: layouts, options: options)
        collection.model = second
        try recorder.record("diff()") { try $0.diff() }
        _ = recorder.timeline.page(options: options)
        let transitions = recorder.widths.compactMap { recorder.transitions(atWidth: $0)?.last }
        _ = TransitionRenderer(options: options).page(transitions)
    } catch {}
    // The renderer itself takes states of any widths, those the recorder refuses included.
    let states = layouts.compactMap { layout -> PageState? in
        guard (try? layout.prepare()) != nil else { return nil }
        return try? PageState(layout: layout, options: PageOptions(fontURL: nil))
    }
    _ = Timeline(steps: [.init(caption: "", content: .states(states))])
        .page(options: PageOptions(fontURL: nil))
}

/// Reads values off the fuzzer's bytes; zeros once they run out.
struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A size, mostly small, sometimes extreme.
    mutating func size() -> CGFloat {
        let kind = byte()
        switch kind {
        case 250: return .infinity
        case 251: return -.infinity
        case 252: return .nan
        case 253: return 9e12
        case 254: return CGFloat(Int.max)
        case 255: return -CGFloat(byte()) * 1000
        default: return CGFloat(kind) * 4 + CGFloat(byte()) / 256
        }
    }

    /// A text of hostile and ordinary characters.
    mutating func text(maxLength: Int) -> String {
        let alphabet: [String] = [
            "a", "B", "-", "_", "1", " ", "<", ">", "&", "\"", "'", "\n", "\r", "\0", "\\", "/",
            "}", "{", ";", ":", "(", ")", "é", "\u{2028}", "\u{202E}", "😀", "</style>",
            "<script>", "javascript:", "%", "#", ".",
        ]
        let length = Int(byte()) % (maxLength + 1)
        return (0..<length).map { _ in alphabet[Int(byte()) % alphabet.count] }.joined()
    }

    mutating func uid() -> String? {
        let value = byte()
        return value == 0 ? nil : "u\(value % 6)"
    }

    mutating func indexPath() -> IndexPath {
        switch byte() % 4 {
        case 0: return IndexPath()
        case 1: return IndexPath(index: Int(byte()) % 4)
        case 2: return IndexPath(item: Int(byte()) % 4, section: Int(byte()) % 4)
        default: return [Int(byte()) % 3, Int(byte()) % 3, Int(byte()) % 3]
        }
    }
}

/// A small model: sections of cells, each with a uid (or none), a text and a size.
struct FuzzModel {
    struct Cell {
        var uid: String?
        var text: String
        var width: CGFloat
        var height: CGFloat
    }
    struct Section {
        var uid: String?
        var cells: [Cell]
    }
    var sections: [Section]

    init(_ input: inout FuzzInput) {
        sections = (0..<Int(input.byte() % 5)).map { _ in
            Section(
                uid: input.uid(),
                cells: (0..<Int(input.byte() % 7)).map { _ in
                    Cell(
                        uid: input.uid(), text: input.text(maxLength: 16), width: input.size(),
                        height: input.size())
                })
        }
    }
}

struct FuzzAdapter: CollectionAdapter, Diffable, Equatable {
    var text: String
}

struct FuzzView: CollectionCellAdaptable {
    var text = ""
    init() {}
    mutating func update(with adapter: FuzzAdapter) { text = adapter.text }
    func render(into html: inout HTMLWriter) {
        html.element("p", class: "label") { $0.text(text) }
        html.link(text)
    }
    var accessibilityLabel: String? { text }
}

final class FuzzCell: CollectionCellDescriptor<FuzzView> {
    var cellSize = CGSize.zero
    override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize { cellSize }
}

final class FuzzSection: CollectionSectionDescribable {
    let sectionStorage = SectionStorage()
}

final class FuzzData: CollectionData {
    var model: FuzzModel

    init(_ model: FuzzModel) {
        self.model = model
        super.init()
        reloadData()
        computeIndices()
    }

    override func reloadData() {
        super.reloadData()
        sections = model.sections.map { spec in
            let section = FuzzSection()
            if let uid = spec.uid { section.uid(uid) }
            section.cells = spec.cells.map { cell in
                let descriptor = FuzzCell(adapter: FuzzAdapter(text: cell.text))
                descriptor.cellSize = CGSize(width: cell.width, height: cell.height)
                if let uid = cell.uid { descriptor.uid(uid) }
                return descriptor
            }
            return section
        }
    }
}

/// A flow layout with one decoration view at an index path taken from the input.
final class FuzzLayout: FlowLayout {
    var decorationPath = IndexPath()

    override func prepare() throws(CollorError) {
        try super.prepare()
        var attributes = LayoutAttributes(
            forDecorationViewOfKind: "fuzz", with: decorationPath,
            frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        attributes.uid = "fuzz"
        decorationViewsHandler.add(attributes: attributes)
    }
}

runFuzzer(fuzzPageRenderer)
