import Foundation

/// A block directive of DocC's dialect, `@Name(arguments) { content }`, as `DirectiveScanner`
/// found it in a page's source.
struct BlockDirective: Equatable, Sendable {
    /// One argument: `label: value`, or a value alone (`@Tab("Swift")`).
    struct Argument: Equatable, Sendable {
        var label: String?
        var value: String
    }

    var name: String
    var arguments: [Argument]
    /// 1-based line and column of the `@` in the page's source (before front matter is counted).
    var line: Int
    var column: Int

    /// The value of the argument labelled `label`, or nil.
    func argument(_ label: String) -> String? {
        arguments.first { $0.label == label }?.value
    }

    /// The first unlabelled argument's value (`@Tab("Swift")`, `@PageColor(blue)`), or nil.
    var unlabelledArgument: String? {
        arguments.first { $0.label == nil }?.value
    }

    /// Parses the text between a directive's parentheses: values are quoted strings (with `\`
    /// escapes) or bare words up to the next comma, each optionally preceded by `label:`.
    ///
    /// - Returns: the arguments, or nil when the text is malformed (an unterminated string, a
    ///   missing value).
    /// - Complexity: O(n) in the length of the text.
    static func arguments(_ text: Substring) -> [Argument]? {
        var result: [Argument] = []
        var index = text.startIndex
        func skipSpaces() {
            while index < text.endIndex, text[index].isWhitespace {
                index = text.index(after: index)
            }
        }
        skipSpaces()
        while index < text.endIndex {
            var label: String?
            // A label is a word followed by `:` (a bare value may contain `:` only when quoted).
            var probe = index
            while probe < text.endIndex,
                text[probe].isLetter || text[probe].isNumber
                    || text[probe] == "_"
            {
                probe = text.index(after: probe)
            }
            if probe > index {
                var afterWord = probe
                while afterWord < text.endIndex, text[afterWord] == " " {
                    afterWord = text.index(after: afterWord)
                }
                if afterWord < text.endIndex, text[afterWord] == ":" {
                    label = String(text[index..<probe])
                    index = text.index(after: afterWord)
                    skipSpaces()
                }
            }
            guard let value = Self.value(in: text, at: &index) else { return nil }
            result.append(Argument(label: label, value: value))
            skipSpaces()
            guard index < text.endIndex else { break }
            guard text[index] == "," else { return nil }
            index = text.index(after: index)
            skipSpaces()
            if index == text.endIndex { return nil }
        }
        return result
    }

    private static func value(in text: Substring, at index: inout Substring.Index) -> String? {
        guard index < text.endIndex else { return nil }
        guard text[index] == "\"" else {
            let start = index
            while index < text.endIndex, text[index] != "," { index = text.index(after: index) }
            let word = text[start..<index].trimmingCharacters(in: .whitespaces)
            return word.isEmpty ? nil : word
        }
        var value = ""
        index = text.index(after: index)
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            switch character {
            case "\"":
                return value
            case "\\":
                guard index < text.endIndex else { return nil }
                value.append(text[index])
                index = text.index(after: index)
            default:
                value.append(character)
            }
        }
        return nil
    }
}
