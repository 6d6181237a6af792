/// A server response: the latest tweets.
public struct TweetResponse: Decodable {
    /// The latest tweets, in the server's order.
    public var tweets: [Tweet]
}
