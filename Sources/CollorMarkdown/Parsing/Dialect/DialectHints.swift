/// Which of the dialect's constructs a page may hold, found from its bytes before cmark parses
/// it, so that each pass runs only on pages that may need it: most pages have no directive,
/// aside, table, symbol link or strikethrough, and pay for none of them (a page's code blocks have
/// `@Test`, `->`, `|` and ```` ``` ```` aplenty, so the hints look a little closer than for the
/// byte).
///
/// Every page pays for these scans, so they must cost next to nothing beside cmark's parse: each
/// construct is found from its rarest byte (`ByteSearch`; two backticks side by side 32 bytes at
/// a time) and looked at only there (a table's delimiter row from its dashes). One byte-by-byte
/// loop over the page cost a sixth of the pipeline.
struct DialectHints {
    /// A line starts (after spaces) with `@` and an uppercase letter.
    var directive = false
    /// A `>` that may open a block quote: first on its line, or after a list marker or another
    /// `>` (not `->`).
    var blockQuote = false
    /// A run of exactly two backticks.
    var doubleBacktick = false
    /// The offsets of the lines that may be a table's delimiter row: only `|`, `:`, `-`, spaces
    /// (and `>`), with a dash and a pipe or colon. `TablePass` looks only at paragraphs that
    /// hold one.
    var delimiterRowStarts: [Int] = []
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
        delimiterRowStarts = scan.delimiterRowStarts()
    }

    /// Whether a line may be a table's delimiter row.
    var table: Bool { !delimiterRowStarts.isEmpty }

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

        /// Whether a run of exactly two backticks is in the text. Code spans and fences have
        /// backticks by the thousand, nearly all of them alone or in threes: the text is read
        /// 32 bytes at a time (with the same 32 one byte on) for two backticks side by side, and
        /// only there are runs measured.
        func hasDoubleBacktick() -> Bool {
            let backtick = SIMD32<UInt8>(repeating: UInt8(ascii: "`"))
            var index = 0
            while index + 33 <= count {
                let here = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD32<UInt8>.self)
                let next = UnsafeRawPointer(base + index + 1).loadUnaligned(
                    as: SIMD32<UInt8>.self)
                // `any(_:)` is a call to a generic function here; the lanes' OR is four
                // instructions.
                let pairs = unsafeBitCast(
                    (here .== backtick) .& (next .== backtick), to: SIMD4<UInt64>.self)
                guard pairs[0] | pairs[1] | pairs[2] | pairs[3] != 0 else {
                    index += 32
                    continue
                }
                // Each run that starts in these 32 bytes (or just before), read to its end,
                // which may lie past them.
                var position = index
                while position > 0, base[position - 1] == UInt8(ascii: "`") { position -= 1 }
                var end = index + 32
                while position < index + 32 {
                    guard base[position] == UInt8(ascii: "`") else {
                        position += 1
                        continue
                    }
                    let runStart = position
                    while position < count, base[position] == UInt8(ascii: "`") { position += 1 }
                    if position - runStart == 2 { return true }
                    end = max(end, position)
                }
                index = end
            }
            return hasDoubleBacktick(from: index)
        }

        /// The search by runs from `start`, for the text's last few bytes.
        private func hasDoubleBacktick(from start: Int) -> Bool {
            var from = start
            // From the start of a run that `start` cuts, to measure it whole.
            while from > 0, from < count, base[from] == UInt8(ascii: "`"),
                base[from - 1] == UInt8(ascii: "`")
            {
                from -= 1
            }
            while let index = next(UInt8(ascii: "`"), from: from) {
                var end = index + 1
                while end < count, base[end] == UInt8(ascii: "`") { end += 1 }
                if end - index == 2 { return true }
                from = end
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

        /// Whether `index` is before the text's start or at a line break: what lies just after
        /// it starts a line.
        private func isBreak(_ index: Int) -> Bool {
            index < 0 || base[index] == UInt8(ascii: "\n") || base[index] == UInt8(ascii: "\r")
        }

        /// `@` and a capital, after only spaces on its line.
        func opensDirective(at index: Int) -> Bool {
            index + 1 < count
                && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(base[index + 1])
                && isBreak(beforeSpaces(index))
        }

        /// First on its line after spaces, or after a list marker or another `>`, not `->`.
        func mayOpenBlockQuote(at index: Int) -> Bool {
            let before = beforeSpaces(index)
            if isBreak(before) { return true }
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

        /// The bytes a delimiter row is made of, besides the line's end.
        private static func isRowByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: " "),
                UInt8(ascii: "\t"), UInt8(ascii: ">"):
                return true
            default:
                return false
            }
        }

        /// The offsets of the lines (ended by `\n`, `\r` or the text's end) that hold only `|`,
        /// `:`, `-`, `>`, spaces and tabs, with a dash and a pipe or colon. Every such line has a
        /// dash: only lines with one are read, from it back to the line's start and on to its end,
        /// each stopping at the first byte no row holds (a hyphen in prose or `->` in code stops
        /// at once), and the rest of the line is skipped; so each byte is read at most twice.
        /// (After a hyphen stopped at once, the next dash may be on the same line: no byte is
        /// read again for it either.)
        func delimiterRowStarts() -> [Int] {
            var starts: [Int] = []
            let carriageReturns = ByteSearch.hasCarriageReturn(base, count: count)
            var from = 0
            while let dash = next(UInt8(ascii: "-"), from: from) {
                var pipeOrColon = false
                var start = dash
                while start > 0, Self.isRowByte(base[start - 1]) {
                    start -= 1
                    pipeOrColon =
                        pipeOrColon || base[start] == UInt8(ascii: "|")
                        || base[start] == UInt8(ascii: ":")
                }
                // A hyphen in prose: the search goes on from it rather than from the line's end,
                // since no byte was read for it.
                if start == dash, !isBreak(dash - 1) {
                    from = dash + 1
                    continue
                }
                var end = dash + 1
                if isBreak(start - 1) {
                    while end < count, Self.isRowByte(base[end]) {
                        pipeOrColon =
                            pipeOrColon || base[end] == UInt8(ascii: "|")
                            || base[end] == UInt8(ascii: ":")
                        end += 1
                    }
                    if pipeOrColon, end == count || isBreak(end) { starts.append(start) }
                }
                from =
                    ByteSearch.lineEnd(
                        in: base, from: end, count: count, carriageReturns: carriageReturns) + 1
            }
            return starts
        }
    }
}
