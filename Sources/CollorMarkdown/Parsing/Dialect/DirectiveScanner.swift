/// Finds DocC's block directives in a page's lines before cmark parses it.
///
/// A directive's content is indented markdown (`@Row {` / `    @Column {` / `        Text.`),
/// which CommonMark would read as indented code, so directives cannot be found in cmark's AST: as
/// swift-markdown does, they are found line by line first. Each header line becomes a marker that
/// cmark parses as an HTML block of its own (`<?collor-directive 3?>`, the closing `}` becomes
/// `<?collor-directive /3?>`, a directive without content `<?collor-directive 3/?>`), and content
/// lines are dedented, so the markdown inside is parsed in the same pass, with the page's link
/// references. `DirectivePass` then turns the markers into nodes. Fenced code is left alone.
enum DirectiveScanner {
    /// What cmark parses instead of the source, with the map back and the directives found.
    struct Result {
        var text: [UInt8]
        var map: SourceMap
        var directives: [BlockDirective]
        /// Malformed directives, as warnings at source positions (without front matter lines).
        var problems: [(line: Int, column: Int, reason: MarkdownDiagnostic.Reason)]
    }

    static let markerPrefix = Array("<?collor-directive ".utf8)

    struct Open {
        var index: Int
        var indent: Int
        /// How far content lines are dedented; set by the first content line that is not blank.
        var dedent: Int?
    }

    /// An open code fence: what a line must repeat, at least as often, to close it.
    struct Fence {
        var byte: UInt8
        var count: Int

        /// The fence `line` (without its indent) opens: three or more `` ` `` or `~`; or nil.
        static func opened(by line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Fence? {
            guard let first = line.first.map({ bytes[$0] }),
                first == UInt8(ascii: "`") || first == UInt8(ascii: "~")
            else { return nil }
            let count = line.prefix { bytes[$0] == first }.count
            return count >= 3 ? Fence(byte: first, count: count) : nil
        }

        /// Whether `line` (without its indent) closes this fence: its run, then only spaces.
        func isClosed(by line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let count = line.prefix { bytes[$0] == byte }.count
            return count >= self.count
                && line.dropFirst(count).allSatisfy {
                    bytes[$0] == UInt8(ascii: " ") || bytes[$0] == UInt8(ascii: "\t")
                }
        }
    }

    /// Scans `bytes` (`DialectHints` tells first whether any line starts with `@`); nil when no
    /// directive is found.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Result? {
        guard hasHeaderOutsideFences(bytes) else { return nil }
        var scanner = State(bytes: bytes)
        scanner.run()
        guard !scanner.directives.isEmpty || !scanner.problems.isEmpty else { return nil }
        return Result(
            text: scanner.output, map: scanner.map, directives: scanner.directives,
            problems: scanner.problems)
    }

    /// Whether a line outside fenced code starts with `@` and a capital: pages whose only such
    /// lines are code (`@Test`, `@MainActor`) are not rewritten.
    static func hasHeaderOutsideFences(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        let carriageReturns = ByteSearch.hasCarriageReturn(base, count: count)
        var fence: Fence?
        var from = 0
        // Only lines that start (after spaces) with `@` or with three backticks or tildes can
        // open or close a fence or be a directive's header: those are found 32 bytes at a time,
        // and the many other lines of pages whose code has `@Test` are not read one by one.
        while let candidate = nextLineCandidate(in: base, from: from, count: count) {
            var before = candidate - 1
            while before >= 0,
                base[before] == UInt8(ascii: " ") || base[before] == UInt8(ascii: "\t")
            {
                before -= 1
            }
            guard
                before < 0 || base[before] == UInt8(ascii: "\n")
                    || base[before] == UInt8(ascii: "\r")
            else {
                from = candidate + 1
                continue
            }
            let end = ByteSearch.lineEnd(
                in: base, from: candidate, count: count, carriageReturns: carriageReturns)
            let line = candidate..<end
            if let open = fence {
                if open.isClosed(by: line, in: bytes) { fence = nil }
            } else if let opened = Fence.opened(by: line, in: bytes) {
                fence = opened
            } else if end - candidate > 1, bytes[candidate] == UInt8(ascii: "@"),
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[candidate + 1])
            {
                return true
            }
            from = end + 1
        }
        return false
    }

    /// The first offset from `start` of an `@`, or of a run of three backticks or tildes.
    private static func nextLineCandidate(
        in base: UnsafePointer<UInt8>, from start: Int, count: Int
    ) -> Int? {
        func isCandidate(_ index: Int) -> Bool {
            let byte = base[index]
            if byte == UInt8(ascii: "@") { return true }
            guard byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~"), index + 2 < count
            else { return false }
            return base[index + 1] == byte && base[index + 2] == byte
        }
        let at = SIMD32<UInt8>(repeating: UInt8(ascii: "@"))
        let backtick = SIMD32<UInt8>(repeating: UInt8(ascii: "`"))
        let tilde = SIMD32<UInt8>(repeating: UInt8(ascii: "~"))
        var index = start
        while index + 34 <= count {
            let here = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD32<UInt8>.self)
            let second = UnsafeRawPointer(base + index + 1).loadUnaligned(as: SIMD32<UInt8>.self)
            let third = UnsafeRawPointer(base + index + 2).loadUnaligned(as: SIMD32<UInt8>.self)
            let runs =
                (here .== backtick) .& (second .== backtick) .& (third .== backtick)
                .| ((here .== tilde) .& (second .== tilde) .& (third .== tilde))
            // Each lane of eight bytes is read as a whole: its lowest set byte is the first
            // candidate in it.
            let lanes = unsafeBitCast((here .== at) .| runs, to: SIMD4<UInt64>.self)
            for lane in 0..<4 where lanes[lane] != 0 {
                return index + lane * 8 + lanes[lane].trailingZeroBitCount / 8
            }
            index += 32
        }
        while index < count {
            if isCandidate(index) { return index }
            index += 1
        }
        return nil
    }
}
