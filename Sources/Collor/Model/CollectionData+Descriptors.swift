import Foundation

extension CollectionData {
    /// The sections of type `type`, in order: `data.sectionDescribables(of: TeamSection.self)`.
    ///
    /// - Complexity: O(s) for s sections.
    public func sectionDescribables<Section>(of type: Section.Type) -> [Section] {
        sections.compactMap { $0 as? Section }
    }

    /// The cells of type `type` in all sections, in order:
    /// `data.cellDescribables(of: MemberDescriptor.self)`.
    ///
    /// - Complexity: O(n) for n cells.
    public func cellDescribables<Cell>(of type: Cell.Type) -> [Cell] {
        sections.flatMap { $0.cellDescribables(of: type) }
    }

    /// The supplementary views of type `type` in all sections, kind by kind in name order within
    /// each section.
    ///
    /// - Complexity: O(v) for v supplementary views.
    public func supplementaryViewDescribables<View>(of type: View.Type) -> [View] {
        sections.flatMap { section in
            section.supplementaryViews.keys.sorted().flatMap { kind in
                (section.supplementaryViews[kind] ?? []).compactMap { $0 as? View }
            }
        }
    }
}

extension CollectionSectionDescribable {
    /// The section's cells of type `type`, in order.
    ///
    /// - Complexity: O(n) for n cells in the section.
    public func cellDescribables<Cell>(of type: Cell.Type) -> [Cell] {
        sectionStorage.cells.compactMap { $0 as? Cell }
    }
}
