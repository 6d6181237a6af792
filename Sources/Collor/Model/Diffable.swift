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
    public func isEqual(to other: Diffable?) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
