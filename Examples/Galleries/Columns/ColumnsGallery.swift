import Collor
import CollorGallery
import Foundation

/// The Columns gallery: tweets as cards in two columns, each card at the top of the shorter
/// column, laid out by `ColumnLayout`; each step shows the server's next response with `diff()`.
public struct ColumnsGallery: Gallery {
    /// Written as `columns.html`.
    public var name: String { "columns" }
    /// The gallery's title.
    public var title: String { "Columns" }
    /// What the gallery shows, for the index.
    public var summary: String {
        "The RealTime tweets as cards in a two-column waterfall laid out by ColumnLayout, a layout written directly against CollectionLayout: each card goes to the shorter column. Each step shows the server's next response with diff(): a tweet arrives, one is edited, one is deleted."
    }
    /// The data and descriptors, shown with the gallery.
    public var sources: [GallerySource] {
        .files(["ColumnsData.swift", "ColumnsDescriptors.swift", "ColumnsGallery.swift"])
    }

    /// Creates the gallery.
    public init() {}

    /// The first response's tweets.
    public func makeModel() throws -> ColumnsData { ColumnsData() }

    /// Two columns, 10 points apart, cards 10 points apart.
    public func makeLayout(_ collectionView: CollectionView, model: ColumnsData) throws
        -> ColumnLayout
    {
        ColumnLayout(
            collectionView: collectionView, collectionData: model, columnCount: 2,
            columnSpacing: ColumnsSection.spacing, itemSpacing: ColumnsSection.spacing)
    }

    /// Each later response that changes what the cards show, with `diff()`.
    public func play(_ scenario: GalleryScenario<Self>) throws {
        let data = scenario.model
        func shown(_ tweets: [Tweet]) -> [[String]] { tweets.map { [$0.id, $0.text] } }
        for response in data.responses.dropFirst()
        where shown(response.tweets) != shown(data.tweets) {
            data.tweets = response.tweets
            try scenario.record("diff() with the next response") { try $0.diff() }
        }
    }

    /// Cards and their texts; the text's font is the one its height was measured with.
    public var css: String {
        """
        .columns-text{height:100%;box-sizing:border-box;margin:0;padding:\(Int(CardDescriptor.padding))px;background:#fff;border-radius:8px;box-shadow:inset 0 0 0 1px rgba(0,0,0,.15);color:#1d2433;font-family:"Collor Sans",sans-serif}
        .columns-text{\(CardDescriptor.measurer.cssDeclarations)}

        """
    }
}
