/// The words the search index holds, split as `theme/search.js` splits a query: runs of letters,
/// marks and digits (`\p{L}\p{M}\p{N}` there), lowercased, of at least two characters.
enum SearchTerms {
    /// Calls `body` with each term of `text`; with `splittingCamelCase`, a symbol name gives its
    /// parts too (`reloadData` → `reloaddata`, `reload`, `data`).
    ///
    /// ASCII words, nearly all of a page, are cut and lowercased byte by byte; a word with other
    /// characters goes through `String`'s Unicode rules.
    ///
    /// - Complexity: O(length of the text).
    static func forEach(
        in text: String, splittingCamelCase: Bool, _ body: (String) -> Void
    ) {
        var text = text
        text.withUTF8 { bytes in
            var word: [UInt8] = []
            var isASCII = true
            func endWord() {
                defer {
                    word.removeAll(keepingCapacity: true)
                    isASCII = true
                }
                if isASCII && !splittingCamelCase {
                    guard word.count >= 2 else { return }
                    for index in word.indices where word[index] >= 0x41 && word[index] <= 0x5A {
                        word[index] |= 0x20
                    }
                    body(
                        String(decoding: word.prefix(SearchIndex.maximumTermLength), as: UTF8.self))
                } else {
                    slowTerms(of: String(decoding: word, as: UTF8.self), splittingCamelCase, body)
                }
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte >= 0x80 else {
                    if isASCIIWordByte(byte) {
                        word.append(byte)
                    } else if !word.isEmpty {
                        endWord()
                    }
                    index += 1
                    continue
                }
                // A non-ASCII scalar: its UTF-8 length from the lead byte (the text is valid UTF-8).
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let end = min(index + length, bytes.count)
                let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars
                    .first
                if let scalar, isWordScalar(scalar) {
                    word.append(contentsOf: bytes[index..<end])
                    isASCII = false
                } else if !word.isEmpty {
                    endWord()
                }
                index = end
            }
            if !word.isEmpty { endWord() }
        }
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// The terms of one word with Unicode's case rules, and its camel-case parts if asked.
    private static func slowTerms(
        of word: String, _ splittingCamelCase: Bool, _ body: (String) -> Void
    ) {
        func emit(_ scalars: String.UnicodeScalarView) {
            guard scalars.count >= 2 else { return }
            // Cut in scalars, as the script cuts a query's words in code points.
            let lowercased = String(scalars).lowercased().unicodeScalars
            body(String(lowercased.prefix(SearchIndex.maximumTermLength)))
        }
        var part = String.UnicodeScalarView()
        var parts = 0
        var previousIsLower = false
        if splittingCamelCase {
            for scalar in word.unicodeScalars {
                if scalar.properties.isUppercase && previousIsLower {
                    emit(part)
                    part = String.UnicodeScalarView()
                    parts += 1
                }
                previousIsLower = scalar.properties.isLowercase
                part.append(scalar)
            }
            if parts > 0 { emit(part) }
        }
        emit(word.unicodeScalars)
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value)
                || (0x61...0x7A).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber,
            .otherNumber:
            return true
        default:
            return false
        }
    }

    /// The first words of `text`, about 160 characters, cut at a space.
    ///
    /// - Complexity: O(1) in the length of the text (it is not counted).
    static func summary(of text: String) -> String {
        guard
            let end = text.unicodeScalars.index(
                text.startIndex, offsetBy: 160, limitedBy: text.endIndex),
            end < text.endIndex
        else { return text }
        let start = text.unicodeScalars[..<end]
        guard let space = start.lastIndex(of: " ") else { return String(start) + "…" }
        return String(start[..<space]) + " …"
    }
}
