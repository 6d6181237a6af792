import Foundation

/// DocC's aside kinds: a block quote whose text starts with one of these followed by `:`.
struct AsideKind: Equatable, Sendable {
    /// The label as DocC shows it (`Note`, `See Also`).
    var label: String
    /// The CSS class suffix: `aside-note`, `aside-see-also`.
    var cssName: String

    /// Every kind DocC knows (swift-markdown's `Aside.Kind`), in DocC's spelling.
    static let all: [AsideKind] = [
        "Note", "Tip", "Important", "Experiment", "Warning", "Attention", "Author", "Authors",
        "Bug", "Complexity", "Copyright", "Date", "Invariant", "Mutating Variant",
        "Non-Mutating Variant", "Postcondition", "Precondition", "Remark", "Requires", "Since",
        "To Do", "Version", "Throws", "See Also", "Deprecated",
    ].map {
        AsideKind(label: $0, cssName: $0.lowercased().replacingOccurrences(of: " ", with: "-"))
    }

    private static let byLowercasedLabel: [String: AsideKind] = {
        var kinds = Dictionary(uniqueKeysWithValues: all.map { ($0.label.lowercased(), $0) })
        // swift-markdown also reads the one-word spellings.
        kinds["todo"] = kinds["to do"]
        kinds["seealso"] = kinds["see also"]
        kinds["nonmutatingvariant"] = kinds["non-mutating variant"]
        kinds["mutatingvariant"] = kinds["mutating variant"]
        return kinds
    }()

    /// The kind whose label is `tag` (case-insensitive, as DocC reads it), or nil.
    static func named(_ tag: Substring) -> AsideKind? {
        byLowercasedLabel[tag.lowercased()]
    }
}
