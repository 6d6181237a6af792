import CollorGallery

/// Collor's sample apps rebuilt for the web, in the order of the gallery index (Collor's Menu
/// sample).
public enum SampleGalleries {
    /// Random, Pantone, RealTime, Weather, Alphabet, and Columns (the column layout's).
    public static let all: [any Gallery] = [
        RandomGallery(), PantoneGallery(), RealTimeGallery(), WeatherGallery(), AlphabetGallery(),
        ColumnsGallery(),
    ]
}
