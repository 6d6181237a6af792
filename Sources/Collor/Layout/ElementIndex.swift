import Foundation

/// Answers "which elements intersect this rectangle" in O(log n + k) for vertical layouts.
///
/// Entries are kept in order of a key that never exceeds an element's `minY` (its line's top for
/// cells, its own `minY` otherwise), with the running maximum of `maxY`. A query finds by binary
/// search the first entry whose running `maxY` reaches the rectangle and the last whose key is
/// above its bottom, and tests only the entries between: in a layout of lines, those are the
/// elements of the lines the rectangle crosses.
struct ElementIndex {
    private var keys: [CGFloat] = []
    private var runningMaxY: [CGFloat] = []
    private(set) var frames: [CGRect] = []

    init() {}

    /// Builds an index over `frames`, sorting them by `minY`; `order` maps entries back to the
    /// caller's positions.
    init(sorting frames: [CGRect]) {
        let order = frames.indices.sorted { frames[$0].minY < frames[$1].minY }
        self.order = order
        reserveCapacity(frames.count)
        for position in order { append(frames[position], key: frames[position].minY) }
    }

    /// The caller's position of each entry, when built by sorting; `nil` when entries were appended.
    private(set) var order: [Int]?

    mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        runningMaxY.reserveCapacity(count)
        frames.reserveCapacity(count)
    }

    /// Appends an entry; `key` must be at most `frame.minY` and at least the previous key.
    mutating func append(_ frame: CGRect, key: CGFloat) {
        keys.append(key)
        runningMaxY.append(Swift.max(runningMaxY.last ?? -.infinity, frame.maxY))
        frames.append(frame)
    }

    var count: Int { frames.count }

    /// The caller's positions of the entries whose frame intersects `rect`, in entry order.
    ///
    /// - Complexity: O(log n + m), m being the entries between the first line and the last line the
    ///   rectangle crosses.
    func positions(intersecting rect: CGRect) -> [Int] {
        guard !frames.isEmpty, !rect.isNull, !rect.isEmpty || rect.width >= 0 else { return [] }
        // First entry whose running maxY reaches the rectangle's top.
        var low = 0
        var high = runningMaxY.count
        while low < high {
            let middle = (low + high) >> 1
            if runningMaxY[middle] < rect.minY { low = middle + 1 } else { high = middle }
        }
        var result: [Int] = []
        var entry = low
        while entry < keys.count && keys[entry] <= rect.maxY {
            if frames[entry].intersects(rect) { result.append(order?[entry] ?? entry) }
            entry += 1
        }
        return result
    }
}
