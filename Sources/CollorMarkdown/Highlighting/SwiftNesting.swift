/// How a Swift block nests, in the measures that bound swift-syntax's work on it, found in one
/// pass over its bytes without parsing it (the parse is the cost being bounded).
///
/// `(`, `[`, `{`, an interpolation's `\(` (or `\#(`), a generic `<` and `#if` open; a closing
/// bracket closes the innermost opening of its kind, `>` a generic `<`, `#endif` an `#if`.
///
/// A `<` opens a generic argument list where Swift's lexer may read it as one: right after a
/// name, a `>` or a bracket, with no space before it (`a < b` is a comparison). A `>` closes one
/// unless it ends `->`; a `{`, `;` or `=`, which no generic argument list holds, ends the ones
/// still open (`x<0 {`). Openings are counted everywhere, in strings and comments too, and so are
/// closing brackets. A `>` or `#endif` in a comment closes nothing: comments are trivia inside
/// generic arguments and between `#if` lines, so closing there would let the parser nest past
/// the bound. A closing that matches no opening is ignored. Anything misread errs toward counting
/// deeper, and then a block is shown plain; an exact count would need the lexer whose cost it
/// guards.
///
/// It also finds the longest run of `#` outside comments (a `\#(`'s included), whose lexing is
/// quadratic in its length, and the most tokens on one line outside comments, the bound of
/// swift-syntax's recovery scans (`MarkdownLimits.swiftLineTokens`). A token here is a run of
/// name characters or one other character that is not a space, so a string's words and an
/// operator's characters count one each: more than the lexer's tokens, where they differ.
package struct SwiftNesting: Equatable {
    /// The deepest nesting of every kind together.
    var deepest = 0
    /// The deepest nesting of `[` and generic `<` together.
    var deepestTypes = 0
    /// The deepest nesting of string interpolations.
    var deepestInterpolations = 0
    /// Openings still open at the end (generic `<` left out).
    var unclosed = 0
    /// The longest run of `#` outside comments.
    var longestHashRun = 0
    /// The most tokens on one line outside comments.
    package var mostLineTokens = 0

    private enum Opening: UInt8 {
        case parenthesis, bracket, brace, interpolation, angle, condition
    }

    /// Measures `utf8`.
    ///
    /// - Complexity: O(n) in the length of the source.
    package init(_ utf8: [UInt8]) {
        // Openings past `stackLimit` are only counted: a block that deep is over every bound.
        let stackLimit = 4_096
        var stack: [Opening] = []
        var overflow = 0
        var types = 0
        var interpolations = 0
        var previous = UInt8(ascii: " ")
        var lineComment = false
        var blockComments = 0
        var hashRun = 0
        var lineTokens = 0

        func open(_ opening: Opening) {
            guard stack.count < stackLimit else {
                overflow += 1
                return
            }
            stack.append(opening)
            if opening == .bracket || opening == .angle { types += 1 }
            if opening == .interpolation { interpolations += 1 }
            deepest = max(deepest, stack.count + overflow)
            deepestTypes = max(deepestTypes, types)
            deepestInterpolations = max(deepestInterpolations, interpolations)
        }
        func close(_ matches: (Opening) -> Bool) {
            if overflow > 0 {
                overflow -= 1
                return
            }
            guard let last = stack.last, matches(last) else { return }
            stack.removeLast()
            if last == .bracket || last == .angle { types -= 1 }
            if last == .interpolation { interpolations -= 1 }
        }
        func endGenerics() {
            while overflow == 0, stack.last == .angle { close { $0 == .angle } }
        }

        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            let next = index + 1 < utf8.count ? utf8[index + 1] : 0
            let inComment = lineComment || blockComments > 0
            hashRun = byte == UInt8(ascii: "#") && !inComment ? hashRun + 1 : 0
            longestHashRun = max(longestHashRun, hashRun)
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                lineComment = false
                mostLineTokens = max(mostLineTokens, lineTokens)
                lineTokens = 0
            case UInt8(ascii: "/") where next == UInt8(ascii: "/") && blockComments == 0:
                lineComment = true
            case UInt8(ascii: "/") where next == UInt8(ascii: "*") && !lineComment:
                blockComments += 1
                index += 1
            case UInt8(ascii: "*") where next == UInt8(ascii: "/") && blockComments > 0:
                blockComments -= 1
                index += 1
            case UInt8(ascii: "\\"):
                var end = index + 1
                while end < utf8.count, utf8[end] == UInt8(ascii: "#") { end += 1 }
                if !inComment { longestHashRun = max(longestHashRun, end - index - 1) }
                if end < utf8.count, utf8[end] == UInt8(ascii: "(") {
                    open(.interpolation)
                    index = end
                }
            case UInt8(ascii: "("):
                open(.parenthesis)
            case UInt8(ascii: "["):
                open(.bracket)
            case UInt8(ascii: "{"):
                if !inComment { endGenerics() }
                open(.brace)
            case UInt8(ascii: ")"):
                endGenerics()
                close { $0 == .parenthesis || $0 == .interpolation }
            case UInt8(ascii: "]"):
                endGenerics()
                close { $0 == .bracket }
            case UInt8(ascii: "}"):
                endGenerics()
                close { $0 == .brace }
            case UInt8(ascii: ";"), UInt8(ascii: "="):
                if !inComment { endGenerics() }
            case UInt8(ascii: "<") where Self.isNameEnd(previous):
                open(.angle)
            case UInt8(ascii: ">") where previous != UInt8(ascii: "-") && !inComment:
                close { $0 == .angle }
            case UInt8(ascii: "#"):
                if utf8[index...].starts(with: "#if".utf8) {
                    open(.condition)
                } else if !inComment, utf8[index...].starts(with: "#endif".utf8) {
                    endGenerics()
                    close { $0 == .condition }
                }
            default:
                break
            }
            let startsToken =
                !inComment && !lineComment && blockComments == 0
                && !Self.isSpace(byte) && !(Self.isNameByte(byte) && Self.isNameByte(previous))
            if startsToken { lineTokens += 1 }
            previous = utf8[index]
            index += 1
        }
        unclosed = stack.count(where: { $0 != .angle }) + overflow
        mostLineTokens = max(mostLineTokens, lineTokens)
    }

    /// The limit this block goes over, described for a diagnostic; nil when it is within all.
    func exceeded(_ limits: MarkdownLimits) -> String? {
        if deepest > limits.swiftNesting {
            return "brackets, interpolations, generics or #if nested deeper than"
                + " \(limits.swiftNesting) levels"
        }
        if deepestTypes > limits.swiftTypeNesting {
            return "[ and generic < nested deeper than \(limits.swiftTypeNesting) levels"
        }
        if deepestInterpolations > limits.swiftInterpolationNesting {
            return "string interpolations nested deeper than"
                + " \(limits.swiftInterpolationNesting) levels"
        }
        if unclosed > limits.swiftUnclosedBrackets {
            return "more than \(limits.swiftUnclosedBrackets) brackets, interpolations or #if"
                + " left open"
        }
        if longestHashRun > limits.swiftHashRun {
            return "a run of more than \(limits.swiftHashRun) # outside comments"
        }
        if mostLineTokens > limits.swiftLineTokens {
            return "a line of more than \(limits.swiftLineTokens) tokens outside comments"
        }
        return nil
    }

    /// Whether `byte` may be part of a name or a number (a UTF-8 sequence's bytes all are).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
            0x80...0xFF:
            return true
        default:
            return false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C
    }

    /// Whether a `<` after `byte` may open generic arguments: after a name's last character, a
    /// `>` or a closing bracket, as Swift's lexer reads a `<` that no space precedes.
    private static func isNameEnd(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ">"),
            UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "?"), UInt8(ascii: "!"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }
}
