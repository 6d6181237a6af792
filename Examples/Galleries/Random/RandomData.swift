import Collor
import CollorGallery
import Foundation

/// Collor's Random sample: a crew of five teams, a section per team with its title and one cell
/// per member. Uids come from team titles and member names, so `diff()` follows every shuffle.
public final class RandomData: CollectionData {
    /// A team: its name and its members.
    public struct Team: Equatable {
        /// The team's name, also its section's uid.
        public var name: String
        /// The members' names, also their cells' uids, in order.
        public var members: [String]
    }

    /// The crew, in the order shown.
    public var teams: [Team] = [
        Team(name: "Pilots", members: ["Amelia", "Bessie", "Charles", "Dieudonné"]),
        Team(name: "Engineers", members: ["Emily", "Frank", "Grace", "Hedy", "Isambard"]),
        Team(name: "Navigators", members: ["Jeanne", "Kalpana"]),
        Team(name: "Medics", members: ["Louis", "Mary", "Nikolai"]),
        Team(name: "Cooks", members: ["Olga", "Paul", "Queenie", "Ruth", "Sancho", "Tove"]),
    ]

    /// Creates the crew and builds its sections.
    public override init() {
        super.init()
        reloadData()
        computeIndices()
    }

    /// A section per team: its title cell, then a cell per member.
    public override func reloadData() {
        super.reloadData()
        sections = teams.map { team in
            TeamSection().uid(team.name).reloadSection { cells in
                cells.append(
                    TeamTitleDescriptor(adapter: TeamTitleAdapter(title: team.name)).uid(
                        "\(team.name)-title"))
                cells.append(
                    contentsOf: team.members.map {
                        MemberDescriptor(adapter: MemberAdapter(name: $0)).uid($0)
                    })
            }
        }
    }

    /// Shuffles the members within each team.
    public func shuffleMembers(using random: inout SeededRandom) {
        for index in teams.indices { teams[index].members.shuffle(using: &random) }
    }

    /// Shuffles the order of the teams.
    public func shuffleTeams(using random: inout SeededRandom) {
        teams.shuffle(using: &random)
    }
}
