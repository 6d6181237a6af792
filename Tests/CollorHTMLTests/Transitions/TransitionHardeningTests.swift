import Collor
import CollorHTML
import CollorTestSupport
import Foundation
import Testing

/// Names and results from outside: refused with typed errors instead of written into a page.
@Suite struct TransitionHardeningTests {
    private func moved() throws -> Transition { try swapTransition().transition }

    /// A prefix was written unescaped into `<style>` (a script ran).
    @Test func aTransitionPrefixMustBeACSSIdentifier() throws {
        let change = try moved()
        let renderer = TransitionRenderer(options: PageOptions(fontURL: nil))
        #expect(try renderer.fragment(change, prefix: "step_2-b").contains("@keyframes step_2-b-m"))
        for hostile in [
            "x{}</style><script>alert(1)</script>", "", "1a", "-", "a b", "a\n", "é", "a;b", "a/b",
        ] {
            #expect(throws: CollorHTMLError.invalidIdentifier(hostile, role: "transition prefix")) {
                try renderer.fragment(change, prefix: hostile)
            }
        }
        #expect(renderer.fragment(change).contains("@keyframes t-m"))
    }

    /// `reloadData()` then `update { _ in }` gives an empty result for a changed data set; the
    /// transition animated the wrong cells into each other's places.
    @Test func aResultThatDoesNotLeadFromOldToNewIsRefused() throws {
        let data = LabelData([("A", [("a", "Ada", 0), ("b", "Bob", 0)])])
        let layout = try preparedLayout(data)
        let before = try PageState(layout: layout)
        data.spec = [("A", [("b", "Bob", 0), ("c", "Cy", 0)])]
        data.reloadData()
        let result = try data.update { _ in }
        #expect(result.isEmpty)
        try layout.prepare()
        let after = try PageState(layout: layout)
        do {
            _ = try Transition(from: before, to: after, result: result)
            Issue.record("accepted a result that does not lead from the old state to the new")
        } catch {
            guard case .invalidBatchUpdate(let violations) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(
                violations.first
                    == .replayDiffers(
                        difference: "section 0 item 0 is uid \"a\" instead of uid \"b\"")
            )
            #expect(
                violations.first?.description
                    == "applying the result to the old data does not give the new data: section 0 item 0 is uid \"a\" instead of uid \"b\""
            )
        }
        // The same reload with the data unchanged is a valid empty update.
        data.reloadData()
        let unchanged = try data.update { _ in }
        try layout.prepare()
        #expect(throws: Never.self) {
            try Transition(from: after, to: try PageState(layout: layout), result: unchanged)
        }
    }

    /// Duplicate uids were only found by `diff()`; the first render paired nothing wrong yet but
    /// wrote two elements with one identity.
    @Test func duplicateUIDsAreRefusedAtTheFirstRender() throws {
        let cells = LabelData([("A", [("a", "Ada", 0), ("b", "Bob", 0), ("a", "Al", 0)])])
        let layout = try preparedLayout(cells)
        #expect(
            throws: CollorHTMLError.duplicateUID(
                "A/a", first: IndexPath(item: 0, section: 0), second: IndexPath(item: 2, section: 0)
            )
        ) { try PageState(layout: layout) }
        #expect(throws: CollorHTMLError.self) {
            try PageRenderer(options: PageOptions(fontURL: nil)).page(layout)
        }

        let sections = LabelData([("A", [("a", "Ada", 0)]), ("A", [("b", "Bob", 0)])])
        let sectionLayout = FlowLayout(
            collectionView: CollectionView(width: 300, height: 600), collectionData: sections)
        try sectionLayout.prepare()
        #expect(
            throws: CollorHTMLError.duplicateUID("A", first: IndexPath(index: 0), second: [1])
        ) { try PageState(layout: sectionLayout) }

        // The same uid in two sections is fine: keys carry the section's uid.
        let fine = LabelData([("A", [("a", "Ada", 0)]), ("B", [("a", "Ada", 0)])])
        #expect(throws: Never.self) { try PageState(layout: try preparedLayout(fine)) }
    }
}
