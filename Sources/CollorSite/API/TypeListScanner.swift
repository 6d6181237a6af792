/// Reads the type lists of a type-signature disambiguation (`Result,(Result,Element)->Result)`),
/// as swift-docc's `StringScanner` does: a closure type or tuple stays one type, its commas and
/// arrows inside it.
struct TypeListScanner {
    private(set) var rest: Substring

    init(_ text: Substring) { rest = text }

    var isAtEnd: Bool { rest.isEmpty }

    /// Skips `prefix` when the text starts with it.
    mutating func skip(_ prefix: String) -> Bool {
        guard rest.hasPrefix(prefix) else { return false }
        rest = rest.dropFirst(prefix.count)
        return true
    }

    /// Return types: a parenthesized list, or one type to the end.
    mutating func returnTypes() -> [String] {
        if skip("(") { return arguments() }
        defer { rest = "" }
        return [String(rest)]
    }

    /// The types up to and including the list's closing `)`, after its opening `(`.
    mutating func arguments() -> [String] {
        if skip(")") { return [] }
        var result: [String] = []
        repeat {
            guard let argument = argument() else { break }
            result.append(argument)
        } while !isAtEnd && rest.removeFirst() == ","
        return result
    }

    private mutating func argument() -> String? {
        guard rest.first == "(" else { return plainType() }
        guard var argument = tuple() else { return nil }
        guard skip("->") else { return argument }
        argument += "->"
        guard rest.first == "(" else { return plainType().map { argument + $0 } }
        return tuple().map { argument + $0 }
    }

    /// A type up to the `,` or `)` after it, with the commas and colons of its generic
    /// arguments and brackets (`TreeDictionary<Key,Value>`, `[Key:Value]`): docc 6.3.1 links
    /// swift-collections' ``init(_:)-(TreeDictionary<Key,Value>)`` so.
    private mutating func plainType() -> String? {
        var depth = 0
        return scan { character in
            switch character {
            case "<", "[", "(":
                depth += 1
            case ">", "]":
                depth = max(0, depth - 1)
            case ")" where depth > 0:
                depth -= 1
            case ",", ")":
                return depth == 0
            default:
                break
            }
            return false
        } ?? takeAll()
    }

    /// A parenthesized type with everything nested in it, up to the `,` or `)` after it.
    private mutating func tuple() -> String? {
        var depth = 0
        return scan { character in
            if character == "(" {
                depth += 1
                return false
            }
            if depth > 0 {
                if character == ")" { depth -= 1 }
                return false
            }
            return character == "," || character == ")"
        }
    }

    private mutating func scan(until predicate: (Character) -> Bool) -> String? {
        guard let index = rest.firstIndex(where: predicate) else { return nil }
        defer { rest = rest[index...] }
        return String(rest[..<index])
    }

    private mutating func takeAll() -> String {
        defer { rest = "" }
        return String(rest)
    }
}
