import Collor
import CollorGallery
import Foundation

/// Collor's Weather sample: a title section and one section per day. Selecting a day toggles it;
/// its section is built with `reload { builder in }`, so `diff(sections:)` inserts or removes the
/// temperature cell.
public final class WeatherData: CollectionData {
    /// The forecast shown.
    public let forecast: Forecast
    /// The dates of the days that show their temperatures.
    public private(set) var expanded: Set<String> = []
    private var daySections: [String: WeatherSection] = [:]

    /// Loads `Data/weather-forecast.json`.
    public init(folder: URL? = nil) throws {
        forecast = try SampleData.decode(
            Forecast.self, from: "weather-forecast.json", in: folder ?? SampleData.folder)
        super.init()
        reloadData()
        computeIndices()
    }

    /// The title section, then a section per day.
    public override func reloadData() {
        super.reloadData()
        let title = WeatherSection().uid("title").reloadSection { [forecast] cells in
            cells = [
                WeatherLineDescriptor(
                    adapter: WeatherLineAdapter(
                        style: "title", text: "\(forecast.city), \(forecast.days.count) days")
                )
                .uid("title/city")
            ]
        }
        sections = [title] + forecast.days.map(section(for:))
    }

    private func section(for day: Forecast.Day) -> WeatherSection {
        let section = WeatherSection().uid(day.date)
        daySections[day.date] = section
        return section.reload { [weak self] builder in
            builder.cells.append(
                WeatherLineDescriptor(
                    adapter: WeatherLineAdapter(
                        style: "day", text: "\(day.weekday) \(day.date.suffix(5)): \(day.summary)"),
                    selectable: true
                ).uid("\(day.date)/day"))
            if self?.expanded.contains(day.date) == true {
                builder.cells.append(
                    WeatherLineDescriptor(
                        adapter: WeatherLineAdapter(
                            style: "temperature", text: "\(day.low)° to \(day.high)°C")
                    ).uid("\(day.date)/temperature"))
            }
        }
    }

    /// Toggles the day at `index` and diffs its section.
    public func toggleDay(at index: Int, updater: CollectionUpdater) throws {
        guard forecast.days.indices.contains(index),
            let section = daySections[forecast.days[index].date]
        else { return }
        let date = forecast.days[index].date
        let wasExpanded = expanded.contains(date)
        if wasExpanded { expanded.remove(date) } else { expanded.insert(date) }
        do {
            try updater.diff(sections: [section])
        } catch {
            // The update rolls back; so does the toggle.
            if wasExpanded { expanded.insert(date) } else { expanded.remove(date) }
            throw error
        }
    }
}
