/// Which of the dialect's constructs a page may hold, found in one pass over its bytes, so that
/// each pass runs only on pages that may need it: most pages have no directive, aside, table,
/// symbol link or strikethrough, and pay for none of them (a page's code blocks have `@Test`,
/// `->`, `|` and ```` ``` ```` aplenty, so the hints look a little closer than for the byte).
struct DialectHints {
    /// A line starts (after spaces) with `@` and an uppercase letter.
    var directive = false
    /// A `>` that may open a block quote: first on its line, or after a list marker or another
    /// `>` (not `->`).
    var blockQuote = false
    /// A run of exactly two backticks.
    var doubleBacktick = false
    /// A line that may be a table's delimiter row: only `|`, `:`, `-`, spaces (and `>`), with a
    /// dash and a pipe or colon.
    var table = false
    /// A `~`.
    var tilde = false

    /// Bytes that need a look: the rest only end a possible delimiter row.
    private static let special: [Bool] = (0..<256).map { byte in
        "\n\r@>`|:-~ \t".utf8.contains(UInt8(byte))
    }

    /// - Complexity: O(n) in the length of the text.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var lineStart = 0
        var delimiterLine = true
        var dash = false
        var pipeOrColon = false
        var index = 0
        Self.special.withUnsafeBufferPointer { special in
            while index < count {
                let byte = base[index]
                guard special[Int(byte)] else {
                    delimiterLine = false
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    if delimiterLine && dash && pipeOrColon { table = true }
                    lineStart = index + 1
                    delimiterLine = true
                    dash = false
                    pipeOrColon = false
                case UInt8(ascii: "@"):
                    delimiterLine = false
                    if index + 1 < count,
                        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(base[index + 1]),
                        Self.onlySpaces(base, from: lineStart, to: index)
                    {
                        directive = true
                    }
                case UInt8(ascii: ">"):
                    if !blockQuote, Self.mayOpenBlockQuote(base, at: index, lineStart: lineStart) {
                        blockQuote = true
                    }
                case UInt8(ascii: "`"):
                    var end = index
                    while end < count, base[end] == UInt8(ascii: "`") { end += 1 }
                    if end - index == 2 { doubleBacktick = true }
                    delimiterLine = false
                    index = end
                    continue
                case UInt8(ascii: "|"), UInt8(ascii: ":"):
                    pipeOrColon = true
                case UInt8(ascii: "-"):
                    dash = true
                case UInt8(ascii: "~"):
                    tilde = true
                    delimiterLine = false
                default:
                    // Space or tab.
                    break
                }
                index += 1
            }
        }
        if delimiterLine && dash && pipeOrColon { table = true }
    }

    private static func onlySpaces(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int)
        -> Bool
    {
        (start..<end).allSatisfy { base[$0] == UInt8(ascii: " ") || base[$0] == UInt8(ascii: "\t") }
    }

    /// First on its line after spaces, or after a list marker or another `>`, not `->`.
    private static func mayOpenBlockQuote(
        _ base: UnsafePointer<UInt8>, at index: Int, lineStart: Int
    ) -> Bool {
        var before = index - 1
        while before >= lineStart,
            base[before] == UInt8(ascii: " ") || base[before] == UInt8(ascii: "\t")
        {
            before -= 1
        }
        guard before >= lineStart else { return true }
        switch base[before] {
        case UInt8(ascii: ">"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: ")"):
            return true
        case UInt8(ascii: "-"):
            return before + 1 < index
        default:
            return false
        }
    }
}
