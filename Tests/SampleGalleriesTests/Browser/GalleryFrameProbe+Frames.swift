import CollorHTML
import Testing

/// A visit checked against the recorded state it shows: its true width, and each element
/// (`kind path uid`, as the page's probe names it) within 0.5 px of its frame.
extension GalleryFrameProbe {
    /// The probe's name of `element`: `cell 0.3 s/a`, the uid left out when there is none.
    static func key(_ element: RenderedElement) -> String {
        "\(element.kind ?? "cell") \(element.indexPath.section).\(element.indexPath.item) "
            + (element.hasUID ? element.key : "")
    }

    /// Expects `items` (boxes by `key(_:)`, `[x, y, width, height]`) and `width` to be the
    /// recorded `state`'s; `place` names the visit in failures.
    static func expect(
        _ state: PageState, shownAt width: Double, items: [String: [Double]], place: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            width == Double(state.contentSize.width), "\(place): true size",
            sourceLocation: sourceLocation)
        #expect(items.count == state.elements.count, "\(place)", sourceLocation: sourceLocation)
        for element in state.elements {
            let key = key(element)
            let frame = element.frame
            let expected = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
            let box = items[key] ?? []
            #expect(
                box.count == 4 && zip(box, expected).allSatisfy { abs($0 - $1) <= 0.5 },
                "\(place): \(key) at \(box), expected \(expected)", sourceLocation: sourceLocation)
        }
    }
}
