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
    /// The title, 18 points bold on 32-point lines, as an `h2.team-title`.
    public var texts: [CellText] {
        [
            CellText(
                text, style: TextStyle(fontSize: 18, weight: .bold, lineHeight: 32),
                className: "team-title", headingLevel: 2)
        ]
    }
}

/// The title spans the section, as high as its text.
public final class TeamTitleDescriptor: CollectionCellDescriptor<TeamTitleCell> {
    /// The section's width inside its insets; the title's height at the reader's text size.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let inset = sectionDescriptor.sectionInset(collectionView)
        let width = collectionView.bounds.width - inset.horizontal
        return CGSize(width: width, height: textHeight(width: width, in: collectionView))
    }
}

/// A member's card: the name over the role.
public struct MemberCell: CollectionCellAdaptable {
    var member = MemberAdapter(name: "", role: "")
    /// An empty card, filled by `update(with:)`.
    public init() {}
    /// Takes the member.
    public mutating func update(with adapter: MemberAdapter) { member = adapter }
    /// The name in bold over the role, 10 points from the card's sides.
    public var texts: [CellText] {
        let sides = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        return [
            CellText(
                member.name,
                style: TextStyle(fontSize: 15, weight: .bold, lineHeight: 28, padding: sides),
                className: "member-name"),
            CellText(
                member.role, style: TextStyle(fontSize: 13, lineHeight: 24, padding: sides),
                className: "member-role"),
        ]
    }
}

/// Members stand two by two, as high as their texts.
public final class MemberDescriptor: CollectionCellDescriptor<MemberCell> {
    /// Half the width inside the insets and the gap; the texts' height at the reader's text
    /// size, so the cards grow with larger text instead of clipping it.
    public override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        let inset = sectionDescriptor.sectionInset(collectionView)
        let width = ((collectionView.bounds.width - inset.horizontal - 8) / 2).rounded(.down)
        return CGSize(width: width, height: textHeight(width: width, in: collectionView))
    }
}
// end snippet
