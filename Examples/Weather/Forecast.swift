import Foundation

/// The Weather sample's forecast file: a city and sixteen days.
public struct Forecast: Decodable, Equatable {
    public struct Day: Decodable, Equatable {
        public var date: String
        public var weekday: String
        public var summary: String
        public var low: Int
        public var high: Int
    }

    public var city: String
    public var days: [Day]
}
