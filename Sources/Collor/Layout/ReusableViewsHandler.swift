import Foundation

/// Keeps the supplementary or decoration views of a layout and works out which appear and
/// disappear in an update: Collor's `SupplementaryViewsHandler` and `DecorationViewsHandler`,
/// which are this type for each role.
///
/// A layout fills it in `prepare()` with `add(attributes:)`; `FlowLayout` prepares both handlers,
/// fills the supplementary one with the data's own views, and includes their attributes in every
/// query. Give attributes a `uid` (for example `"\(sectionUID)/background"`) so that updates
/// recognise them exactly.
public struct ReusableViewsHandler<Role: ReusableViewRole>: Sendable {
    var store = ReusableViewAttributes()

    /// Creates an empty handler.
    public init() {}

    /// Declares a kind. A view is drawn from its attributes alone, so unlike UIKit no view class
    /// is registered; kinds are also declared by adding attributes.
    public mutating func register(kind: String) { store.register(kind) }

    /// Adds (or replaces, at the same kind and index path) a view's attributes.
    public mutating func add(attributes: LayoutAttributes) { store.add(attributes) }

    /// Keeps the current attributes as the old ones and empties the handler for a new pass.
    public mutating func prepare() { store.prepare() }

    /// The attributes of the views whose frame intersects `rect`.
    ///
    /// - Complexity: O(n); `FlowLayout.layoutAttributesForElements(in:)` answers in O(log n + k).
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        store.all.filter { $0.frame.intersects(rect) }
    }

    /// The attributes of every view of `kind`, by index path.
    public func attributes(for kind: String) -> [IndexPath: LayoutAttributes] {
        store.current[kind] ?? [:]
    }

    /// The attributes of the view of `kind` at `indexPath` in the current pass, or `nil`.
    public func attributes(for kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        store.attributes(for: kind, at: indexPath)
    }

    /// The attributes of the previous pass.
    public func oldAttributes(for kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        store.oldAttributes(for: kind, at: indexPath)
    }

    /// The attributes of every view of `kind` in the previous pass (before the last `prepare()`),
    /// by index path: what an update animates from.
    public func oldAttributes(for kind: String) -> [IndexPath: LayoutAttributes] {
        store.old[kind] ?? [:]
    }

    /// The kinds this handler knows, registered or added, in the order it first saw them (the
    /// order of `allAttributes`).
    public var elementKinds: [String] { store.kinds }

    /// Works out the inserted and deleted views of an update, after `prepare()` was run for the
    /// new data: views with a uid are matched by it; views without one follow the cell or section
    /// at their index path, as in Collor.
    public mutating func prepare(forCollectionViewUpdates result: UpdateCollectionResult) {
        store.prepare(forCollectionViewUpdates: result)
    }

    /// New index paths of the views of `kind` that the update inserted.
    public func inserted(for kind: String) -> [IndexPath] { store.inserted(for: kind) }

    /// Old index paths of the views of `kind` that the update deleted.
    public func deleted(for kind: String) -> [IndexPath] { store.deleted(for: kind) }

    /// Every view's attributes, by kind (in the order kinds were first seen) then index path.
    public var allAttributes: [LayoutAttributes] { store.all }
}

/// What a `ReusableViewsHandler` keeps: supplementary or decoration views.
public protocol ReusableViewRole: Sendable {}

/// The role of decoration views: drawn from their attributes (section backgrounds, badges).
public enum DecorationViewRole: ReusableViewRole {}

/// The role of supplementary views: described by the data (headers, letters).
public enum SupplementaryViewRole: ReusableViewRole {}

/// Collor's decoration views handler.
public typealias DecorationViewsHandler = ReusableViewsHandler<DecorationViewRole>

/// Collor's supplementary views handler.
public typealias SupplementaryViewsHandler = ReusableViewsHandler<SupplementaryViewRole>
