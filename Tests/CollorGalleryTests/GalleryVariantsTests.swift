import Collor
import CollorHTML
import Foundation
import Testing

@testable import CollorGallery

/// A gallery's variants on its page (issue 37, item 3): every step shows each variant's own
/// layout in a wrapper a gallery's CSS can style, the reader's colour scheme picks the default,
/// and a fragment per step, width and variant forces one, its links keeping both.
@Suite struct GalleryVariantsTests {
    private struct Adapter: CollectionAdapter, Diffable, Equatable { var text: String }

    private struct Cell: CollectionCellAdaptable {
        var adapter = Adapter(text: "")
        mutating func update(with adapter: Adapter) { self.adapter = adapter }
        func render(into html: inout HTMLWriter) { html.text(adapter.text) }
    }

    /// 20 points high at the default text size, 40 at a larger one.
    private final class Descriptor: CollectionCellDescriptor<Cell> {
        override func size(
            _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
        ) -> CGSize {
            let large = collectionView.traitCollection.preferredContentSizeCategory == .large
            return CGSize(width: collectionView.bounds.width, height: large ? 20 : 40)
        }
    }

    private final class Section: CollectionSectionDescribable {
        let sectionStorage = SectionStorage()
    }

    private final class Shelf: CollectionData {
        override init() {
            super.init()
            let section = Section().uid("s")
            section.cells = ["Ada", "Bob"].map { Descriptor(adapter: Adapter(text: $0)).uid($0) }
            sections = [section]
        }
    }

    private struct ShelfGallery: Gallery {
        var variants: [TraitCollection] = [.standard, .dark, .largerText]
        var name: String { "shelf" }
        var title: String { "Shelf" }
        var summary: String { "Two labels." }
        var widths: [CGFloat] { [200, 400] }
        func makeModel() -> Shelf { Shelf() }
        func play(_ scenario: GalleryScenario<Self>) throws {
            let bob = scenario.model.sections[0].cells[1]
            try scenario.record("Bob leaves") { try $0.remove(cells: [bob]) }
        }
    }

    private func page(_ gallery: ShelfGallery) throws -> String {
        let recording = try gallery.record()
        return GalleryPage(
            title: gallery.title, summary: gallery.summary, timeline: recording.timeline
        )
        .page(options: recording.options)
    }

    @Test func everyStepShowsEachVariantInAWrapperNamingItsTraits() throws {
        let recording = try ShelfGallery().record()
        #expect(recording.timeline.traits == .standard)
        #expect(recording.timeline.variants.map(\.traits) == [.dark, .largerText])
        let html = try page(ShelfGallery())
        for step in 0...1 {
            let section = try #require(
                html.components(separatedBy: "id=\"state-\(step)\"").dropFirst().first?
                    .components(separatedBy: "<section").first)
            let wrappers = section.components(separatedBy: "<div class=\"collor-variant ")
                .dropFirst().map { $0.prefix(while: { $0 != ">" }) }
            #expect(
                wrappers == [
                    "collor-v-light collor-v-default\" data-appearance=\"light\" data-text-size=\"large\"",
                    "collor-v-dark collor-v-preferred-dark\" data-appearance=\"dark\" data-text-size=\"large\"",
                    "collor-v-light-accessibilityMedium\" data-appearance=\"light\" data-text-size=\"accessibilityMedium\"",
                ], "step \(step)")
        }
        // The larger text's own layout: its cells are 40 points high, the others 20.
        func collection(_ marker: String) throws -> String {
            try #require(
                html.components(separatedBy: marker).last?
                    .components(separatedBy: "<div class=\"collor-variant ").first)
        }
        let larger = try collection("collor-v-light-accessibilityMedium\" data-")
        #expect(larger.contains("--_h0:40px") && !larger.contains("--_h0:20px"))
        let dark = try collection("collor-v-dark collor-v-preferred-dark\"")
        #expect(dark.contains("--_h0:20px") && !dark.contains("--_h0:40px"))
        // A reader who prefers dark gets the dark variant unless one is forced.
        #expect(
            html.contains(
                "@media (prefers-color-scheme:dark){.collor-state:not(:has(>.collor-forced:target)) .collor-v-default{display:none}"
            ))
        #expect(
            html.contains(
                ".collor-state:has(>.collor-f-dark:target) .collor-v-dark{display:block}"))
    }

    @Test func aFragmentPerStepWidthAndVariantForcesItAndItsLinksKeepBoth() throws {
        let html = try page(ShelfGallery())
        let block = try #require(
            html.components(separatedBy: "id=\"state-1-w200-dark\">").dropFirst().first?
                .components(separatedBy: "</div>").first)
        #expect(
            html.contains(
                "<div class=\"collor-controls collor-pick collor-pick-200 collor-forced collor-f-dark\" id=\"state-1-w200-dark\">"
            ))
        #expect(block.contains("<a href=\"#state-0-w200-dark\" rel=\"prev\">"))
        // The width picker keeps the variant, the variant picker the width.
        #expect(block.contains("<a href=\"#state-1-dark\">Fit</a>"))
        #expect(block.contains("<a href=\"#state-1-w400-dark\">400 px</a>"))
        #expect(block.contains("<a href=\"#state-1-w200\">Auto</a>"))
        #expect(block.contains("<a href=\"#state-1-w200-dark\" aria-current=\"true\">Dark</a>"))
        #expect(
            block.contains("<a href=\"#state-1-w200-light-accessibilityMedium\">Larger text</a>"))
        #expect(block.contains("<a href=\"#state-1-w200-light\">Light</a>"))
        // Without a width: a choice of its own, which leaves the width to the container.
        #expect(
            html.contains(
                "<div class=\"collor-controls collor-choice collor-forced collor-f-light-accessibilityMedium\" id=\"state-0-light-accessibilityMedium\">"
            ))
        // The arrow keys keep both.
        #expect(html.contains("(?:-(?:light|dark)[A-Za-z-]*)?)$/"))
        // No id is written twice.
        let ids = html.components(separatedBy: " id=\"").dropFirst()
            .map { $0.prefix(while: { $0 != "\"" }) }
        #expect(ids.count == Set(ids).count && ids.count > 2 * 3 * 3)
    }

    @Test func aGalleryOfOneVariantWritesNoVariantsAndNoPreferenceWithoutADarkOne() throws {
        let one = try page(ShelfGallery(variants: [.standard, .standard]))
        #expect(!one.contains("collor-variant") && !one.contains("collor-forced"))
        let light = try page(ShelfGallery(variants: [.standard, .largerText]))
        #expect(light.contains("collor-variant") && !light.contains("collor-v-preferred-dark"))
        #expect(!light.contains(".collor-v-preferred-dark{display:block}"))
    }
}
