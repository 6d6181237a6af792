import Foundation

/// The Weather sample's forecast file: a city and sixteen days.
public struct Forecast: Decodable, Equatable {
    /// One day of the forecast.
    public struct Day: Decodable, Equatable {
        /// The date, `YYYY-MM-DD`; also the day's section uid.
        public var date: String
        /// The day's name, as in "Monday".
        public var weekday: String
        /// The weather in a few words.
        public var summary: String
        /// The lowest temperature, in °C.
        public var low: Int
        /// The highest temperature, in °C.
        public var high: Int
    }

    /// The city forecast.
    public var city: String
    /// The days, in order.
    public var days: [Day]
}
