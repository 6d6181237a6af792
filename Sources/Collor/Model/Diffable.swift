/// Content that can tell whether it changed, so that `diff()` reloads a cell whose uid stayed
/// the same but whose adapter's content did not.
///
/// Conformance is free for `Equatable` types. Adapters that are not `Diffable` never cause a reload.
public protocol Diffable {
    /// Whether `other` holds the same content as `self`.
    func isEqual(to other: Diffable?) -> Bool
}

extension Diffable where Self: Equatable {
    /// Equal when `other` is of the same type and `==` says so.
    @inlinable
    public func isEqual(to other: Diffable?) -> Bool {
        guard let other else { return false }
        return _isEqual(toOpened: other)
    }

    /// `isEqual(to:)` with `other` opened: when it is exactly a `Self`, a comparison of type
    /// metadata replaces the dynamic cast, which `diff()` would otherwise pay once per cell.
    @usableFromInline
    func _isEqual<Other: Diffable>(toOpened other: Other) -> Bool {
        guard Other.self == Self.self else { return _isEqual(toCast: other) }
        return self == unsafeBitCast(other, to: Self.self)
    }

    /// The cast, apart: a generic function that casts to `Self` looks up `Optional<Self>`'s
    /// metadata on entry, even when the cast is never reached.
    @usableFromInline @inline(never)
    func _isEqual(toCast other: Diffable) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
