import Testing

@testable import CollorDiff

@Suite struct LongestIncreasingSubsequenceTests {
    @Test func emptyAndSingle() {
        #expect(longestIncreasingSubsequenceMask([]) == [])
        #expect(longestIncreasingSubsequenceMask([7]) == [true])
    }

    @Test func increasingKeepsEverything() {
        #expect(longestIncreasingSubsequenceMask([1, 4, 9]) == [true, true, true])
    }

    @Test func decreasingKeepsOne() {
        let mask = longestIncreasingSubsequenceMask([5, 4, 3, 2])
        #expect(mask.filter { $0 }.count == 1)
    }

    @Test func oneElementMovedToTheFront() {
        // 3 moved before 0, 1, 2: only 3 needs to move.
        #expect(longestIncreasingSubsequenceMask([3, 0, 1, 2]) == [false, true, true, true])
    }

    @Test func markedElementsAreIncreasingAndAsLongAsQuadraticLIS() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let values = (0..<Int.random(in: 0...30, using: &rng)).map { _ in
                Int.random(in: 0...20, using: &rng)
            }
            let mask = longestIncreasingSubsequenceMask(values)
            let kept = zip(values, mask).filter(\.1).map(\.0)
            #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "not increasing: \(values)")
            var best = [Int](repeating: 1, count: values.count)
            for i in values.indices {
                for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
            }
            #expect(kept.count == (best.max() ?? 0), "not longest: \(values)")
        }
    }
}
