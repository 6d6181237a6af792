import Collor

/// A cell's HTML view: filled with its descriptor's adapter, then asked to write its content.
///
/// A view declares the adapter type it renders and receives it typed: no cast. The content is
/// written inside the element the page places at the cell's frame, so a view only writes what is
/// inside the cell. Everything from the adapter goes through `HTMLWriter.text(_:)` or
/// `attribute(_:_:)`, which escape it.
///
/// A view that shows text declares it in `texts` (string, style, lines), from which its HTML and
/// CSS are written and against which the build checks that the text fits its box; `render(into:)`
/// adds anything else, written after the texts.
///
/// ```swift
/// struct TitleCell: CollectionCellAdaptable {
///     var title = ""
///     mutating func update(with adapter: TitleAdapter) { title = adapter.title }
///     var texts: [CellText] {
///         [CellText(title, style: TextStyle(fontSize: 18, lineHeight: 32), className: "title")]
///     }
/// }
/// ```
public protocol CollectionCellAdaptable {
    /// The adapter this view is filled with.
    associatedtype Adapter: CollectionAdapter
    /// Creates an empty view, to be updated with an adapter.
    init()
    /// Fills the view from its adapter.
    mutating func update(with adapter: Adapter)
    /// The texts the view shows, one under the other from its top; the default is none.
    var texts: [CellText] { get }
    /// Writes the view's content besides its `texts`, after them; the default writes nothing.
    func render(into html: inout HTMLWriter)
    /// The accessible name of a selectable cell; `nil` lets the cell's text name it.
    var accessibilityLabel: String? { get }
}

extension CollectionCellAdaptable {
    /// The default: no name of its own; the cell's text names it.
    public var accessibilityLabel: String? { nil }
    /// No declared text.
    public var texts: [CellText] { [] }
    /// Nothing besides the declared texts.
    public func render(into html: inout HTMLWriter) {}
}

/// A descriptor that gives its view: what the page renderer asks every cell and supplementary
/// view for. `CollectionCellDescriptor` conforms; a hand-written descriptor may conform directly.
public protocol HTMLCellRendering {
    /// The descriptor's view, already updated with its adapter.
    func cellView() -> any CollectionCellAdaptable
}
