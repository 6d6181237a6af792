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
    /// The roster's model and views, shown beside the gallery.
    public var sources: [GallerySource] { .files(["RosterData.swift", "RosterViews.swift"]) }

    /// Creates the gallery.
    public init() {}

    public func makeModel() -> RosterData { RosterData(teams: []) }

    public func play(_ scenario: GalleryScenario<Self>) throws {}
}
