import Collor
import CollorGallery
import Foundation

/// The Random gallery: each step shuffles the crew and `diff()` finds what moved.
public struct RandomGallery: Gallery {
    /// Written as `random.html`.
    public var name: String { "random" }
    /// The gallery's title.
    public var title: String { "Random" }
    /// What the gallery shows, for the index.
    public var summary: String {
        "A crew of five teams. Even steps shuffle the members within their teams, the other steps divisible by three shuffle the teams, and the rest shuffle both; diff() of the whole data finds the fewest moves."
    }
    /// The data and the layout, shown with the gallery.
    public var sources: [GallerySource] { .files(["RandomData.swift", "RandomLayout.swift"]) }

    /// How many shuffles the gallery shows.
    public var steps = 6

    /// Creates the gallery.
    public init() {}

    /// The crew in its first order.
    public func makeModel() -> RandomData { RandomData() }

    /// The default text size and a larger one: its cells are sized to their texts, so at the
    /// larger size they grow and the layout flows anew.
    public var variants: [TraitCollection] { [.standard, .largerText] }

    /// The flow layout with a background behind each team.
    public func makeLayout(_ collectionView: CollectionView, model: RandomData) -> RandomLayout {
        RandomLayout(collectionView: collectionView, collectionData: model)
    }

    /// `steps` seeded shuffles of the members, the teams or both, with a `diff()` after each.
    public func play(_ scenario: GalleryScenario<Self>) throws {
        var random = SeededRandom(seed: 2017)
        for step in stride(from: 1, through: steps, by: 1) {
            if step % 2 == 0 {
                scenario.model.shuffleMembers(using: &random)
            } else if step % 3 == 0 {
                scenario.model.shuffleTeams(using: &random)
            } else {
                scenario.model.shuffleMembers(using: &random)
                scenario.model.shuffleTeams(using: &random)
            }
            try scenario.record("diff()") { try $0.diff() }
        }
    }

    /// The teams' titles and members: colours (the texts declare their sizes and boxes). The
    /// title's rule names the cell too, so that it outranks a documentation theme's heading rules
    /// (`.content h2`) where a page embeds the gallery.
    public var css: String {
        """
        .collor-collection{background:#e3e8ef}
        .collor-cell .random-title{color:#1d2b44}
        .random-member{background:#dfe9f7;border-radius:3px;color:#1d2b44}

        """
    }
}
