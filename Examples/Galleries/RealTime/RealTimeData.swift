import Collor
import CollorGallery
import Foundation

/// Collor's RealTime sample: the latest tweets, one section each, with a text cell and, only when
/// the count is above zero, a retweets cell and a favourites cell. Adapters are `Diffable`, so a
/// changed count reloads its cell when a new server response is diffed.
public final class RealTimeData: CollectionData {
    /// The tweets shown, in the server's order.
    public var tweets: [Tweet] = []
    /// The server's responses, in order, each decoded or the error that names where it is broken.
    public var responses: [Result<TweetResponse, GalleryError>] = []

    /// A section per tweet: its text, then its non-zero counts.
    public override func reloadData() {
        super.reloadData()
        sections = tweets.map { tweet in
            let color = (try? Color(hex: tweet.user.color)) ?? Color(rgb: 0x888888)
            return TweetSection(color: color).uid(tweet.id).reloadSection { cells in
                cells.append(
                    TweetTextDescriptor(adapter: TweetTextAdapter(text: tweet.text, color: color))
                        .uid("\(tweet.id)/text"))
                if tweet.retweetCount > 0 {
                    cells.append(
                        CountDescriptor(
                            adapter: CountAdapter(
                                label: "retweets", singular: "retweet", count: tweet.retweetCount)
                        ).uid("\(tweet.id)/retweets"))
                }
                if tweet.favoriteCount > 0 {
                    cells.append(
                        CountDescriptor(
                            adapter: CountAdapter(
                                label: "favourites", singular: "favourite",
                                count: tweet.favoriteCount)
                        ).uid("\(tweet.id)/favorites"))
                }
            }
        }
    }

    /// The server's responses in order, each decoded or the error that names where it is broken.
    public static func responses(folder: URL? = nil) -> [Result<TweetResponse, GalleryError>] {
        TweetResponse.recorded(folder: folder)
    }
}
