/// Text after a browser's white-space processing for `white-space: pre-line`, split into
/// paragraphs at forced line breaks.
enum CollapsedText {
    /// The paragraphs of `text`, each with its runs of spaces and tabs collapsed to one space and
    /// removed at both ends.
    ///
    /// Forced breaks are LF, CR and CRLF (the HTML parser turns CR and CRLF into LF), LINE
    /// SEPARATOR and PARAGRAPH SEPARATOR. The empty paragraph after a last forced break is dropped,
    /// because a browser gives it no line; so is the only paragraph of a text with no visible
    /// content, which a browser lays out with no line at all.
    ///
    /// - Complexity: O(n) for n characters.
    static func paragraphs(of text: String) -> [[Character]] {
        var paragraphs: [[Character]] = []
        var current: [Character] = []
        var pendingSpace = false
        func append(_ character: Character) {
            if pendingSpace { current.append(" ") }
            pendingSpace = false
            current.append(character)
        }
        for character in text {
            // Printable ASCII other than the space is the common case: append it at once.
            if let byte = character.asciiValue, byte > 0x20 && byte < 0x7F {
                append(character)
            } else if isForcedBreak(character) {
                paragraphs.append(current)
                current = []
                pendingSpace = false
            } else if isCollapsible(character) {
                pendingSpace = !current.isEmpty
            } else if let first = character.unicodeScalars.first, first == " " || first == "\t" {
                // A mark or joiner after a space makes one character with it, but CSS collapses
                // the space all the same: keep what follows it.
                pendingSpace = !current.isEmpty
                String(character.unicodeScalars.dropFirst()).forEach(append)
            } else {
                append(character)
            }
        }
        if !current.isEmpty { paragraphs.append(current) }
        return paragraphs
    }

    /// A character that ends a line whatever the width.
    static func isForcedBreak(_ character: Character) -> Bool {
        switch character {
        case "\n", "\r", "\r\n", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// CSS's collapsible white space, apart from segment breaks.
    static func isCollapsible(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }
}
