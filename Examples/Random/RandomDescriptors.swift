import Collor
import CollorHTML
import Foundation

/// A team's title.
public struct TeamTitleAdapter: CollectionAdapter, Diffable, Equatable {
    public var title: String
}

public struct TeamTitleCell: CollectionCellAdaptable {
    var title = ""
    public init() {}
    public mutating func update(with adapter: CollectionAdapter) {
        title = (adapter as? TeamTitleAdapter)?.title ?? ""
    }
    public func render(into html: inout HTMLWriter) {
        html.element("h3", class: "random-title") { $0.text(title) }
    }
}

public final class TeamTitleDescriptor: CollectionCellDescriptor<TeamTitleCell, TeamTitleAdapter> {
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let inset = sectionDescriptor.sectionInset(collectionView)
        return CGSize(width: collectionView.bounds.width - inset.horizontal, height: 30)
    }
}

/// A crew member.
public struct MemberAdapter: CollectionAdapter, Diffable, Equatable {
    public var name: String
}

public struct MemberCell: CollectionCellAdaptable {
    var name = ""
    public init() {}
    public mutating func update(with adapter: CollectionAdapter) {
        name = (adapter as? MemberAdapter)?.name ?? ""
    }
    public func render(into html: inout HTMLWriter) {
        html.element("p", class: "random-member") { $0.text(name) }
    }
}

/// Members stand two by two.
public final class MemberDescriptor: CollectionCellDescriptor<MemberCell, MemberAdapter> {
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let inset = sectionDescriptor.sectionInset(collectionView)
        let available = collectionView.bounds.width - inset.horizontal - TeamSection.spacing
        return CGSize(width: (available / 2).rounded(.down), height: 28)
    }
}

public final class TeamSection: CollectionSectionDescribable {
    public let sectionStorage = SectionStorage()
    static let spacing: CGFloat = 6

    public init() {}

    public func sectionInset(_ collectionView: CollectionView) -> EdgeInsets {
        EdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
    }

    public func minimumInteritemSpacing(_ collectionView: CollectionView, layout: FlowLayout)
        -> CGFloat
    { Self.spacing }

    public func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat
    { Self.spacing }
}
