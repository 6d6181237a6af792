/// The text cmark parsed, kept so that passes can look at what cmark's tree does not record
/// (how many backticks opened a code span, a table paragraph's lines).
struct ParsedText {
    let bytes: [UInt8]
    /// Offset of each line's first byte; line n (1-based) starts at `lineStarts[n - 1]`.
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = bytes.withUnsafeBufferPointer(Self.lineStarts)
    }

    /// Without a carriage return (most pages), each line's end is found with `memchr`.
    private static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = bytes.baseAddress else { return starts }
        let count = bytes.count
        if !ByteSearch.hasCarriageReturn(base, count: count) {
            var start = 0
            while let end = ByteSearch.first(
                UInt8(ascii: "\n"), in: base, from: start, count: count)
            {
                start = end + 1
                starts.append(start)
            }
            return starts
        }
        var index = 0
        while index < count {
            let byte = base[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < count, base[index] == UInt8(ascii: "\n") {
                index += 1
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
        return starts
    }

    /// The 1-based line that holds `offset`.
    ///
    /// - Complexity: O(log n) in the number of lines.
    func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        // The number of lines that start at or before `offset`.
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return max(low, 1)
    }

    /// The offset of 1-based `line` and `column`, or nil outside the text.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let offset = lineStarts[line - 1] + column - 1
        return offset < bytes.count ? offset : nil
    }

    /// The bytes of 1-based `line` without its line ending.
    func line(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > lineStarts[line - 1],
            bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")
        {
            end -= 1
        }
        return bytes[lineStarts[line - 1]..<end]
    }
}
