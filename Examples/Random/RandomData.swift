import Collor
import Foundation

/// Collor's Random sample: a crew of five teams, a section per team with its title and one cell
/// per member. Uids come from team titles and member names, so `diff()` follows every shuffle.
public final class RandomData: CollectionData {
    public struct Team: Equatable {
        public var name: String
        public var members: [String]
    }

    public var teams: [Team] = [
        Team(name: "Pilots", members: ["Amelia", "Bessie", "Charles", "Dieudonné"]),
        Team(name: "Engineers", members: ["Emily", "Frank", "Grace", "Hedy", "Isambard"]),
        Team(name: "Navigators", members: ["Jeanne", "Kalpana"]),
        Team(name: "Medics", members: ["Louis", "Mary", "Nikolai"]),
        Team(name: "Cooks", members: ["Olga", "Paul", "Queenie", "Ruth", "Sancho", "Tove"]),
    ]

    public override init() {
        super.init()
        reloadData()
    }

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
