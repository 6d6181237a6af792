import Foundation

/// A strict JSON syntax check (RFC 8259) that names the line and column of the first error.
///
/// Foundation's parser on Linux accepts some malformed documents (a trailing comma, for one), so
/// gallery and chart data is checked with this before it is decoded. It also refuses, at their
/// place, what RFC 8259 allows but Foundation's decoder cannot hold: a number beyond `Double`'s
/// range (`1e400`) and a string with an unpaired UTF-16 surrogate (`"\ud800"`).
package enum StrictJSON {
    /// Where the document is wrong (1-based; the column counts characters) and why.
    package struct SyntaxError: Error, Equatable {
        package var line: Int
        package var column: Int
        package var reason: String
    }

    /// Throws the first syntax error of `data`.
    ///
    /// - Complexity: O(n).
    package static func validate(_ data: Data) throws(SyntaxError) {
        var parser = Parser(bytes: [UInt8](data))
        parser.skipWhitespace()
        try parser.value(depth: 0)
        parser.skipWhitespace()
        if parser.position < parser.bytes.count {
            throw parser.error("unexpected text after the document")
        }
    }

    /// Decodes `data` after `validate`; a value of the wrong shape is reported at the value
    /// its coding path names (a missing key at the object that lacks it).
    ///
    /// - Complexity: O(n).
    package static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data
    ) throws(SyntaxError) -> Value {
        try validate(data)
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            let path = codingPath(of: error)
            var parser = Parser(bytes: [UInt8](data))
            parser.skipWhitespace()
            parser.find(path[...])
            throw parser.error("unexpected shape: \(describe(error))")
        }
    }

    private static func codingPath(of error: any Error) -> [any CodingKey] {
        switch error as? DecodingError {
        case .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath
        default:
            return []
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default:
            return "\(decoding)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        func error(_ reason: String) -> SyntaxError {
            var line = 1
            var column = 1
            for byte in bytes[..<min(position, bytes.count)] {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return SyntaxError(line: line, column: column, reason: reason)
        }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                position += 1
            }
        }

        /// Moves from the value at `position` to the one `path` names, as far as the document
        /// has it: a missing key or index stops at the object or array that lacks it. Only for
        /// a document `validate` accepted.
        mutating func find(_ path: ArraySlice<any CodingKey>) {
            for key in path {
                let container = position
                let close: UInt8
                switch current {
                case UInt8(ascii: "{"):
                    close = UInt8(ascii: "}")
                    position += 1
                    skipWhitespace()
                    while current == UInt8(ascii: "\"") {
                        let start = position
                        try? string()
                        let name = Self.name(bytes[(start + 1)..<(position - 1)])
                        skipWhitespace()
                        position += 1
                        skipWhitespace()
                        if name == key.stringValue { break }
                        skipElement()
                    }
                case UInt8(ascii: "["):
                    guard let index = key.intValue else { return }
                    close = UInt8(ascii: "]")
                    position += 1
                    skipWhitespace()
                    for _ in 0..<index where current != close { skipElement() }
                default:
                    return
                }
                if current == close {
                    position = container
                    return
                }
            }
        }

        /// Skips a value and the comma after it, if there is one.
        mutating func skipElement() {
            try? value(depth: 0)
            skipWhitespace()
            if current == UInt8(ascii: ",") { position += 1 }
            skipWhitespace()
        }

        /// A property name's text, from the bytes between its quotes.
        static func name(_ raw: ArraySlice<UInt8>) -> String {
            guard raw.contains(UInt8(ascii: "\\")) else {
                return String(decoding: raw, as: UTF8.self)
            }
            let quoted = [UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")]
            return (try? JSONDecoder().decode(String.self, from: Data(quoted))) ?? ""
        }

        mutating func value(depth: Int) throws(SyntaxError) {
            guard depth < 512 else { throw error("nesting too deep") }
            guard let byte = current else { throw error("unexpected end of the document") }
            switch byte {
            case UInt8(ascii: "{"): try object(depth: depth)
            case UInt8(ascii: "["): try array(depth: depth)
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default: throw error("unexpected character '\(Character(Unicode.Scalar(byte)))'")
            }
        }

        mutating func object(depth: Int) throws(SyntaxError) {
            position += 1
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                position += 1
                return
            }
            while true {
                guard current == UInt8(ascii: "\"") else {
                    throw error("expected a property name in double quotes")
                }
                try string()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else {
                    throw error("expected ':' after a property name")
                }
                position += 1
                skipWhitespace()
                try value(depth: depth + 1)
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    position += 1
                    skipWhitespace()
                    continue
                }
                guard current == UInt8(ascii: "}") else {
                    throw error("expected ',' or '}' in an object")
                }
                position += 1
                return
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) {
            position += 1
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                position += 1
                return
            }
            while true {
                try value(depth: depth + 1)
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    position += 1
                    skipWhitespace()
                    if current == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
                    continue
                }
                guard current == UInt8(ascii: "]") else {
                    throw error("expected ',' or ']' in an array")
                }
                position += 1
                return
            }
        }

        mutating func string() throws(SyntaxError) {
            position += 1
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    position += 1
                    return
                case UInt8(ascii: "\\"):
                    let escape = position
                    position += 1
                    guard let escaped = current else { throw error("unterminated string") }
                    if escaped == UInt8(ascii: "u") {
                        let unit = try codeUnit()
                        position += 1
                        // A high surrogate must be followed by a low one; a low one alone
                        // is as wrong: neither is a character.
                        if (0xD800..<0xDC00).contains(unit), current == UInt8(ascii: "\\"),
                            bytes.count > position + 1, bytes[position + 1] == UInt8(ascii: "u")
                        {
                            let high = position
                            position += 1
                            if (0xDC00..<0xE000).contains(try codeUnit()) {
                                position += 1
                                continue
                            }
                            position = high
                        }
                        if (0xD800..<0xE000).contains(unit) {
                            position = escape
                            throw error(
                                "unpaired UTF-16 surrogate \\u"
                                    + String(
                                        decoding: bytes[escape + 2..<escape + 6], as: UTF8.self)
                                    + " in a string")
                        }
                        continue
                    } else if !"\"\\/bfnrt".utf8.contains(escaped) {
                        throw error("bad escape in a string")
                    }
                    position += 1
                case 0x00..<0x20:
                    throw error("control character in a string")
                default:
                    position += 1
                }
            }
            throw error("unterminated string")
        }

        /// The four hex digits after `\\u` (at `position`), leaving `position` on the last.
        mutating func codeUnit() throws(SyntaxError) -> Int {
            var unit = 0
            for _ in 0..<4 {
                position += 1
                guard let digit = current, Self.isHex(digit) else {
                    throw error("bad \\u escape")
                }
                unit = unit * 16 + Self.hexValue(digit)
            }
            return unit
        }

        mutating func literal(_ word: StaticString) throws(SyntaxError) {
            let expected = word.withUTF8Buffer { Array($0) }
            guard bytes.count - position >= expected.count,
                Array(bytes[position..<position + expected.count]) == expected
            else {
                throw error("unexpected word")
            }
            position += expected.count
        }

        mutating func number() throws(SyntaxError) {
            let start = position
            if current == UInt8(ascii: "-") { position += 1 }
            guard let first = current, Self.isDigit(first) else { throw error("bad number") }
            if first == UInt8(ascii: "0") {
                position += 1
            } else {
                while let digit = current, Self.isDigit(digit) { position += 1 }
            }
            if current == UInt8(ascii: ".") {
                position += 1
                guard let digit = current, Self.isDigit(digit) else {
                    throw error("bad number: digits must follow '.'")
                }
                while let digit = current, Self.isDigit(digit) { position += 1 }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                position += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
                guard let digit = current, Self.isDigit(digit) else {
                    throw error("bad number exponent")
                }
                while let digit = current, Self.isDigit(digit) { position += 1 }
            }
            // Foundation's decoder refuses what a Double cannot hold; said here, at its place.
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            if Double(text)?.isFinite != true {
                let end = position
                position = start
                defer { position = end }
                throw error("number \(text.prefix(40)) is out of range")
            }
        }

        static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        static func hexValue(_ byte: UInt8) -> Int {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
            default: Int(byte - UInt8(ascii: "A")) + 10
            }
        }

        static func isHex(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
        }
    }
}
