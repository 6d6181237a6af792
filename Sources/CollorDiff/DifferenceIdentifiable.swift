/// An element that a diff recognises from one version of a list to the next by a key.
///
/// Elements are read in place, so a key that is a stored property costs no copy: this is what lets
/// `KeyMatching` run within a few percent of a bare dictionary build and lookup.
public protocol DifferenceIdentifiable {
    /// The type of the key.
    associatedtype DifferenceIdentifier: Hashable
    /// The key: equal for the same element in two versions, different for different elements.
    var differenceIdentifier: DifferenceIdentifier { get }
}

extension String: DifferenceIdentifiable {
    /// The string itself.
    @inlinable public var differenceIdentifier: String { self }
}

extension Int: DifferenceIdentifiable {
    /// The integer itself.
    @inlinable public var differenceIdentifier: Int { self }
}
