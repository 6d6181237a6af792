import Collor
import CollorHTML
import Foundation

/// The Weather gallery: selecting a day toggles it, and `diff(sections:)` inserts or removes its
/// temperature cell.
public struct WeatherSample: GallerySample {
    /// Written as `weather.html`.
    public var name: String { "weather" }
    /// The gallery's title.
    public var title: String { "Weather" }
    /// What the gallery shows, for the index.
    public var summary: String {
        "A title and a sixteen-day forecast. Selecting a day toggles it: its section is rebuilt and diff(sections:) inserts or removes the temperature cell."
    }
    /// The data and descriptors, shown with the gallery.
    public var sourceFiles: [String] {
        ["Weather/WeatherData.swift", "Weather/WeatherDescriptors.swift"]
    }

    /// Creates the sample; `record()` runs its scenario.
    public init() {}

    /// Five toggles of days, each a `diff(sections:)`; the day the next step toggles links to it.
    public func record() throws -> GalleryRecording {
        let data = try WeatherData()
        let layout = FlowLayout(
            collectionView: CollectionView(width: 420, height: 800), collectionData: data)
        let toggles = [1, 4, 1, 8, 4]
        // Selecting a day is following its link: the day the next step toggles leads to that step.
        func options(linkingStep step: Int) -> PageOptions {
            var options = PageOptions(title: title, extraCSS: Self.css)
            if step <= toggles.count {
                let date = data.forecast.days[toggles[step - 1]].date
                options.cellLink = { cell in
                    cell.uid() == "\(date)/day" ? TimelineRecorder.anchor(ofStep: step) : nil
                }
            }
            return options
        }
        let recorder = try TimelineRecorder(layout: layout, options: options(linkingStep: 1))
        for (step, index) in toggles.enumerated() {
            let day = data.forecast.days[index]
            let verb = data.expanded.contains(day.date) ? "collapse" : "expand"
            recorder.options = options(linkingStep: step + 2)
            try recorder.record("diff(sections:) \(verb) \(day.weekday) \(day.date.suffix(5))") {
                try data.toggleDay(at: index, updater: $0)
            }
        }
        return GalleryRecording(recorder)
    }

    static let css = """
        .weather-title{margin:0;font-size:22px;line-height:48px;font-weight:bold}
        .weather-day{margin:0;padding:0 10px;font-size:15px;line-height:35px;background:#fff;border-bottom:1px solid #dde1e6}
        .weather-temperature{margin:0;padding:0 24px;font-size:14px;line-height:30px;background:#eaf3ff;color:#174ea6}

        """
}
