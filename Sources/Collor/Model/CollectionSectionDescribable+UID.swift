import Foundation

extension CollectionSectionDescribable {
    /// Collor's uid for `cell` in this section: the section's uid and the cell's, joined by `/`
    /// (`"team-a/ada"`), or `nil` when either has none.
    public func uid(for cell: CollectionCellDescribable) -> String? {
        guard let cellUID = cell._uid else { return nil }
        return uid(for: cellUID)
    }

    /// The uid a cell named `cellUID` gets in this section, `"<section uid>/<cellUID>"`, or `nil`
    /// when the section has no uid. Cell uids must be unique in the whole data for `diff()`; this
    /// makes a name that is unique in its section unique everywhere:
    ///
    /// ```swift
    /// let section = TeamSection().uid("design")
    /// let cell = MemberDescriptor(ada).uid(section.uid(for: "ada") ?? "ada")  // "design/ada"
    /// ```
    public func uid(for cellUID: String) -> String? {
        guard let sectionUID = _uid else { return nil }
        return "\(sectionUID)/\(cellUID)"
    }
}
