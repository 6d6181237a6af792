internal extension Array where Element == UInt32 {
    /// The index of the last element `<= value`, for an ascending array.
    ///
    /// - Complexity: O(log n).
    func lastIndex(notAbove value: UInt32) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) >> 1
            if self[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// The index of `value` in an ascending array, if it is there.
    ///
    /// - Complexity: O(log n).
    func sortedIndex(of value: UInt32) -> Int? {
        guard let index = lastIndex(notAbove: value), self[index] == value else { return nil }
        return index
    }
}
