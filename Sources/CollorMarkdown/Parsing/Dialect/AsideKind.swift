import Foundation

/// DocC's aside kinds: a block quote whose text starts with one of these followed by `:`, or
/// with any other tag, which titles a note (`tagged(_:)`).
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

    /// A note: what a block quote without a tag is in a DocC catalog.
    static let note = AsideKind(label: "Note", cssName: "note")

    private static let byLowercasedLabel: [String: AsideKind] = {
        var kinds = Dictionary(uniqueKeysWithValues: all.map { ($0.label.lowercased(), $0) })
        // swift-markdown also reads the one-word spellings.
        kinds["todo"] = kinds["to do"]
        kinds["seealso"] = kinds["see also"]
        kinds["nonmutatingvariant"] = kinds["non-mutating variant"]
        kinds["mutatingvariant"] = kinds["mutating variant"]
        return kinds
    }()

    /// The kinds a doc comment's list item makes an aside (`- Complexity: O(n)`): swift-docc's
    /// `TaggedListItemExtractor` compares the item's tag, lowercased, with each of
    /// swift-markdown's `Aside.Kind` raw values lowercased, so the one-word spellings only
    /// (`- ToDo:`, `- SeeAlso:`; `- See Also:` stays a bullet) and no `Deprecated`.
    private static let byListItemTag: [String: AsideKind] = {
        var kinds: [String: AsideKind] = [:]
        for kind in all where kind.label != "Deprecated" {
            let tag = kind.label.lowercased().filter { $0 != " " && $0 != "-" }
            kinds[tag] = kind
        }
        return kinds
    }()

    /// The kind a doc comment's list item tagged `tag` is (case-insensitive), or nil.
    static func listItemTagged(_ tag: Substring) -> AsideKind? {
        byListItemTag[tag.lowercased()]
    }

    /// The kind whose label is `tag` (case-insensitive, as DocC reads it), or nil.
    static func named(_ tag: Substring) -> AsideKind? {
        byLowercasedLabel[tag.lowercased()]
    }

    /// The aside that a block quote starting with `tag:` is: a known kind, else a note titled
    /// `tag` as DocC titles it (as written when it has an uppercase letter, else capitalized),
    /// styled as a note as DocC styles every kind but its five. Nil for a tag of blanks alone.
    static func tagged(_ tag: Substring) -> AsideKind? {
        if let kind = named(tag) { return kind }
        guard tag.contains(where: { !$0.isWhitespace }) else { return nil }
        let label = tag.contains(where: \.isUppercase) ? String(tag) : tag.capitalized
        return AsideKind(label: label, cssName: "note")
    }
}
