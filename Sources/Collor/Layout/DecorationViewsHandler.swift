import Foundation

/// Keeps the decoration views of a layout (section backgrounds, cell badges) and works out which
/// appear and disappear in an update: Collor's `DecorationViewsHandler`.
///
/// A layout fills it in `prepare()` with `add(attributes:)`; `FlowLayout` prepares it and includes
/// its attributes in its queries. Give decoration attributes a `uid` (for example
/// `"\(sectionUID)/background"`) so that updates recognise them exactly.
public struct DecorationViewsHandler: Sendable {
    var store = ReusableViewAttributes()

    public init() {}

    /// Declares a kind of decoration view. A decoration view is drawn from its attributes alone,
    /// so unlike UIKit no view class is registered.
    public mutating func register(kind: String) { store.register(kind) }

    /// Adds (or replaces, at the same kind and index path) a decoration view's attributes.
    public mutating func add(attributes: LayoutAttributes) { store.add(attributes) }

    /// Keeps the current attributes as the old ones and empties the handler for a new pass.
    public mutating func prepare() { store.prepare() }

    /// The attributes of the decoration views whose frame intersects `rect`.
    ///
    /// - Complexity: O(n); `FlowLayout.layoutAttributesForElements(in:)` answers in O(log n + k).
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        store.all.filter { $0.frame.intersects(rect) }
    }

    /// The attributes of every decoration view of `kind`, by index path.
    public func attributes(for kind: String) -> [IndexPath: LayoutAttributes] {
        store.current[kind] ?? [:]
    }

    public func attributes(for kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        store.attributes(for: kind, at: indexPath)
    }

    /// The attributes of the previous pass.
    public func oldAttributes(for kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        store.oldAttributes(for: kind, at: indexPath)
    }

    /// Works out the inserted and deleted decoration views of an update (see
    /// `inserted(for:)`), after `prepare()` was run for the new data.
    public mutating func prepare(forCollectionViewUpdates result: UpdateCollectionResult) {
        store.prepare(forCollectionViewUpdates: result)
    }

    /// New index paths of the decoration views of `kind` that the update inserted.
    public func inserted(for kind: String) -> [IndexPath] { store.inserted(for: kind) }

    /// Old index paths of the decoration views of `kind` that the update deleted.
    public func deleted(for kind: String) -> [IndexPath] { store.deleted(for: kind) }

    /// Every decoration view's attributes, by kind then index path.
    public var allAttributes: [LayoutAttributes] { store.all }
}
