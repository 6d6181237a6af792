/// The subset of Unicode line breaking (UAX #14) that `LineBreaker` follows, with Blink's own
/// rules for pairs of ASCII characters, as Chromium breaks with `word-break: normal` (checked
/// pair by pair against Chromium).
///
/// A line may break:
/// - at a space (the space is dropped), and after a ZERO WIDTH SPACE;
/// - after a hyphen-minus before ASCII, except before a digit unless an ASCII letter or digit
///   precedes the hyphen (`ABC-123` breaks, `-1`, `é-1` and `a.-1` do not: Blink's rule for
///   minus signs);
/// - after U+2010 HYPHEN, or a hyphen-minus before other than ASCII, except at the start of a
///   word before a letter (`-Ωmega` stays whole, `-omega` breaks);
/// - after an en dash, an em dash or an ellipsis, and before an em dash;
/// - after a question mark (`page?query`);
/// - before an opening bracket that follows punctuation (`end.(see`);
/// - after `!`, `/`, `|` and `}` before a character other than ASCII;
/// - before and after an ideograph, kana, Hangul syllable or emoji;
/// - never before a hyphen (but between two hyphen-minus), closing punctuation or a full stop,
///   nor after opening punctuation, nor on either side of a quotation mark or a no-break space
///   (but a hyphen-minus before `"`, `'` and a no-break space).
///
/// Other opportunities of UAX #14 (around currency and unit signs such as `£ ° € №`, Southeast
/// Asian dictionaries) are not taken; where a browser takes one on a line that has
/// no other, this wraps the line by `overflow-wrap: anywhere` at another place.
enum LineBreakRules {
    /// Whether a line may break between `characters[index]` and `characters[index + 1]`, not
    /// counting the breaks at spaces.
    ///
    /// A line that starts at `lineStart` sees nothing before it where Chromium restarts its
    /// context (measured): a hyphen-minus that starts a line before a digit is a minus sign, and
    /// U+2010 HYPHEN that starts a line starts a word.
    static func allowsBreak(after index: Int, in characters: [Character], lineStart: Int = 0)
        -> Bool
    {
        guard index + 1 < characters.count else { return false }
        let character = characters[index]
        let next = characters[index + 1]
        // Most pairs are two ASCII letters or digits, which never break: skip the set lookups.
        if let left = character.asciiValue, let right = next.asciiValue,
            isAlphanumeric(left) && isAlphanumeric(right)
        {
            return false
        }
        if next == " " || character == " " { return false }
        if character == "\u{200B}" { return true }
        if isHyphen(next) { return next == "-" && (character == "-" || character == "?") }
        if glue.contains(character) { return false }
        if glue.contains(next) {
            return character == "-" || character == "|" || character == "\u{2013}"
        }
        if dashes.contains(character) {
            return !(character == "\u{2014}" && next == "\u{2014}") && !closesBefore.contains(next)
                && !quotes.contains(next) && next != "/" && next != "|"
        }
        if next == "\u{2014}" {
            return !opensAfter.contains(character) && !quotes.contains(character)
        }
        if closesBefore.contains(next) || opensAfter.contains(character) { return false }
        let previous = index > lineStart ? characters[index - 1] : " "
        // Blink decides a hyphen-minus before an ASCII code point (even "e" of "e" + a combining
        // accent) with its own table, and other pairs with ICU.
        if character == "-", let first = next.unicodeScalars.first, first.isASCII {
            guard next.isNumber else { return next != "$" }
            return previous.isASCII && (previous.isLetter || previous.isNumber)
        }
        if character == "\"" && opening.contains(next) { return true }
        if quotes.contains(next) || quotes.contains(character) { return false }
        if isHyphen(character) {
            // UAX #14 LB20a: no break after a hyphen that starts a word, before a letter.
            let startsWord = previous == " " || previous == "\u{200B}" || glue.contains(previous)
            return !(startsWord && next.isLetter)
        }
        if character == "?" { return next != "/" }
        if opening.contains(next) { return breaksBeforeOpening.contains(character) }
        if !next.isASCII && breaksBeforeNonASCII.contains(character) { return true }
        return isIdeographic(character) || isIdeographic(next)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isHyphen(_ character: Character) -> Bool {
        character == "-" || character == "\u{2010}"
    }

    /// Characters of line-break class ID (and the Hangul classes) that a browser may break around.
    private static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.properties.isEmojiPresentation
            || character.unicodeScalars.contains("\u{FE0F}")
        {
            return true
        }
        switch scalar.value {
        case 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Closing punctuation, full stops and the like: no break before them (classes CL, CP, EX,
    /// IS, NS).
    private static let closesBefore: Set<Character> = [
        ")", "]", "}", "!", "?", ",", ".", ":", ";", "\u{3001}", "\u{3002}", "\u{FF0C}",
        "\u{FF0E}", "\u{FF1A}", "\u{FF1B}", "\u{FF01}", "\u{FF1F}", "\u{FF09}", "\u{300D}",
        "\u{300F}", "\u{3011}", "\u{3015}", "\u{3009}", "\u{300B}", "\u{30FC}", "\u{2026}",
        "\u{2013}", "/",
    ]

    /// En dash, em dash and ellipsis: a break may follow them.
    private static let dashes: Set<Character> = ["\u{2013}", "\u{2014}", "\u{2026}"]

    /// Quotation marks (class QU): no break on either side.
    private static let quotes: Set<Character> = [
        "\"", "'", "\u{AB}", "\u{BB}", "\u{2018}", "\u{2019}", "\u{201A}", "\u{201C}", "\u{201D}",
        "\u{201E}", "\u{2039}", "\u{203A}",
    ]

    /// ASCII opening brackets, before which a break may follow punctuation.
    private static let opening: Set<Character> = ["(", "[", "{", "<"]

    /// The ASCII punctuation after which a line may break before an opening bracket.
    private static let breaksBeforeOpening: Set<Character> = [
        "!", "#", "%", "&", ")", "*", "+", ",", ".", ":", ";", "=", ">", "\\", "]", "|", "}", "~",
    ]

    /// The ASCII characters after which a line may break before any other character than ASCII.
    private static let breaksBeforeNonASCII: Set<Character> = ["!", "/", "|", "}"]

    /// No-break spaces and joiners (class GL): no break on either side, but after a hyphen.
    private static let glue: Set<Character> = ["\u{A0}", "\u{202F}", "\u{2007}", "\u{2060}"]

    /// Opening punctuation: no break after it (class OP).
    private static let opensAfter: Set<Character> = [
        "(", "[", "{", "\u{FF08}", "\u{300C}", "\u{300E}", "\u{3010}", "\u{3014}", "\u{3008}",
        "\u{300A}",
    ]
}
