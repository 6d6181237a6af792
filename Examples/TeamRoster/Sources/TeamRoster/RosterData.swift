// snippet: model
import Collor

/// The roster as a collection: a section per team, its title, then a cell per member. Uids come
/// from team and member names, so `diff()` follows members from team to team.
public final class RosterData: CollectionData {
    /// The teams, in the order shown.
    public var teams: [Team]

    /// A roster of `teams`, its sections built.
    public init(teams: [Team]) {
        self.teams = teams
        super.init()
        reloadData()
    }

    /// A section per team: its title, then its members.
    public override func reloadData() {
        super.reloadData()
        sections = teams.map { team in
            TeamSection().uid(team.name).reloadSection { cells in
                cells.append(
                    TeamTitleDescriptor(adapter: TeamTitleAdapter(team)).uid("\(team.name)-title"))
                cells += team.members.map {
                    MemberDescriptor(adapter: MemberAdapter(name: $0.name, role: $0.role))
                        .uid($0.name)
                }
            }
        }
    }
}
// end snippet
