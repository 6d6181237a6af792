import Collor
import CollorHTML
import Foundation

/// A team's title.
public struct TeamTitleAdapter: CollectionAdapter, Diffable, Equatable {
    /// The title shown.
    public var title: String
}

/// A team's title as a heading.
public struct TeamTitleCell: CollectionCellAdaptable {
    var title = ""
    /// Creates an empty title, filled by `update(with:)`.
    public init() {}
    /// Takes the adapter's title.
    public mutating func update(with adapter: TeamTitleAdapter) {
        title = adapter.title
    }
    /// The title, 17 points bold on a 30-point line, as an `h2.random-title`: on the gallery's
    /// page the next level under its `h1` title (a step of headings, as screen readers navigate
    /// them), and under an `h2` or `h3` where a documentation page embeds the gallery.
    public var texts: [CellText] {
        [
            CellText(
                title, style: TextStyle(fontSize: 17, weight: .bold, lineHeight: 30),
                className: "random-title", headingLevel: 2)
        ]
    }
}

/// A team's title, on a line of its own.
public final class TeamTitleDescriptor: CollectionCellDescriptor<TeamTitleCell> {
    /// The width left by the section's insets, as tall as the title's lines.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let inset = sectionDescriptor.sectionInset(collectionView)
        let width = collectionView.bounds.width - inset.horizontal
        return CGSize(width: width, height: textHeight(width: width, in: collectionView))
    }
}

/// A crew member.
public struct MemberAdapter: CollectionAdapter, Diffable, Equatable {
    /// The member's name.
    public var name: String
}

/// A member's name on a tinted plate.
public struct MemberCell: CollectionCellAdaptable {
    var name = ""
    /// Creates an empty cell, filled by `update(with:)`.
    public init() {}
    /// Takes the adapter's name.
    public mutating func update(with adapter: MemberAdapter) {
        name = adapter.name
    }
    /// The name, 14 points on 20-point lines inside 4 and 8 points of padding, in a
    /// `p.random-member`.
    public var texts: [CellText] {
        let padding = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        return [
            CellText(
                name, style: TextStyle(fontSize: 14, lineHeight: 20, padding: padding),
                className: "random-member")
        ]
    }
}

/// Members stand two by two.
public final class MemberDescriptor: CollectionCellDescriptor<MemberCell> {
    /// Half the width left by the insets and the gap, rounded down, as tall as the name's lines
    /// (28 points for one).
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let inset = sectionDescriptor.sectionInset(collectionView)
        let available = collectionView.bounds.width - inset.horizontal - TeamSection.spacing
        let width = (available / 2).rounded(.down)
        return CGSize(width: width, height: textHeight(width: width, in: collectionView))
    }
}

/// A team's section, with 15-point insets and 6-point gaps.
public final class TeamSection: CollectionSectionDescribable {
    /// Collor's storage for the section's uid, index, cells and builder.
    public let sectionStorage = SectionStorage()
    static let spacing: CGFloat = 6

    /// Creates an empty section; `RandomData` fills it with `reloadSection`.
    public init() {}

    /// 15 points on every edge, which leaves room for the team's background.
    public func sectionInset(_ collectionView: CollectionView) -> EdgeInsets {
        EdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
    }

    /// Members 6 points apart.
    public func minimumInteritemSpacing(_ collectionView: CollectionView, layout: FlowLayout)
        -> CGFloat
    { Self.spacing }

    /// Lines 6 points apart.
    public func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat
    { Self.spacing }
}
