/// A team: a name, unique in the roster, and its members in order.
public struct Team: Equatable, Sendable {
    /// The team's name; it identifies the team across updates.
    public var name: String
    /// The members, in the order shown.
    public var members: [Member]

    /// A team named `name` with `members`.
    public init(name: String, members: [Member]) {
        self.name = name
        self.members = members
    }
}
