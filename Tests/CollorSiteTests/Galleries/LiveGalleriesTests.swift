import Collor
import CollorGallery
import CollorMarkdown
import CollorSiteTestSupport
import Foundation
import SampleGalleries
import Testing

@testable import CollorSite

@Suite struct LiveGalleriesTests {
    @Test func embedsTheTimelineWithItsOwnAnchorsAndAddsThePages() throws {
        let galleries = LiveGalleries(
            [WeatherGallery(), AlphabetGallery()], fontFile: nil)
        #expect(galleries.names == ["Weather", "Alphabet"])
        #expect(galleries.warnings.isEmpty && galleries.failures.isEmpty)
        // The pages are the site's own (the font, none here, is the only file).
        #expect(galleries.files().isEmpty)
        #expect(
            galleries.generatedPages.keys.sorted() == [
                "galleries/alphabet.md", "galleries/weather.md",
            ])
        let page = try #require(galleries.generatedPages["galleries/weather.md"])
        #expect(page.title == "Weather" && page.unsafe)
        // Its embed is the one raw block; it does not link to the page it is on.
        let raw = page.blocks.compactMap { block -> String? in
            if case .html(let html) = block { html } else { nil }
        }
        #expect(raw.count == 1)
        #expect(raw.first?.contains("id=\"gallery-weather-0\"") == true)
        #expect(raw.first?.contains("weather.html") == false)
        #expect(raw.first?.contains("Open the") == false)

        let embed = galleries.html(for: "Weather", root: "../")
        #expect(embed.hasPrefix("<div class=\"gallery gallery-live\" data-gallery=\"Weather\">"))
        #expect(
            embed.contains("id=\"gallery-weather-0\"")
                && embed.contains("href=\"#gallery-weather-1\""))
        #expect(!embed.contains("#state-") && !embed.contains("#collor-step-"))
        #expect(
            embed.contains(
                "<a href=\"../galleries/weather.html\">Open the Weather gallery with its source</a>"
            ))
        // Two galleries on one page never share an anchor.
        let other = galleries.html(for: "Alphabet", root: "")
        #expect(other.contains("id=\"gallery-alphabet-0\"") && !other.contains("gallery-weather"))
    }

    @Test func theFontIsServedBesideThePagesAndFoundFromDeeperPages() throws {
        let font = FileManager.default.temporaryDirectory.appendingPathComponent(
            "collor-font-\(UUID().uuidString).ttf")
        try Data([0, 1, 0, 0]).write(to: font)
        defer { try? FileManager.default.removeItem(at: font) }
        let galleries = LiveGalleries([WeatherGallery()], fontFile: font)
        #expect(galleries.files()["galleries/" + font.lastPathComponent] == [0, 1, 0, 0])
        #expect(
            galleries.html(for: "Weather", root: "../").contains(
                "url(\"../galleries/\(font.lastPathComponent)\")"))
    }

    @Test func aFailedGalleryIsLeftOutOfTheNames() throws {
        struct Broken: Gallery {
            var name: String { "broken" }
            var title: String { "Broken" }
            var summary: String { "" }
            func makeModel() throws -> CollectionData {
                throw GalleryError.missingData(file: "Data/nothing.json")
            }
        }
        let galleries = LiveGalleries([Broken(), WeatherGallery()], fontFile: nil)
        #expect(galleries.names == ["Weather"])
        #expect(galleries.failures == ["Broken: Data/nothing.json: missing data file"])
    }
}
