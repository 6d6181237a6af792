import Foundation

/// Keeps the supplementary views of a layout (headers, letters, badges) and works out which
/// appear and disappear in an update: Collor's `SupplementaryViewsHandler`.
///
/// `FlowLayout` prepares it, fills it with the supplementary views of the data, and includes its
/// attributes in its queries; custom layouts may add their own with `add(attributes:)`. Give decoration attributes a `uid` (for example
/// `"\(sectionUID)/background"`) so that updates recognise them exactly.
public struct SupplementaryViewsHandler: Sendable {
    var store = ReusableViewAttributes()

    public init() {}

    /// Adds (or replaces, at the same kind and index path) a supplementary view's attributes.
    public mutating func add(attributes: LayoutAttributes) { store.add(attributes) }

    /// Keeps the current attributes as the old ones and empties the handler for a new pass.
    public mutating func prepare() { store.prepare() }

    /// The attributes of the supplementary views whose frame intersects `rect`.
    ///
    /// - Complexity: O(n); `FlowLayout.layoutAttributesForElements(in:)` answers in O(log n + k).
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        store.all.filter { $0.frame.intersects(rect) }
    }

    /// The attributes of every supplementary view of `kind`, by index path.
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

    /// Works out the inserted and deleted supplementary views of an update (see
    /// `inserted(for:)`), after `prepare()` was run for the new data.
    public mutating func prepare(forCollectionViewUpdates result: UpdateCollectionResult) {
        store.prepare(forCollectionViewUpdates: result)
    }

    /// New index paths of the supplementary views of `kind` that the update inserted.
    public func inserted(for kind: String) -> [IndexPath] { store.inserted(for: kind) }

    /// Old index paths of the supplementary views of `kind` that the update deleted.
    public func deleted(for kind: String) -> [IndexPath] { store.deleted(for: kind) }

    /// Every supplementary view's attributes, by kind then index path.
    public var allAttributes: [LayoutAttributes] { store.all }
}
