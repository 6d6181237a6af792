/// An element that moved: where it stood before a change and where it stands after it.
public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The position before the change.
    public var from: Position
    /// The position after the change.
    public var to: Position

    /// Creates the move of an element from `from` to `to`.
    public init(from: Position, to: Position) {
        self.from = from
        self.to = to
    }
}

extension Move: CustomStringConvertible {
    /// `from -> to`, as in `0.1 -> 2.0`.
    public var description: String { "\(from) -> \(to)" }
}
