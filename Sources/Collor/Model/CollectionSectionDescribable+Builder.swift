import Foundation

extension CollectionSectionDescribable {
    /// Whether the section was built with `reloadSection { cells in }` or `reload { builder in }`,
    /// so that `rebuild()` and `diff(sections:)` can run its builder again.
    public var hasBuilder: Bool { sectionStorage.builder != nil }

    /// Runs the section's builder again and takes what it builds: the cells, and for
    /// `reload { builder in }` the supplementary views too.
    ///
    /// Outside an update this simply refreshes the section (call `CollectionData.computeIndices()`
    /// before reading index paths). Inside `update(_:)`, call `updater.diff(sections:)` instead,
    /// which runs the same builder and records what changed.
    ///
    /// - Throws: `CollorError.sectionWithoutBuilder` when the section has no builder; it is then
    ///   left as it was.
    public func rebuild() throws(CollorError) {
        guard let content = build() else {
            throw .sectionWithoutBuilder(section: index ?? -1, uid: _uid)
        }
        sectionStorage.apply(content)
    }
}
