import Collor
import CollorGallery
import Foundation

/// The RealTime sample's tweets as cards in a waterfall: the sample of `ColumnLayout`, a layout
/// written directly against `CollectionLayout` rather than as a `FlowLayout` subclass. Tweets
/// differ in length, so cards differ in height and the columns fill unevenly.
public final class ColumnsData: CollectionData {
    /// The server responses that decode, in order (the RealTime sample's data files).
    public let responses: [TweetResponse]
    /// The tweets shown, newest first.
    public var tweets: [Tweet]

    /// Loads the RealTime responses and shows the first.
    public init(folder: URL? = nil) {
        responses = TweetResponse.recorded(folder: folder).compactMap { try? $0.get() }
        tweets = responses.first?.tweets ?? []
        super.init()
        reloadData()
        computeIndices()
    }

    /// One section of cards, a card per tweet, its uid the tweet's id.
    public override func reloadData() {
        super.reloadData()
        sections = [
            ColumnsSection().uid("tweets").reload { [tweets] builder in
                builder.cells = tweets.map {
                    CardDescriptor(adapter: CardAdapter(text: $0.text)).uid($0.id)
                }
            }
        ]
    }
}
