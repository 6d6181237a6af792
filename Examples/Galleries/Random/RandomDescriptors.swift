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
    /// The title in an `h2.random-title`: on the gallery's page the next level under its `h1`
    /// title (a step of headings, as screen readers navigate them), and under an `h2` or `h3`
    /// where a documentation page embeds the gallery.
    public func render(into html: inout HTMLWriter) {
        html.element("h2", class: "random-title") { $0.text(title) }
    }
}

/// A team's title, on a line of its own.
public final class TeamTitleDescriptor: CollectionCellDescriptor<TeamTitleCell> {
    /// The width left by the section's insets, 30 points tall.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let inset = sectionDescriptor.sectionInset(collectionView)
        return CGSize(width: collectionView.bounds.width - inset.horizontal, height: 30)
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
    /// The name in a `p.random-member`.
    public func render(into html: inout HTMLWriter) {
        html.element("p", class: "random-member") { $0.text(name) }
    }
}

/// Members stand two by two.
public final class MemberDescriptor: CollectionCellDescriptor<MemberCell> {
    /// Half the width left by the insets and the gap, rounded down, 28 points tall.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let inset = sectionDescriptor.sectionInset(collectionView)
        let available = collectionView.bounds.width - inset.horizontal - TeamSection.spacing
        return CGSize(width: (available / 2).rounded(.down), height: 28)
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
