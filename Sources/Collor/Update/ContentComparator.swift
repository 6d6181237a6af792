/// Tells `diff()` whether a cell's content changed, resolving each adapter type's `Diffable`
/// conformance once per diff instead of once per cell.
///
/// `adapter as? Diffable` asks the runtime for a protocol conformance on every call: a hashed,
/// locked cache lookup that cost more than the rest of a cell's diff. Here the conformance is
/// looked up once per adapter type, and the comparer it yields reads adapters of that type
/// directly.
struct ContentComparator {
    private var lastType: ObjectIdentifier?
    private var lastComparer = AdapterComparer()
    private var comparers: [ObjectIdentifier: AdapterComparer] = [:]

    /// Whether `new`'s adapter says its content differs from `old`'s; adapters that are not
    /// `Diffable` never do.
    mutating func contentChanged(
        from old: CollectionCellDescribable, to new: CollectionCellDescribable
    ) -> Bool {
        let adapter = new.getAdapter()
        let type = ObjectIdentifier(Swift.type(of: adapter))
        if type != lastType {
            lastType = type
            lastComparer = comparer(for: adapter, type: type)
        }
        return lastComparer.changed(adapter, from: old.getAdapter())
    }

    private mutating func comparer(for adapter: CollectionAdapter, type: ObjectIdentifier)
        -> AdapterComparer
    {
        if let known = comparers[type] { return known }
        let made = Self.makeComparer(opening: adapter)
        comparers[type] = made
        return made
    }

    private static func makeComparer<Adapter: CollectionAdapter>(opening adapter: Adapter)
        -> AdapterComparer
    {
        guard let diffable = Adapter.self as? any Diffable.Type else { return AdapterComparer() }
        return makeComparer(diffable)
    }

    private static func makeComparer<Content: Diffable>(_ type: Content.Type) -> AdapterComparer {
        DiffableComparer<Content>()
    }
}

/// Compares adapters of one type; this base is for adapters that are not `Diffable`.
class AdapterComparer {
    /// Whether `new` says its content differs from `old`'s.
    func changed(_ new: CollectionAdapter, from old: CollectionAdapter) -> Bool { false }
}

/// Compares adapters of the `Diffable` type `Content` without asking the runtime for the
/// conformance again.
final class DiffableComparer<Content: Diffable>: AdapterComparer {
    override func changed(_ new: CollectionAdapter, from old: CollectionAdapter) -> Bool {
        Self.changed(new, from: old)
    }

    /// Opens both adapters; a comparison of type metadata then stands in for a cast, and no
    /// `Optional<Content>` (whose metadata a generic function looks up on every call) is formed.
    private static func changed<New: CollectionAdapter, Old: CollectionAdapter>(
        _ new: New, from old: Old
    ) -> Bool {
        guard New.self == Content.self else { return false }
        let content = unsafeBitCast(new, to: Content.self)
        if Old.self == Content.self {
            return !content.isEqual(to: unsafeBitCast(old, to: Content.self))
        }
        // An adapter of another type: let `isEqual(to:)` decide, as Collor does.
        return !content.isEqual(to: old as? Diffable)
    }
}
