/// The script of a character as far as kerning is concerned.
///
/// A browser splits text into runs of one script before shaping, and the font's Latin kerning
/// applies only inside Latin runs. Neutral characters (digits, punctuation, spaces, marks) join
/// the run of the letter before them, or after them at the start of a text.
enum ScriptClass: UInt8 {
    case neutral = 0
    case latin = 1
    case other = 2

    /// The class of `scalar`, from Unicode's Scripts.txt.
    ///
    /// - Complexity: O(log r) for r runs of scalars of one class.
    init(_ scalar: Unicode.Scalar) {
        let run = ScriptClassTable.starts.lastIndex(notAbove: scalar.value) ?? 0
        self = ScriptClass(rawValue: ScriptClassTable.classes[run]) ?? .neutral
    }

    /// Each class resolved: a neutral takes the class of the nearest strong one before it, or
    /// after it when there is none before; a text with no strong class stays neutral.
    ///
    /// - Complexity: O(n).
    static func resolved(_ classes: [ScriptClass]) -> [ScriptClass] {
        var result = classes
        var last: ScriptClass?
        for index in result.indices {
            if result[index] == .neutral {
                if let last { result[index] = last }
            } else {
                last = result[index]
            }
        }
        if let first = result.first(where: { $0 != .neutral }) {
            for index in result.indices {
                guard result[index] == .neutral else { break }
                result[index] = first
            }
        }
        return result
    }
}
