import Collor
import Foundation

/// One element of a page, written out: where it stands, what it is, and its HTML content.
/// A `PageState` holds one per cell, supplementary view and decoration view.
///
/// Its values live in one shared box (copied on write, as an array's elements are): a
/// transition holds each element twice, old and new, and a gallery's recording holds every
/// transition at every width, so an element copied is a reference, not 184 bytes.
public struct RenderedElement: Equatable, Sendable, CustomReflectable {
    /// The element's identity across states: `section uid/cell uid` for cells, the layout
    /// attributes' uid for other views; a position-based key (`#0.3`) when there is no uid.
    public var key: String {
        get { storage.values.key }
        set { unique().values.key = newValue }
    }
    /// Cell, supplementary or decoration view.
    public var category: LayoutAttributes.Category {
        get { storage.values.category }
        set { unique().values.category = newValue }
    }
    /// The kind of a supplementary or decoration view; `nil` for cells.
    public var kind: String? {
        get { storage.values.kind }
        set { unique().values.kind = newValue }
    }
    /// The element's index path in its state.
    public var indexPath: IndexPath {
        get { storage.values.indexPath }
        set { unique().values.indexPath = newValue }
    }
    /// The element's frame in its state.
    public var frame: CGRect {
        get { storage.values.frame }
        set { unique().values.frame = newValue }
    }
    /// The element's stacking order.
    public var zIndex: Int {
        get { storage.values.zIndex }
        set { unique().values.zIndex = newValue }
    }
    /// `div`.
    public var tag: String {
        get { storage.values.tag }
        set { unique().values.tag = newValue }
    }
    /// Extra attributes, already escaped (`aria-hidden`).
    public var attributes: String {
        get { storage.values.attributes }
        set { unique().values.attributes = newValue }
    }
    /// The `<a href>` or `<button>` of a selectable cell, written first inside it; empty for
    /// other elements and for hidden copies.
    public var control: String {
        get { storage.values.control }
        set { unique().values.control = newValue }
    }
    /// Extra CSS declarations (a decoration's background and radius).
    public var style: String {
        get { storage.values.style }
        set { unique().values.style = newValue }
    }
    /// The inner HTML, each declared text's height inline.
    public var content: String {
        get { storage.values.markup.inline }
        set { unique().values.markup = ViewMarkup(newValue) }
    }
    /// The inner HTML with its declared texts' heights apart, so that a page of several widths
    /// writes it once.
    var markup: ViewMarkup {
        get { storage.values.markup }
        set { unique().values.markup = newValue }
    }

    private var storage: Storage

    /// Creates an element.
    init(
        key: String, category: LayoutAttributes.Category, kind: String?, indexPath: IndexPath,
        frame: CGRect, zIndex: Int, tag: String, attributes: String, control: String,
        style: String, markup: ViewMarkup
    ) {
        storage = Storage(
            Values(
                key: key, category: category, kind: kind, indexPath: indexPath, frame: frame,
                zIndex: zIndex, tag: tag, attributes: attributes, control: control, style: style,
                markup: markup))
    }

    /// Whether the key came from uids (and so identifies the element across rebuilt data).
    public var hasUID: Bool { !key.hasPrefix("#") }

    /// Whether the two elements hold the same values.
    public static func == (lhs: RenderedElement, rhs: RenderedElement) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }

    /// Its values, as a struct of stored properties would show them (`dump`, test failures).
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: storage.values).children)
    }

    /// Whether `other` is a copy of this element that neither has written since (one box).
    func sharesStorage(with other: RenderedElement) -> Bool { storage === other.storage }

    /// The storage, copied first when another element shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The values of one element or more of its copies. Only `unique()` hands out a box to
    /// write, and only when one element holds it, so no box is written while it is shared.
    private final class Storage: @unchecked Sendable {
        var values: Values

        init(_ values: Values) { self.values = values }

        func copy() -> Storage { Storage(values) }
    }

    /// Every value of an element, compared field by field.
    private struct Values: Equatable {
        var key: String
        var category: LayoutAttributes.Category
        var kind: String?
        var indexPath: IndexPath
        var frame: CGRect
        var zIndex: Int
        var tag: String
        var attributes: String
        var control: String
        var style: String
        var markup: ViewMarkup
    }
}
