import CollorDiff
import Testing

@Suite struct KeyMatchingTests {
    @Test func matchesByKey() throws {
        let origins = try KeyMatching.origins(of: ["c", "a", "x"], in: ["a", "b", "c"])
        #expect(origins == [2, 0, -1])
    }

    @Test func emptySides() throws {
        #expect(try KeyMatching.origins(of: [String](), in: ["a"]) == [])
        #expect(try KeyMatching.origins(of: ["a"], in: [String]()) == [-1])
    }

    @Test func reportsEveryDuplicateOnBothSides() {
        #expect(throws: KeyMatching.DuplicateKeys(old: [[0, 2]], new: [[1, 3], [2, 4]])) {
            try KeyMatching.origins(of: ["z", "a", "n", "a", "n"], in: ["a", "b", "a"])
        }
    }

    @Test func duplicateAmongInsertedKeysIsFound() {
        #expect(throws: KeyMatching.DuplicateKeys(old: [], new: [[0, 1]])) {
            try KeyMatching.origins(of: ["new", "new"], in: ["old"])
        }
    }
}
