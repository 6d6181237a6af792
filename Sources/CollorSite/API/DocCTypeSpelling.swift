import SymbolKit

/// The spelling DocC gives a parameter's or return value's type in a type-signature
/// disambiguation (`-(Int,[String:Element]?)->Bool`), from the declaration fragments of the
/// symbol graph, as swift-docc's `PathHierarchy.functionSignatureTypeNames` makes it: the
/// fragments' type names and a few punctuation characters, no spaces or labels, redundant
/// parentheses dropped, and `Array<T>`, `Optional<T>`, `Dictionary<K,V>` written `[T]`, `T?`,
/// `[K:V]`.
enum DocCTypeSpelling {
    /// A declaration with more spelled-out generics than this keeps them as written: each
    /// rewrite moves the marks after it, and the work must stay linear in the graph's size.
    static let maximumSugarMarks = 64

    /// The spelling of one parameter's type.
    static func spelling(of fragments: [SymbolGraph.Symbol.DeclarationFragments.Fragment])
        -> String
    {
        String(decoding: bytes(of: fragments), as: UTF8.self)
    }

    /// The spellings of a function's return values: none for `Void` or `()`, one per element of
    /// a tuple, so that `->(_,String)` picks a tuple by one element.
    static func returnSpellings(of fragments: [SymbolGraph.Symbol.DeclarationFragments.Fragment])
        -> [String]
    {
        if fragments.count == 1, let only = fragments.first,
            (only.kind == .typeIdentifier && only.spelling == "Void")
                || (only.kind == .text && only.spelling == "()")
        {
            return []
        }
        let spelling = bytes(of: fragments)
        guard isTuple(spelling[...]) else { return [String(decoding: spelling, as: UTF8.self)] }
        var result: [String] = []
        var depth = 0
        var start = 1
        for index in 1..<(spelling.count - 1) {
            switch spelling[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                result.append(String(decoding: spelling[start..<index], as: UTF8.self))
                start = index + 1
            default: break
            }
        }
        result.append(String(decoding: spelling[start..<(spelling.count - 1)], as: UTF8.self))
        return result
    }

    private static func bytes(of fragments: [SymbolGraph.Symbol.DeclarationFragments.Fragment])
        -> [UInt8]
    {
        var result: [UInt8] = []
        // Where `Array`, `Dictionary` or `Optional` was written, shortened to its first letter.
        var marks: [Int] = []
        // Brackets open in text fragments: a `:` counts only directly inside `[...]`.
        var brackets: [UInt8] = []
        for fragment in fragments {
            switch fragment.preciseIdentifier {
            case "s:Sa", "s:SD", "s:Sq":
                if let first = fragment.spelling.utf8.first {
                    marks.append(result.count)
                    result.append(first)
                }
                continue
            default: break
            }
            switch fragment.kind {
            case .typeIdentifier:
                result.append(contentsOf: fragment.spelling.utf8)
            case .keyword where fragment.spelling == "Any":
                result.append(contentsOf: fragment.spelling.utf8)
            case .text:
                appendText(Array(fragment.spelling.utf8), to: &result, brackets: &brackets)
            default:
                continue
            }
        }
        // Redundant parentheses around the whole type go, the marks moving with the text.
        if result.first == UInt8(ascii: "("), result.last == UInt8(ascii: ")"),
            !isTuple(result[...])
        {
            var inner = result[...]
            repeat {
                inner = inner.dropFirst().dropLast()
            } while inner.first == UInt8(ascii: "(") && inner.last == UInt8(ascii: ")")
                && !isTuple(inner)
            let shift = (result.count - inner.count) / 2
            result = Array(inner)
            marks = marks.map { $0 - shift }.filter { result.indices.contains($0) }
        }
        if !marks.isEmpty && marks.count <= maximumSugarMarks {
            applySugar(to: &result, marks: Set(marks))
        }
        return result
    }

    /// The characters of a text fragment that belong to a type's spelling.
    private static func appendText(
        _ text: [UInt8], to result: inout [UInt8], brackets: inout [UInt8]
    ) {
        if text == Array(".Type".utf8) {
            result.append(contentsOf: text)
            return
        }
        for (index, byte) in text.enumerated() {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["):
                brackets.append(byte)
            case UInt8(ascii: ">"):
                // `->` (or a `>` opening the fragment) closes nothing, as in DocC.
                if index > 0 && text[index - 1] != UInt8(ascii: "-") { _ = brackets.popLast() }
            case UInt8(ascii: "]"), UInt8(ascii: ")"):
                _ = brackets.popLast()
            case UInt8(ascii: ":") where brackets.last == UInt8(ascii: "["):
                break
            case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "-"):
                break
            default:
                continue
            }
            result.append(byte)
        }
    }

    /// Whether `bytes` is a parenthesized list with a comma at its top level.
    private static func isTuple(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.first == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")") else {
            return false
        }
        var depth = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ",") where depth == 1: return true
            default: break
            }
        }
        return false
    }

    /// `A<T>` → `[T]`, `O<T>` → `T?`, `D<K,V>` → `[K:V]`, innermost last first.
    private static func applySugar(to bytes: inout [UInt8], marks: Set<Int>) {
        var pairs: [(open: Int, close: Int)] = []
        var opens: [Int] = []
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                opens.append(index)
            case UInt8(ascii: ">") where index > 0 && bytes[index - 1] != UInt8(ascii: "-"):
                guard let open = opens.popLast() else { return }
                if marks.contains(open - 1) { pairs.append((open, index)) }
            default:
                break
            }
        }
        pairs.sort { $0.open < $1.open }
        while let (open, close) = pairs.popLast() {
            let mark = open - 1
            let removed: Int
            switch bytes[mark] {
            case UInt8(ascii: "A"):
                bytes[close] = UInt8(ascii: "]")
                bytes.replaceSubrange(mark...open, with: [UInt8(ascii: "[")])
                removed = 1
            case UInt8(ascii: "O"):
                bytes[close] = UInt8(ascii: "?")
                bytes.removeSubrange(mark...open)
                removed = 2
            case UInt8(ascii: "D"):
                var depth = 1
                var comma: Int?
                for index in (open + 1)..<close {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "(") {
                        depth += 1
                    } else if depth == 1 {
                        if byte == UInt8(ascii: ",") {
                            comma = index
                            break
                        }
                    } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: ")") {
                        depth -= 1
                    }
                }
                guard let comma else { return }
                bytes[comma] = UInt8(ascii: ":")
                bytes[close] = UInt8(ascii: "]")
                bytes.replaceSubrange(mark...open, with: [UInt8(ascii: "[")])
                removed = 1
            default:
                return
            }
            for index in pairs.indices where open < pairs[index].close {
                pairs[index].close -= removed
            }
        }
    }
}
