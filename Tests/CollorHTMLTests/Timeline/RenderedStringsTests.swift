import Collor
import CollorTestSupport
import Foundation
import Testing

@testable import CollorHTML

/// A recorder keeps every state at every width: an item rendered alike in each must be one
/// string in memory, not one per state and width (issue 31 row 13: 16 KB of memory per item).
@Suite struct RenderedStringsTests {
    @Test func everyStateAndWidthSharesOneCopyOfAnElementsStrings() throws {
        let name = "A name longer than fifteen bytes"
        let data = LabelData([("A", [("a", name, 0), ("b", "Bob", 0)])])
        let recorder = try TimelineRecorder(
            layouts: [try preparedLayout(data, width: 300), try preparedLayout(data, width: 600)],
            options: PageOptions(fontURL: nil))
        data.spec = [("A", [("b", "Bob", 0), ("a", name, 0)])]
        try recorder.record("diff()") { try $0.diff() }
        let states = recorder.widths.flatMap { recorder.states(atWidth: $0) ?? [] }
        let contents = states.compactMap { state in
            state.elements.first { $0.content.contains(name) }
        }
        #expect(contents.count == 4)
        let addresses = Set(contents.map { Self.address(of: $0.content) })
        #expect(addresses.count == 1, "one copy of the content for 2 states at 2 widths")
        let keys = Set(contents.map(\.key))
        #expect(keys.count == 1)
    }

    /// An update moves only what follows its first change: what stands before it in the next
    /// state is the previous state's element, not a new copy of it.
    @Test func anElementTheUpdateLeavesAloneIsTheOneOfTheStateBefore() throws {
        let data = LabelData([("A", [("a", "Ada", 0), ("b", "Bob", 0)])])
        let recorder = try TimelineRecorder(
            layouts: [try preparedLayout(data, width: 300)], options: PageOptions(fontURL: nil))
        data.spec = [("A", [("a", "Ada", 0), ("b", "Bob", 0), ("c", "Cy", 0)])]
        try recorder.record("diff()") { try $0.diff() }
        let states = try #require(recorder.states(atWidth: 300))
        let ada = try states.map { state in
            try #require(state.elements.first { $0.key.hasSuffix("/a") })
        }
        #expect(ada[0].sharesStorage(with: ada[1]))
        let cy = try #require(states[1].elements.first { $0.key.hasSuffix("/c") })
        #expect(!states[0].elements.contains { $0.sharesStorage(with: cy) })
    }

    /// Where `string`'s bytes live (a native string longer than 15 bytes owns a heap buffer).
    private static func address(of string: String) -> Int {
        var copy = string
        return copy.withUTF8 { Int(bitPattern: $0.baseAddress) }
    }
}
