/// An element that moved: where it stood before a change and where it stands after it.
public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The position before the change.
    public var from: Position
    /// The position after the change.
    public var to: Position

    public init(from: Position, to: Position) {
        self.from = from
        self.to = to
    }
}

extension Move: CustomStringConvertible {
    public var description: String { "\(from) -> \(to)" }
}
