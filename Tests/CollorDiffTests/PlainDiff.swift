import CollorDiff

/// The changeset between two lists of keys, as one section each: the diffing guide's example of a
/// plain diff, without Collor's model.
func plainDiff(from old: [String], to new: [String]) throws -> SectionedChangeset {
    // Which old element each new one is, by key (a String is its own key); -1 for a new key.
    let origins = try KeyMatching.origins(of: new, in: old)
    // A flat list is one section: its items start at 0 and end at its count.
    let matching = SectionedMatching(
        oldSectionStarts: [0, old.count], newSectionStarts: [0, new.count],
        newSectionOrigins: [0], newItemOrigins: origins)
    return try SectionedDiff.changeset(for: matching)
}
