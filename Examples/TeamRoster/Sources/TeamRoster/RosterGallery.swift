// snippet: gallery
import Collor
import CollorGallery

/// The roster's gallery: a member joins, another changes team, a role changes, a team leaves;
/// `diff()` finds each change.
public struct RosterGallery: Gallery {
    /// Written as `roster.html`; a docs page embeds it with a `gallery Roster` block.
    public var name: String { "roster" }
    /// The gallery's title.
    public var title: String { "Roster" }
    /// What the gallery shows.
    public var summary: String {
        "Two teams. A member joins, another moves to the other team, a role changes (the cell reloads), and a team leaves: diff() finds each change."
    }
    // step 2
    /// The roster's model and views, shown beside the gallery.
    public var sources: [GallerySource] { .files(["RosterData.swift", "RosterViews.swift"]) }
    // end step

    /// Creates the gallery.
    public init() {}

    // steps 1-2: public func makeModel() -> RosterData { RosterData(teams: []) }
    // step 3
    /// Two teams of two.
    public func makeModel() -> RosterData {
        RosterData(teams: [
            Team(
                name: "Design",
                members: [
                    Member(name: "Ada", role: "Lead"), Member(name: "Bruno", role: "Illustrator"),
                ]),
            Team(
                name: "Build",
                members: [
                    Member(name: "Chen", role: "Engineer"), Member(name: "Dara", role: "Tester"),
                ]),
        ])
    }
    // end step
    // end snippet

    // steps 1-3: public func play(_ scenario: GalleryScenario<Self>) throws {}
    // step 4
    // snippet: play
    /// Four updates, each a `diff()`.
    public func play(_ scenario: GalleryScenario<Self>) throws {
        let roster = scenario.model
        roster.teams[1].members.append(Member(name: "Eve", role: "Engineer"))
        try scenario.record("Eve joins Build, diff()") { try $0.diff() }
        // step 5
        let bruno = roster.teams[0].members.removeLast()
        roster.teams[1].members.insert(bruno, at: 0)
        try scenario.record("Bruno moves to Build, diff()") { try $0.diff() }
        // end step
        // step 6
        if let chen = roster.teams[1].members.firstIndex(where: { $0.name == "Chen" }) {
            roster.teams[1].members[chen].role = "Lead engineer"
        }
        try scenario.record("Chen's role changes, diff()") { try $0.diff() }
        roster.teams.removeFirst()
        try scenario.record("Design leaves, diff()") { try $0.diff() }
        // end step
    }
    // end snippet
    // end step
    // step 7

    // snippet: variants
    /// Also laid out with larger text, where the cards grow; its texts are checked there too.
    public var variants: [TraitCollection] { [.standard, .largerText] }
    // end snippet

    /// The roster's look: colours and corners (the texts declare their sizes).
    public var css: String {
        """
        .collor-collection{background:#eef1f5}
        .team-title{color:#1d2b44}
        .member-name,.member-role{background:#fff}
        .member-name{border-radius:6px 6px 0 0}
        .member-role{color:#55607a;border-radius:0 0 6px 6px}

        """
    }
    // end step
}
