import Collor
import CollorGallery
import CollorHTML
import CollorTestSupport
import Foundation
import SampleGalleries
import Testing

private let broken = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Fixtures__/broken")
private let sampleData = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Examples/Galleries/Data").standardized

@Suite struct GalleryTests {
    @Test func everySampleRecordsItsScenario() throws {
        let expectedSteps = [
            "random": 7, "pantone": 7, "realtime": 6, "weather": 6, "alphabet": 5, "columns": 4,
        ]
        for sample in SampleGalleries.all {
            let recording = try sample.record()
            #expect(recording.timeline.steps.count == expectedSteps[sample.name], "\(sample.name)")
            for width in recording.widths {
                let states = try #require(recording.states(atWidth: width))
                #expect(states.count == recording.timeline.steps.count)
                #expect(recording.transitions(atWidth: width)?.count == states.count - 1)
            }
        }
    }

    /// Every cell of the samples that show text declares it (a `collor-text` written from its
    /// declaration, never free HTML), and no declared text is clipped at any width, step or
    /// variant: the site's strict build reports no fit warning.
    @Test func samplesDeclareTheirTextsAndNoneIsClipped() throws {
        for sample in SampleGalleries.all where sample.name != "columns" {
            let recording = try sample.record()
            #expect(recording.warnings.isEmpty, "\(sample.name): \(recording.warnings)")
            for width in recording.widths {
                for state in try #require(recording.states(atWidth: width)) {
                    for element in state.elements where element.category == .cell {
                        #expect(
                            element.content.contains("class=\"collor-text"),
                            "\(sample.name) \(element.key) at \(width)")
                    }
                }
            }
        }
    }

    /// "1 retweet", not "1 retweets".
    @Test func realTimeCountsAgreeWithTheirNumber() {
        func shown(_ count: Int) -> [String] {
            var cell = CountCell()
            cell.update(with: CountAdapter(label: "retweets", singular: "retweet", count: count))
            return cell.texts.map(\.string)
        }
        #expect(shown(1) == ["1 retweet"])
        #expect(shown(0) == ["0 retweets"])
        #expect(shown(12) == ["12 retweets"])
    }

    /// The samples' responses are all well formed (the site builds them strictly); this test
    /// puts a response with a trailing comma (line 75, column 7) in their place.
    @Test func realTimeSkipsTheMalformedResponseAndSaysWhere() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let responses = scratch.url.appendingPathComponent("realtime")
        try FileManager.default.copyItem(
            at: sampleData.appendingPathComponent("realtime"), to: responses)
        let malformed = responses.appendingPathComponent("tweets_1.json")
        try FileManager.default.removeItem(at: malformed)
        try FileManager.default.copyItem(
            at: broken.appendingPathComponent("realtime/tweets_1.json"), to: malformed)
        let recording = try RealTimeGallery(folder: scratch.url).record()
        #expect(
            recording.warnings == [
                .badData(
                    file: "Examples/Galleries/Data/realtime/tweets_1.json", line: 75, column: 7,
                    reason: "expected a property name in double quotes")
            ])
        #expect(
            recording.warnings.first?.description
                == "Examples/Galleries/Data/realtime/tweets_1.json:75:7: expected a property name in double quotes"
        )
        #expect(recording.states(atWidth: 420)?.count == 5)
        #expect(try RealTimeGallery().record().warnings.isEmpty)
    }

    @Test func captionsNameTheUpdateAndItsCounts() throws {
        let steps = try WeatherGallery().record().timeline.steps
        #expect(
            steps.map(\.caption).prefix(3) == [
                "Initial state", "diff(sections:) expand Tuesday 11-24: 1 inserted",
                "diff(sections:) expand Friday 11-27: 1 inserted",
            ])
        #expect(steps[3].caption == "diff(sections:) collapse Tuesday 11-24: 1 deleted")
        let random = try RandomGallery().record().timeline.steps
        #expect(
            random.dropFirst().allSatisfy {
                $0.caption.hasPrefix("diff(): ") && $0.caption.contains("moved")
            })
    }

    @Test func selectingTheDayTheNextStepTogglesLeadsToThatStep() throws {
        let recording = try WeatherGallery().record()
        let states = try #require(recording.states(atWidth: 420))
        let tuesday = try #require(
            states[0].elements.first { $0.key == "2026-11-24/2026-11-24/day" })
        #expect(tuesday.control.hasPrefix("<a class=\"collor-control\" href=\"#collor-step-1\""))
        let friday = try #require(
            states[1].elements.first { $0.key == "2026-11-27/2026-11-27/day" })
        #expect(friday.control.hasPrefix("<a class=\"collor-control\" href=\"#collor-step-2\""))
        // The timeline resolves the step links to its own anchors, whatever they are.
        let page = recording.timeline.fragment(options: recording.options)
        #expect(page.contains("href=\"#state-1\"") && !page.contains("#collor-step-"))
        let embedded = try Timeline(steps: recording.timeline.steps, anchor: "gallery-weather")
            .fragment(options: recording.options)
        #expect(
            embedded.contains("href=\"#gallery-weather-1\"")
                && embedded.contains("id=\"gallery-weather-1\""))
        #expect(!embedded.contains("#state-") && !embedded.contains("#collor-step-"))
        let monday = try #require(
            states[0].elements.first { $0.key == "2026-11-23/2026-11-23/day" })
        #expect(monday.control.hasPrefix("<button type=\"button\" class=\"collor-control\""))
    }

    @Test func randomIsTheSameOnEveryBuild() throws {
        let first = try RandomGallery().record()
        let second = try RandomGallery().record()
        #expect(
            first.timeline.fragment(options: first.options)
                == second.timeline.fragment(options: second.options))
    }

    @Test func realTimeReloadsCellsWhoseCountsChanged() throws {
        let recording = try RealTimeGallery().record()
        let reloads = try #require(recording.transitions(atWidth: 420)).map {
            $0.elements.filter(\.reloaded).count
        }
        #expect(reloads.contains { $0 > 0 }, "some counts change between responses: \(reloads)")
    }

    @Test func badDataNamesTheFileAndWhere() {
        #expect(
            throws: GalleryError.badData(
                file: "Examples/Galleries/Data/pantone-metallic.json", line: 1, column: 1,
                reason: "colors[3] \"zz12gg\" is not a hex colour")
        ) {
            try PantoneData(folder: broken)
        }
        #expect(
            throws: GalleryError.badData(
                file: "Examples/Galleries/Data/countries.json", line: 3, column: 24,
                reason: "control character in a string")
        ) {
            try AlphabetData(folder: broken)
        }
        #expect {
            try WeatherData(folder: broken)
        } throws: { error in
            guard case .badData(let file, _, _, let reason) = error as? GalleryError else {
                return false
            }
            return file == "Examples/Galleries/Data/weather-forecast.json"
                && reason.contains("missing \"high\" at .days[0]")
        }
        #expect(
            throws: GalleryError.missingData(file: "Examples/Galleries/Data/weather-forecast.json")
        ) {
            try WeatherData(folder: URL(fileURLWithPath: "/nonexistent"))
        }
    }

    @Test func unknownGalleryNamesTheKnownOnes() {
        #expect(
            throws: GalleryError.unknownGallery(
                "menu", known: ["random", "pantone", "realtime", "weather", "alphabet", "columns"])
        ) {
            try SampleGalleries.all.gallery(named: "menu")
        }
        #expect((try? SampleGalleries.all.gallery(named: "RealTime"))?.name == "realtime")
    }

    @Test func writerWritesPagesIndexAndFontAndKeepsWhatItWrote() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let folder = scratch.url.appendingPathComponent("galleries")
        let writer = GalleryWriter(folder: folder, fontFile: Theme.fontFile)
        let report = try writer.write([WeatherGallery(), AlphabetGallery()])
        #expect(report.written == ["weather.html", "alphabet.html", "index.html"])
        #expect(report.failures.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["DejaVuSans.ttf", "alphabet.html", "index.html", "weather.html"])
        let weather = try String(
            contentsOf: folder.appendingPathComponent("weather.html"), encoding: .utf8)
        #expect(weather.contains("src:url(\"DejaVuSans.ttf\")"))
        #expect(
            weather.contains(
                "<details class=\"collor-gallery-source\"><summary>Swift source</summary>"))
        #expect(weather.contains("final class WeatherData: CollectionData"))
        let index = try String(
            contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<a href=\"weather.html\">") && !index.contains("<button"))
        // The preview is flow content: a `<div>` (a `<span>` cannot hold it), with no control.
        #expect(index.contains("<div class=\"collor-gallery-preview\" aria-hidden=\"true\">"))
        #expect(!index.contains("class=\"collor-control"))

        // A folder that cannot be written is an error, and the pages already there stay.
        let blocker = folder.appendingPathComponent("blocked")
        try Data().write(to: blocker)
        #expect(throws: (any Error).self) {
            try GalleryWriter(folder: blocker.appendingPathComponent("out")).write([
                WeatherGallery()
            ]
            )
        }
        #expect(
            try String(contentsOf: folder.appendingPathComponent("weather.html"), encoding: .utf8)
                == weather)
    }
}
