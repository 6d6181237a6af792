/// What DocC 6.3's code-block annotations ask of a fenced block (```` ```swift, highlight=[2],
/// showLineNumbers ````), read as `docc --enable-experimental-code-block-annotations` reads its
/// info string: options separated by commas, the first a language unless it is an option,
/// option names in any case, the language lower-cased.
package struct CodeBlockAnnotations: Equatable, Sendable {
    /// The language, lower-cased; empty when the info string names none.
    package var language = ""
    /// The lines (from 1) `highlight=[…]` marks.
    package var highlighted: Set<Int> = []
    /// The lines (from 1) `strikeout=[…]` strikes out.
    package var struckOut: Set<Int> = []
    /// `wrap=N`: the width in characters at which lines wrap; 0 does not wrap.
    package var wrap = 0
    /// `showLineNumbers`.
    package var showsLineNumbers = false
    /// docc's warnings about the info string, in its words.
    package var problems: [String] = []

    /// Reads `info` for a block of `lineCount` lines.
    package init(info: String, lineCount: Int) {
        for (index, part) in Self.options(info).enumerated() {
            let option = part.trimmingSpaces
            guard !option.isEmpty else { continue }
            let equals = option.firstIndex(of: "=")
            let name = option[..<(equals ?? option.endIndex)].trimmingSpaces
            let value = equals.map { option[option.index(after: $0)...].trimmingSpaces } ?? ""
            switch name.lowercased() {
            case "nocopy":
                break  // No copy button is written: nothing to turn off.
            case "showlinenumbers":
                showsLineNumbers = true
            case "wrap":
                wrap = max(0, Int(value) ?? 0)
            case "highlight":
                highlighted.formUnion(lines("highlight", value, lineCount: lineCount))
            case "strikeout":
                struckOut.formUnion(lines("strikeout", value, lineCount: lineCount))
            default:
                if index == 0, equals == nil {
                    language = option.lowercased()
                } else {
                    problems.append("Unknown option '\(name)' in code block.")
                }
            }
        }
    }

    /// The options of `info`: split at commas outside brackets (`highlight=[1, 3]` is one).
    private static func options(_ info: String) -> [Substring] {
        var options: [Substring] = []
        var start = info.startIndex
        var depth = 0
        for index in info.indices {
            switch info[index] {
            case "[": depth += 1
            case "]": depth = max(0, depth - 1)
            case "," where depth == 0:
                options.append(info[start..<index])
                start = info.index(after: index)
            default: break
            }
        }
        options.append(info[start...])
        return options
    }

    /// The lines `value` (`3` or `[1, 3, 5]`) names within the block; a problem for each
    /// that is not there, as docc warns.
    private mutating func lines(_ name: String, _ value: Substring, lineCount: Int) -> [Int] {
        var numbers: [Int] = []
        if value.hasPrefix("["), value.hasSuffix("]") {
            let inner = value.dropFirst().dropLast()
            for item in inner.split(separator: ",") {
                guard let number = Int(item.trimmingSpaces) else {
                    numbers = []
                    break
                }
                numbers.append(number)
            }
            if numbers.isEmpty, !inner.trimmingSpaces.isEmpty {
                problems.append(Self.unparsable(name, value))
                return []
            }
        } else if let number = Int(value) {
            numbers = [number]
        } else {
            problems.append(Self.unparsable(name, value))
            return []
        }
        let valid = numbers.filter { (1...max(1, lineCount)).contains($0) && $0 <= lineCount }
        if valid.count != numbers.count {
            let noun = lineCount == 1 ? "line" : "lines"
            problems.append(
                "Invalid '\(name)' index in '\(value)' for a code block with \(lineCount) \(noun)."
                    + " Valid range is 1...\(lineCount).")
        }
        return valid
    }

    private static func unparsable(_ name: String, _ value: Substring) -> String {
        "Could not parse '\(name)' indices from '\(value)'. Expected an integer (e.g. 3) or an"
            + " array (e.g. [1, 3, 5])"
    }
}

extension Substring {
    /// Without the spaces and tabs around it.
    fileprivate var trimmingSpaces: Substring {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else { return self[endIndex...] }
        return self[first...last]
    }
}
