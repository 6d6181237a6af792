/// Marks one longest strictly increasing subsequence of `values`: the elements that can stay where
/// they are while every other element moves.
///
/// Among several longest subsequences the one ending with the smallest values is chosen, so the
/// result is deterministic for a given input.
///
/// - Complexity: O(n log n) time and O(n) extra space; O(n) when `values` is already increasing.
@inlinable
func longestIncreasingSubsequenceMask(_ values: UnsafeBufferPointer<Int>) -> [Bool] {
    let count = values.count
    var increasing = true
    var index = 1
    while index < count {
        if values[index - 1] >= values[index] {
            increasing = false
            break
        }
        index += 1
    }
    if increasing { return [Bool](repeating: true, count: count) }

    // tails[k]: index of the smallest value ending an increasing run of length k + 1; tailValues
    // holds those values, so the search reads one array. Mostly ordered input appends at the end
    // without a search, which keeps the common case (few moves) linear.
    var tails = [Int]()
    var tailValues = [Int]()
    tails.reserveCapacity(count)
    tailValues.reserveCapacity(count)
    var previous = [Int](repeating: -1, count: count)
    for position in 0..<count {
        let value = values[position]
        var low: Int
        if let last = tailValues.last, value > last {
            low = tailValues.count
        } else {
            low = 0
            var high = tailValues.count
            while low < high {
                let middle = (low + high) >> 1
                if tailValues[middle] < value { low = middle + 1 } else { high = middle }
            }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count {
            tails.append(position)
            tailValues.append(value)
        } else {
            tails[low] = position
            tailValues[low] = value
        }
    }
    var mask = [Bool](repeating: false, count: count)
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        mask[cursor] = true
        cursor = previous[cursor]
    }
    return mask
}

/// Marks one longest strictly increasing subsequence of `values`.
///
/// - Complexity: O(n log n).
@inlinable
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    values.withUnsafeBufferPointer { longestIncreasingSubsequenceMask($0) }
}
