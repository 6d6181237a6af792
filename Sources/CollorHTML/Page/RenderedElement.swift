import Collor
import Foundation

/// One element of a page, written out: where it stands, what it is, and its HTML content.
/// A `PageState` holds one per cell, supplementary view and decoration view.
public struct RenderedElement: Equatable, Sendable {
    /// The element's identity across states: `section uid/cell uid` for cells, the layout
    /// attributes' uid for other views; a position-based key (`#0.3`) when there is no uid.
    public var key: String
    /// Cell, supplementary or decoration view.
    public var category: LayoutAttributes.Category
    /// The kind of a supplementary or decoration view; `nil` for cells.
    public var kind: String?
    /// The element's index path in its state.
    public var indexPath: IndexPath
    /// The element's frame in its state.
    public var frame: CGRect
    /// The element's stacking order.
    public var zIndex: Int
    /// `div`.
    public var tag: String
    /// Extra attributes, already escaped (`aria-hidden`).
    public var attributes: String
    /// The `<a href>` or `<button>` of a selectable cell, written first inside it; empty for
    /// other elements and for hidden copies.
    public var control: String
    /// Extra CSS declarations (a decoration's background and radius).
    public var style: String
    /// The inner HTML.
    public var content: String

    /// Whether the key came from uids (and so identifies the element across rebuilt data).
    public var hasUID: Bool { !key.hasPrefix("#") }
}
