/// Which of the dialect's constructs a page may hold, found from its bytes before cmark parses
/// it, so that each pass runs only on pages that may need it: most pages have no directive,
/// aside, table, symbol link or strikethrough, and pay for none of them (a page's code blocks have
/// `@Test`, `->`, `|` and ```` ``` ```` aplenty, so the hints look a little closer than for the
/// byte).
///
/// Every page pays for these scans, so they must cost next to nothing beside cmark's parse: each
/// construct is found from its rarest byte (`ByteSearch`) and looked at only there, and a line is
/// tried as a table's delimiter row only up to its first byte that no such row holds, most often
/// its first. One byte-by-byte loop over the page cost a sixth of the pipeline.
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

    /// - Complexity: O(n) in the length of the text.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        let scan = Scan(base: base, count: bytes.count)
        tilde = scan.next(UInt8(ascii: "~"), from: 0) != nil
        doubleBacktick = scan.hasDoubleBacktick()
        directive = scan.contains(UInt8(ascii: "@")) { scan.opensDirective(at: $0) }
        blockQuote = scan.contains(UInt8(ascii: ">")) { scan.mayOpenBlockQuote(at: $0) }
        table = scan.hasDelimiterRow()
    }

    /// The page's bytes, with the searches the hints need.
    private struct Scan {
        let base: UnsafePointer<UInt8>
        let count: Int

        /// The offset of the first `byte` at or after `start`, or nil.
        func next(_ byte: UInt8, from start: Int) -> Int? {
            ByteSearch.first(byte, in: base, from: start, count: count)
        }

        /// Whether some `byte` passes `test`; each occurrence is tried once, so O(n) when `test`
        /// looks only at a bounded or not yet tried part of the text.
        func contains(_ byte: UInt8, where test: (Int) -> Bool) -> Bool {
            var start = 0
            while let index = next(byte, from: start) {
                if test(index) { return true }
                start = index + 1
            }
            return false
        }

        func hasDoubleBacktick() -> Bool {
            var start = 0
            while let index = next(UInt8(ascii: "`"), from: start) {
                var end = index + 1
                while end < count, base[end] == UInt8(ascii: "`") { end += 1 }
                if end - index == 2 { return true }
                start = end
            }
            return false
        }

        /// The first offset before `index` that is not a space or tab, or -1 at the text's
        /// start. Scans back over the spaces and tabs that follow the previous other byte,
        /// which no later `@` or `>` scans again.
        private func beforeSpaces(_ index: Int) -> Int {
            var before = index - 1
            while before >= 0,
                base[before] == UInt8(ascii: " ") || base[before] == UInt8(ascii: "\t")
            {
                before -= 1
            }
            return before
        }

        private func isLineStart(_ before: Int) -> Bool {
            before < 0 || base[before] == UInt8(ascii: "\n") || base[before] == UInt8(ascii: "\r")
        }

        /// `@` and a capital, after only spaces on its line.
        func opensDirective(at index: Int) -> Bool {
            index + 1 < count
                && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(base[index + 1])
                && isLineStart(beforeSpaces(index))
        }

        /// First on its line after spaces, or after a list marker or another `>`, not `->`.
        func mayOpenBlockQuote(at index: Int) -> Bool {
            let before = beforeSpaces(index)
            if isLineStart(before) { return true }
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

        /// Whether a line (ended by `\n`, `\r` or the text's end) holds only `|`, `:`, `-`, `>`,
        /// spaces and tabs, with a dash and a pipe or colon. A line is read up to its first other
        /// byte; the rest of it is skipped (`ByteSearch.lineEnd`).
        func hasDelimiterRow() -> Bool {
            let carriageReturns = ByteSearch.hasCarriageReturn(base, count: count)
            var index = 0
            while index < count {
                var dash = false
                var pipeOrColon = false
                var ended = true
                lineBytes: while index < count {
                    switch base[index] {
                    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                        break lineBytes
                    case UInt8(ascii: "-"):
                        dash = true
                    case UInt8(ascii: "|"), UInt8(ascii: ":"):
                        pipeOrColon = true
                    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">"):
                        break
                    default:
                        ended = false
                        break lineBytes
                    }
                    index += 1
                }
                if ended {
                    if dash && pipeOrColon { return true }
                    index += 1
                    continue
                }
                index =
                    ByteSearch.lineEnd(
                        in: base, from: index, count: count, carriageReturns: carriageReturns) + 1
            }
            return false
        }
    }
}
