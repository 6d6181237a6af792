import Collor

/// A cell's HTML view: filled with its descriptor's adapter, then asked to write its content.
///
/// A view declares the adapter type it renders and receives it typed: no cast. The content is
/// written inside the element the page places at the cell's frame, so a view only writes what is
/// inside the cell. Everything from the adapter goes through `HTMLWriter.text(_:)` or
/// `attribute(_:_:)`, which escape it.
///
/// ```swift
/// struct TitleCell: CollectionCellAdaptable {
///     var title = ""
///     mutating func update(with adapter: TitleAdapter) { title = adapter.title }
///     func render(into html: inout HTMLWriter) {
///         html.element("h2", class: "title") { $0.text(title) }
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
    /// Writes the view's content.
    func render(into html: inout HTMLWriter)
    /// The accessible name of a selectable cell; `nil` lets the cell's text name it.
    var accessibilityLabel: String? { get }
}

extension CollectionCellAdaptable {
    /// The default: no name of its own; the cell's text names it.
    public var accessibilityLabel: String? { nil }
}

/// A descriptor that gives its view: what the page renderer asks every cell and supplementary
/// view for. `CollectionCellDescriptor` conforms; a hand-written descriptor may conform directly.
public protocol HTMLCellRendering {
    /// The descriptor's view, already updated with its adapter.
    func cellView() -> any CollectionCellAdaptable
}
