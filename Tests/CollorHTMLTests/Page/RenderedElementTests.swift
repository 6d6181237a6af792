import Collor
import CollorTestSupport
import Foundation
import Testing

@testable import CollorHTML

/// A transition holds each element twice and a gallery's recording every transition at every
/// width (issue 31 row 13): an element is a shared box, copied only when written.
@Suite struct RenderedElementTests {
    @Test func aCopyIsAReferenceUntilItIsWritten() throws {
        let (before, transition) = try swapTransition()
        let element = try #require(before.elements.first)
        var copy = element
        #expect(copy == element)
        copy.content = "changed"
        copy.frame.origin.x += 1
        #expect(copy.content == "changed")
        #expect(element.content != "changed", "the original keeps its content")
        #expect(copy.frame.origin.x == element.frame.origin.x + 1)
        #expect(copy != element)
        // Old and new of a transition's element are references, not two copies of the values.
        #expect(MemoryLayout<RenderedElement>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<Transition.Element>.stride <= 32)
        #expect(transition.elements.count == before.elements.count)
    }
}
