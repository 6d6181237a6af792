/// What `reload { builder in }` hands a section's build closure: the cells and supplementary views
/// to fill in.
public final class SectionBuilder {
    /// The section's cells, in order.
    public var cells: [CollectionCellDescribable] = []
    /// The section's supplementary views, by kind, in the order they were added.
    public internal(set) var supplementaryViews:
        [String: [CollectionSupplementaryViewDescribable]] = [:]

    init() {}

    /// Adds a supplementary view of the given kind to the section.
    public func add(supplementaryView: CollectionSupplementaryViewDescribable, kind: String) {
        supplementaryViews[kind, default: []].append(supplementaryView)
    }
}
