import Collor

/// A team's title and head count.
public struct TeamTitleAdapter: CollectionAdapter, Diffable, Equatable {
    /// "Design · 3 members".
    public var text: String
    init(_ team: Team) {
        let count = team.members.count
        text = "\(team.name) · \(count) \(count == 1 ? "member" : "members")"
    }
}

/// A member's name and role.
public struct MemberAdapter: CollectionAdapter, Diffable, Equatable {
    /// The member's name.
    public var name: String
    /// The member's role.
    public var role: String

    /// A member named `name` doing `role`.
    public init(name: String, role: String) {
        self.name = name
        self.role = role
    }
}
