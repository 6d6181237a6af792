import Collor
import CollorGallery
import CollorHTML
import Foundation

/// The Weather gallery: selecting a day toggles it, and `diff(sections:)` inserts or removes its
/// temperature cell.
public struct WeatherGallery: Gallery {
    /// Written as `weather.html`.
    public var name: String { "weather" }
    /// The gallery's title.
    public var title: String { "Weather" }
    /// What the gallery shows, for the index.
    public var summary: String {
        "A title and a sixteen-day forecast. Selecting a day toggles it: its section is rebuilt and diff(sections:) inserts or removes the temperature cell."
    }
    /// The data and descriptors, shown with the gallery.
    public var sources: [GallerySource] {
        .files(["WeatherData.swift", "WeatherDescriptors.swift"])
    }

    /// The days the steps toggle, by index.
    let toggles = [1, 4, 1, 8, 4]

    /// Creates the gallery.
    public init() {}

    /// The forecast, every day collapsed.
    public func makeModel() throws -> WeatherData { try WeatherData() }

    /// Five toggles of days, each a `diff(sections:)`; the day the next step toggles links to it.
    public func play(_ scenario: GalleryScenario<Self>) throws {
        let data = scenario.model
        // Selecting a day is following its link: the day the next step toggles leads to that step.
        func linking(step: Int) -> (CollectionCellDescribable) -> String? {
            guard step <= toggles.count else { return { _ in nil } }
            let date = data.forecast.days[toggles[step - 1]].date
            return { cell in
                cell.uid() == "\(date)/day" ? TimelineRecorder.anchor(ofStep: step) : nil
            }
        }
        scenario.options.cellLink = linking(step: 1)
        try scenario.recordInitialState()
        for (step, index) in toggles.enumerated() {
            let day = data.forecast.days[index]
            let verb = data.expanded.contains(day.date) ? "collapse" : "expand"
            scenario.options.cellLink = linking(step: step + 2)
            try scenario.record("diff(sections:) \(verb) \(day.weekday) \(day.date.suffix(5))") {
                try data.toggleDay(at: index, updater: $0)
            }
        }
    }

    /// The title, days and temperatures.
    public var css: String {
        """
        .weather-day{background:#fff;box-shadow:inset 0 -1px #dde1e6}
        .weather-temperature{background:#eaf3ff;color:#174ea6}

        """
    }
}
