import Foundation

/// A descriptor that can carry a uid: `.uid("name")` sets it, `uid()` reads it.
///
/// Sections, cells and supplementary views conform. A uid is what `diff()` recognises a descriptor
/// by from one build of the data to the next.
public protocol CollorIdentifiable: AnyObject {
    /// The uid, read and written through Collor's `uid(_:)`/`uid()` pair.
    var _uid: String? { get set }
}

extension CollorIdentifiable {
    /// Sets the uid and returns the descriptor, for chaining: `MyDescriptor(adapter).uid("title")`.
    @discardableResult
    public func uid(_ uid: String) -> Self {
        _uid = uid
        return self
    }

    /// The uid set with `uid(_:)`, or `nil` when none was set.
    public func uid() -> String? {
        _uid
    }
}
