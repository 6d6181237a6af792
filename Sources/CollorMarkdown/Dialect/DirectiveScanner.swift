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

    private struct Open {
        var index: Int
        var indent: Int
        /// How far content lines are dedented; set by the first content line that is not blank.
        var dedent: Int?
    }

    /// An open code fence: what a line must repeat, at least as often, to close it.
    private struct Fence {
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

    private struct State {
        let bytes: UnsafeBufferPointer<UInt8>
        var output: [UInt8] = []
        var map = SourceMap()
        var directives: [BlockDirective] = []
        var problems: [(line: Int, column: Int, reason: MarkdownDiagnostic.Reason)] = []
        private var stack: [Open] = []
        private var fence: Fence?
        /// Start of the next line and its 1-based number.
        private var position = 0
        private var lineNumber = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            output.reserveCapacity(bytes.count + 256)
        }

        /// The next line without its ending, advancing past it.
        private mutating func nextLine() -> Range<Int>? {
            guard position < bytes.count else { return nil }
            let start = position
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n"),
                bytes[end] != UInt8(ascii: "\r")
            {
                end += 1
            }
            position = end
            if position < bytes.count {
                let ending = bytes[position]
                position += 1
                if ending == UInt8(ascii: "\r"), position < bytes.count,
                    bytes[position] == UInt8(ascii: "\n")
                {
                    position += 1
                }
            }
            lineNumber += 1
            return start..<end
        }

        private func spaces(in range: Range<Int>) -> Int {
            var count = 0
            while range.lowerBound + count < range.upperBound,
                bytes[range.lowerBound + count] == UInt8(ascii: " ")
            {
                count += 1
            }
            return count
        }

        private func isBlank(_ range: Range<Int>) -> Bool {
            range.allSatisfy { bytes[$0] == UInt8(ascii: " ") || bytes[$0] == UInt8(ascii: "\t") }
        }

        private mutating func emit(_ range: Range<Int>, source: Int, shift: Int) {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
            output.append(UInt8(ascii: "\n"))
            map.append(source: source, shift: shift)
        }

        private mutating func emitMarker(_ marker: String, indent: Int, source: Int) {
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            output.append(contentsOf: markerPrefix)
            output.append(contentsOf: marker.utf8)
            output.append(contentsOf: "?>\n".utf8)
            map.append(source: source, shift: 0)
        }

        mutating func run() {
            while let raw = nextLine() {
                let line = lineNumber
                // Strip what the enclosing directives' content is indented by.
                var leading = spaces(in: raw)
                if let last = stack.last, last.dedent == nil, !isBlank(raw),
                    !isClosingBrace(raw.dropFirst(leading))
                {
                    stack[stack.count - 1].dedent = max(0, leading - last.indent)
                }
                let dedent = stack.reduce(0) { $0 + ($1.dedent ?? 0) }
                let strip = min(leading, dedent)
                let content = (raw.lowerBound + strip)..<raw.upperBound
                leading -= strip
                let rest = (content.lowerBound + leading)..<content.upperBound

                if let open = fence {
                    if open.isClosed(by: rest, in: bytes) { fence = nil }
                    emit(content, source: line, shift: strip)
                    continue
                }
                if let top = stack.last, isClosingBrace(rest) {
                    emitMarker("/\(top.index)", indent: top.indent, source: line)
                    stack.removeLast()
                    continue
                }
                if let opened = Fence.opened(by: rest, in: bytes) {
                    fence = opened
                    emit(content, source: line, shift: strip)
                    continue
                }
                let base = stack.last?.indent ?? 0
                if leading < base + 4, rest.count > 1, bytes[rest.lowerBound] == UInt8(ascii: "@"),
                    isLetter(bytes[rest.lowerBound + 1]),
                    directive(at: rest, indent: leading, line: line, column: strip + leading + 1)
                {
                    continue
                }
                emit(content, source: line, shift: strip)
            }
            for open in stack.reversed() {
                let directive = directives[open.index]
                problems.append(
                    (
                        directive.line, directive.column,
                        .malformedDirective("@\(directive.name) has no closing }")
                    ))
                emitMarker("/\(open.index)", indent: open.indent, source: lineNumber)
            }
            stack.removeAll()
        }

        private func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }

        private func isNameByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_")
        }

        private func isClosingBrace<C: Collection<Int>>(_ range: C) -> Bool {
            var seen = false
            for index in range {
                switch bytes[index] {
                case UInt8(ascii: "}") where !seen: seen = true
                case UInt8(ascii: " "), UInt8(ascii: "\t"): continue
                default: return false
                }
            }
            return seen
        }

        /// Reads a directive header at `rest` (`@Name`, `(arguments)` possibly over several
        /// lines, `{` possibly followed by content and `}`); false when the line is not one, so
        /// that it is kept as text.
        private mutating func directive(
            at rest: Range<Int>, indent: Int, line: Int, column: Int
        ) -> Bool {
            var index = rest.lowerBound + 1
            while index < rest.upperBound, isNameByte(bytes[index]) { index += 1 }
            let name = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[(rest.lowerBound + 1)..<index]),
                as: UTF8.self)
            var end = rest.upperBound
            while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
            var argumentBytes: [UInt8] = []
            let savedPosition = position
            let savedLine = lineNumber
            if index < end, bytes[index] == UInt8(ascii: "(") {
                // Up to the matching `)` outside quotes, across lines if need be.
                index += 1
                var quoted = false
                var escaped = false
                scan: while true {
                    while index < end {
                        let byte = bytes[index]
                        index += 1
                        if escaped {
                            escaped = false
                        } else if byte == UInt8(ascii: "\\") && quoted {
                            escaped = true
                        } else if byte == UInt8(ascii: "\"") {
                            quoted.toggle()
                        } else if byte == UInt8(ascii: ")") && !quoted {
                            break scan
                        }
                        argumentBytes.append(byte)
                    }
                    guard let next = nextLine() else {
                        // Never closed: the header line alone is the directive, malformed.
                        position = savedPosition
                        lineNumber = savedLine
                        let text = String(
                            decoding: UnsafeBufferPointer(rebasing: bytes[rest]), as: UTF8.self)
                        problems.append(
                            (
                                line, column,
                                .malformedDirective("@\(name): “\(text)” has no closing )")
                            ))
                        directives.append(
                            BlockDirective(name: name, arguments: [], line: line, column: column))
                        emitMarker("\(directives.count - 1)/", indent: indent, source: line)
                        return true
                    }
                    argumentBytes.append(UInt8(ascii: " "))
                    index = next.lowerBound
                    end = next.upperBound
                }
            }
            while index < end,
                bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
            {
                index += 1
            }
            var opensBlock = false
            var inline: Range<Int>?
            var closesInline = false
            if index < end, bytes[index] == UInt8(ascii: "{") {
                opensBlock = true
                var body = (index + 1)..<end
                while let last = body.last,
                    bytes[last] == UInt8(ascii: " ") || bytes[last] == UInt8(ascii: "\t")
                {
                    body = body.lowerBound..<last
                }
                if let last = body.last, bytes[last] == UInt8(ascii: "}") {
                    closesInline = true
                    body = body.lowerBound..<last
                }
                while let first = body.first, bytes[first] == UInt8(ascii: " ") {
                    body = (first + 1)..<body.upperBound
                }
                if !body.isEmpty { inline = body }
            } else if index < end {
                // Text after the header: an ordinary line that starts with `@`.
                position = savedPosition
                lineNumber = savedLine
                return false
            }
            let argumentText = String(decoding: argumentBytes, as: UTF8.self)
            let arguments = BlockDirective.arguments(Substring(argumentText))
            if arguments == nil {
                problems.append(
                    (
                        line, column,
                        .malformedDirective("@\(name): arguments “\(argumentText)” do not parse")
                    ))
            }
            let number = directives.count
            directives.append(
                BlockDirective(name: name, arguments: arguments ?? [], line: line, column: column))
            guard opensBlock else {
                emitMarker("\(number)/", indent: indent, source: line)
                return true
            }
            emitMarker("\(number)", indent: indent, source: line)
            if let inline {
                output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[inline]))
                output.append(UInt8(ascii: "\n"))
                let lineStart = rest.lowerBound - (column - 1)
                map.append(source: line, shift: inline.lowerBound - lineStart - indent)
            }
            if closesInline {
                emitMarker("/\(number)", indent: indent, source: line)
            } else {
                stack.append(Open(index: number, indent: indent, dedent: nil))
            }
            return true
        }
    }
}
