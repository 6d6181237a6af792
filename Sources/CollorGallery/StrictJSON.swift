import Foundation

/// A strict JSON syntax check (RFC 8259) that names the line and column of the first error.
///
/// Foundation's parser on Linux accepts some malformed documents (a trailing comma, for one), so
/// sample data is checked with this before it is decoded.
enum StrictJSON {
    struct SyntaxError: Error, Equatable {
        var line: Int
        var column: Int
        var reason: String
    }

    /// Throws the first syntax error of `data`.
    ///
    /// - Complexity: O(n).
    static func validate(_ data: Data) throws(SyntaxError) {
        var parser = Parser(bytes: [UInt8](data))
        try parser.skipWhitespace()
        try parser.value(depth: 0)
        try parser.skipWhitespace()
        if parser.position < parser.bytes.count {
            throw parser.error("unexpected text after the document")
        }
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

        mutating func skipWhitespace() throws(SyntaxError) {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                position += 1
            }
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
            try skipWhitespace()
            if current == UInt8(ascii: "}") {
                position += 1
                return
            }
            while true {
                guard current == UInt8(ascii: "\"") else {
                    throw error("expected a property name in double quotes")
                }
                try string()
                try skipWhitespace()
                guard current == UInt8(ascii: ":") else {
                    throw error("expected ':' after a property name")
                }
                position += 1
                try skipWhitespace()
                try value(depth: depth + 1)
                try skipWhitespace()
                if current == UInt8(ascii: ",") {
                    position += 1
                    try skipWhitespace()
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
            try skipWhitespace()
            if current == UInt8(ascii: "]") {
                position += 1
                return
            }
            while true {
                try value(depth: depth + 1)
                try skipWhitespace()
                if current == UInt8(ascii: ",") {
                    position += 1
                    try skipWhitespace()
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
                    position += 1
                    guard let escaped = current else { throw error("unterminated string") }
                    if escaped == UInt8(ascii: "u") {
                        for _ in 0..<4 {
                            position += 1
                            guard let digit = current, Self.isHex(digit) else {
                                throw error("bad \\u escape")
                            }
                        }
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
        }

        static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        static func isHex(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
        }
    }
}
