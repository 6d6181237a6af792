// snippet: views
import Collor
import CollorHTML

/// The title as a heading.
public struct TeamTitleCell: CollectionCellAdaptable {
    var text = ""
    /// An empty title, filled by `update(with:)`.
    public init() {}
    /// Takes the title.
    public mutating func update(with adapter: TeamTitleAdapter) { text = adapter.text }
    /// An `h2.team-title`.
    public func render(into html: inout HTMLWriter) {
        html.element("h2", class: "team-title") { $0.text(text) }
    }
}

/// The title spans the section, 32 points high.
public final class TeamTitleDescriptor: CollectionCellDescriptor<TeamTitleCell> {
    /// The section's width inside its insets.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let inset = sectionDescriptor.sectionInset(collectionView)
        return CGSize(width: collectionView.bounds.width - inset.horizontal, height: 32)
    }
}

/// A member's card: the name over the role.
public struct MemberCell: CollectionCellAdaptable {
    var member = MemberAdapter(name: "", role: "")
    /// An empty card, filled by `update(with:)`.
    public init() {}
    /// Takes the member.
    public mutating func update(with adapter: MemberAdapter) { member = adapter }
    /// A `p.member-name` and a `p.member-role`.
    public func render(into html: inout HTMLWriter) {
        html.element("p", class: "member-name") { $0.text(member.name) }
        html.element("p", class: "member-role") { $0.text(member.role) }
    }
}

/// Members stand two by two, 52 points high.
public final class MemberDescriptor: CollectionCellDescriptor<MemberCell> {
    /// Half the width inside the insets and the gap.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let inset = sectionDescriptor.sectionInset(collectionView)
        let width = (collectionView.bounds.width - inset.horizontal - 8) / 2
        return CGSize(width: width.rounded(.down), height: 52)
    }
}
// end snippet
