import Foundation

/// One tweet of a server response, as the RealTime sample's data files give it.
public struct Tweet: Decodable, Equatable {
    /// A tweet's author, as the data files give it.
    public struct User: Decodable, Equatable {
        /// The user's colour, hex RGB without `#`.
        public var color: String
    }

    /// The tweet's id (`id_str`), also its section's uid.
    public var id: String
    /// The tweet's text.
    public var text: String
    /// The tweet's author.
    public var user: User
    /// How many times it was retweeted (`retweet_count`).
    public var retweetCount: Int
    /// How many times it was favourited (`favorite_count`).
    public var favoriteCount: Int

    enum CodingKeys: String, CodingKey {
        case id = "id_str"
        case text, user
        case retweetCount = "retweet_count"
        case favoriteCount = "favorite_count"
    }
}
