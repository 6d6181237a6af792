import Foundation

extension ReusableViewsHandler where Role == SupplementaryViewRole {
    /// Adds the supplementary views of `data`'s sections, each at its descriptor's
    /// `frame(_:sectionDescriptor:)` taken relative to `anchor(section)`: the section's content
    /// origin, its top-left inside its insets, where its first line starts.
    ///
    /// - Throws: `CollorError.invalidLayoutValue` for a frame that is not finite or has a negative
    ///   size, naming the section and item.
    public mutating func addViews(
        of data: CollectionData, in view: CollectionView, anchor: (Int) -> CGPoint
    ) throws(CollorError) {
        for (sectionIndex, section) in data.sections.enumerated() {
            let views = section.sectionStorage.supplementaryViews
            guard !views.isEmpty else { continue }
            let origin = anchor(sectionIndex)
            for kind in views.keys.sorted() {
                for (item, descriptor) in (views[kind] ?? []).enumerated() {
                    let frame = descriptor.frame(view, sectionDescriptor: section)
                    try LayoutValue.check(
                        frame, section: sectionIndex, item: item, uid: descriptor.cellStorage.uid)
                    var attributes = LayoutAttributes(
                        forSupplementaryViewOfKind: kind,
                        with: IndexPath(item: item, section: sectionIndex),
                        frame: frame.offsetBy(dx: origin.x, dy: origin.y))
                    attributes.zIndex = 1
                    let owner = section._uid ?? "section-\(sectionIndex)"
                    attributes.uid =
                        "\(owner)/\(kind)/\(descriptor.cellStorage.uid ?? String(item))"
                    add(attributes: attributes)
                }
            }
        }
    }
}
