/// A member of a team: a name, unique in the roster, and a role.
public struct Member: Equatable, Sendable {
    /// The member's name; it identifies the member across updates.
    public var name: String
    /// What the member does.
    public var role: String

    /// A member named `name` doing `role`.
    public init(name: String, role: String) {
        self.name = name
        self.role = role
    }
}
