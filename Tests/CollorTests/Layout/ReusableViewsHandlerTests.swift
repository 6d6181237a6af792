import Collor
import Foundation
import Testing

@Suite struct ReusableViewsHandlerTests {
    private func attributes(_ kind: String, _ item: Int, x: CGFloat) -> LayoutAttributes {
        LayoutAttributes(
            forDecorationViewOfKind: kind, with: IndexPath(item: item, section: 0),
            frame: CGRect(x: x, y: 0, width: 10, height: 10))
    }

    @Test func elementKindsListRegisteredAndAddedKindsInFirstSeenOrder() {
        var handler = DecorationViewsHandler()
        #expect(handler.elementKinds.isEmpty)
        handler.register(kind: "background")
        handler.add(attributes: attributes("badge", 0, x: 0))
        handler.register(kind: "background")
        #expect(handler.elementKinds == ["background", "badge"])
        handler.prepare()
        #expect(handler.elementKinds == ["background", "badge"])
    }

    @Test func oldAttributesForAKindAreThePreviousPass() {
        var handler = SupplementaryViewsHandler()
        handler.add(attributes: attributes("letter", 0, x: 1))
        handler.add(attributes: attributes("letter", 1, x: 2))
        #expect(handler.oldAttributes(for: "letter").isEmpty)
        handler.prepare()
        handler.add(attributes: attributes("letter", 0, x: 3))
        let old = handler.oldAttributes(for: "letter")
        #expect(old.count == 2)
        #expect(old[IndexPath(item: 1, section: 0)]?.frame.minX == 2)
        #expect(handler.attributes(for: "letter").count == 1)
        #expect(handler.oldAttributes(for: "unknown").isEmpty)
    }
}
