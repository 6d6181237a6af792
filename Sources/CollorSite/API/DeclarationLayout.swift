/// How an API page shows a declaration: on one line when it is short, else, as DocC shows a long
/// declaration with several parameters, one parameter per line, indented by four spaces, with
/// the closing parenthesis and what follows it (`async throws -> Basket`) on a line of its own.
///
/// ```swift
/// init(
///     uncheckedUniqueElements elements: some Sequence<Element>,
///     minimumCapacity: Int,
///     persistent: Bool
/// )
/// ```
enum DeclarationLayout {
    /// Declarations up to this many characters stay on one line.
    static let width = 80

    /// A declaration fragment: its kind as the symbol graph spells it (`externalParam`,
    /// `internalParam`, `text`...) and its text.
    struct Fragment: Equatable {
        var kind: String
        var spelling: String
    }

    /// The declaration of `fragments`, wrapped when it is longer than `width` and its parameter
    /// clause (the parentheses that hold its first parameter's name) has two parameters or more.
    ///
    /// - Complexity: O(n) in the declaration's length.
    static func format(_ fragments: [Fragment]) -> String {
        let line = fragments.map(\.spelling).joined()
        guard line.count > width, !line.contains("\n"),
            let first = fragments.firstIndex(where: {
                $0.kind == "externalParam" || $0.kind == "internalParam"
            })
        else { return line }
        let before = fragments[..<first].map(\.spelling).joined()
        guard let open = before.lastIndex(of: "(") else { return line }
        let parameters = before.index(after: open)
        guard let split = topLevelCommas(in: line[parameters...]), split.commas.count >= 1
        else { return line }
        var result = String(line[...open]) + "\n"
        var start = parameters
        for end in split.commas + [split.close] {
            let parameter = line[start..<end].drop(while: { $0 == " " })
            result += "    " + parameter + (end == split.close ? "\n" : ",\n")
            start = line.index(after: end)
        }
        return result + line[split.close...]
    }

    /// The commas between the parameters of a parameter clause that starts at `text` and the
    /// parenthesis that closes it; nil when it does not close. Brackets, generic arguments and
    /// string literals nest; the `>` of `->` closes nothing.
    private static func topLevelCommas(in text: Substring)
        -> (commas: [String.Index], close: String.Index)?
    {
        var depth = 0
        var inString = false
        var previous: Character = " "
        var commas: [String.Index] = []
        for index in text.indices {
            let character = text[index]
            defer { previous = character }
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "<", "{": depth += 1
            case ">" where previous == "-": break
            case ")" where depth == 0: return (commas, index)
            case ")", "]", ">", "}": depth -= 1
            case "," where depth == 0: commas.append(index)
            default: break
            }
        }
        return nil
    }
}
