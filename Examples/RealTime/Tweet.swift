import Foundation

/// One tweet of a server response, as the RealTime sample's data files give it.
public struct Tweet: Decodable, Equatable {
    public struct User: Decodable, Equatable {
        /// The user's colour, hex RGB without `#`.
        public var color: String
    }

    public var id: String
    public var text: String
    public var user: User
    public var retweetCount: Int
    public var favoriteCount: Int

    enum CodingKeys: String, CodingKey {
        case id = "id_str"
        case text, user
        case retweetCount = "retweet_count"
        case favoriteCount = "favorite_count"
    }
}

/// A server response: the latest tweets.
public struct TweetResponse: Decodable {
    public var tweets: [Tweet]
}
