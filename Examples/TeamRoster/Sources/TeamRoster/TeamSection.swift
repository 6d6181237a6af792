import Collor

/// A team's section: 12 points of inset, members 8 points apart.
public final class TeamSection: CollectionSectionDescribable {
    /// Where Collor keeps the section's uid, index and cells.
    public let sectionStorage = SectionStorage()

    /// An empty section; `RosterData` fills it.
    public init() {}

    /// 12 points on every edge.
    public func sectionInset(_ collectionView: CollectionView) -> EdgeInsets {
        EdgeInsets(all: 12)
    }

    /// Members 8 points apart.
    public func minimumInteritemSpacing(_ collectionView: CollectionView, layout: FlowLayout)
        -> CGFloat
    { 8 }
}
