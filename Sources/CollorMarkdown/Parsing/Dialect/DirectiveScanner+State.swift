extension DirectiveScanner {
    /// One scan: the bytes read line by line, the text written for cmark with its source map, and
    /// the directives and fences open at the current line.
    struct State {
        let bytes: UnsafeBufferPointer<UInt8>
        var output: [UInt8] = []
        var map = SourceMap()
        var directives: [BlockDirective] = []
        var problems: [(line: Int, column: Int, reason: MarkdownDiagnostic.Reason)] = []
        private var stack: [Open] = []
        /// The sum of the open directives' dedents, kept as they open and close so that a line
        /// costs O(1) however deep it is nested.
        private var totalDedent = 0
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
                    totalDedent += stack[stack.count - 1].dedent ?? 0
                }
                let dedent = totalDedent
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
                    totalDedent -= stack.removeLast().dedent ?? 0
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
            totalDedent = 0
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
            // `{` alone on the next line opens the block too (swift-markdown reads it so); the
            // content is then dedented by the brace's indent, not by its own first line's.
            var braceDedent: Int?
            if index == end, let brace = braceLine(indent: indent) {
                opensBlock = true
                braceDedent = brace
            } else if index < end, bytes[index] == UInt8(ascii: "{") {
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
                stack.append(Open(index: number, indent: indent, dedent: braceDedent))
                totalDedent += braceDedent ?? 0
            }
            return true
        }

        /// When the next line is `{` alone (outside the enclosing directives' indent), takes it
        /// and returns how far the brace stands right of the header at `indent`; else nil, the
        /// line left to read.
        private mutating func braceLine(indent: Int) -> Int? {
            let savedPosition = position
            let savedLine = lineNumber
            guard let raw = nextLine() else { return nil }
            var leading = spaces(in: raw)
            leading -= min(leading, totalDedent)
            let rest = (raw.lowerBound + spaces(in: raw))..<raw.upperBound
            if let first = rest.first, bytes[first] == UInt8(ascii: "{"),
                isBlank(rest.dropFirst())
            {
                return max(0, leading - indent)
            }
            position = savedPosition
            lineNumber = savedLine
            return nil
        }
    }
}
