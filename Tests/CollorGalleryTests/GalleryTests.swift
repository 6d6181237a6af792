import Collor
import CollorHTML
import Foundation
import Testing

@testable import CollorGallery

// A gallery as a user writes one: a model, a typed view, and a scenario.

private struct ItemAdapter: CollectionAdapter, Diffable, Equatable { var text: String }

private struct ItemCell: CollectionCellAdaptable {
    var text = ""
    mutating func update(with adapter: ItemAdapter) { text = adapter.text }
    func render(into html: inout HTMLWriter) { html.element("p", class: "item") { $0.text(text) } }
}

private final class ItemDescriptor: CollectionCellDescriptor<ItemCell> {
    override var selectable: Bool { true }
}

private final class ListSection: CollectionSectionDescribable {
    let sectionStorage = SectionStorage()
}

private final class ListData: CollectionData {
    var items: [String]
    init(_ items: [String]) {
        self.items = items
        super.init()
        reloadData()
    }
    override func reloadData() {
        super.reloadData()
        sections = [
            ListSection().uid("list").reloadSection { cells in
                cells = self.items.map { ItemDescriptor(adapter: ItemAdapter(text: $0)).uid($0) }
            }
        ]
    }
}

private struct ListGallery: Gallery {
    var name: String { "list" }
    var title: String { "List" }
    var summary: String { "Items <come> & go." }
    var css: String { ".item{margin:0}" }
    var sources: [GallerySource] {
        .files(["GalleryTests.swift", "Missing.swift"]) + [
            GallerySource(name: "Note", text: "let a = 1 < 2")
        ]
    }
    var initialCaption: String { "Three items" }
    var linkFirst = false

    func makeModel() -> ListData { ListData(["a", "b", "c"]) }

    func play(_ scenario: GalleryScenario<Self>) throws {
        if linkFirst {
            scenario.options.cellLink = { $0.uid() == "a" ? "#first" : nil }
            try scenario.recordInitialState()
            scenario.options.cellLink = nil
        }
        scenario.model.items = ["c", "a", "d"]
        try scenario.record("diff()") { try $0.diff() }
        scenario.warn(.missingData(file: "nothing.json"))
    }
}

private struct FailingGallery: Gallery {
    var name: String { "failing" }
    var title: String { "Failing" }
    var summary: String { "" }
    func makeModel() throws -> ListData { throw GalleryError.missingData(file: "list.json") }
}

@Suite struct GalleryTests {
    @Test func recordRunsTheScenarioFromTheFirstState() throws {
        let recording = try ListGallery().record()
        #expect(recording.widths == [300, 375, 420, 768, 1024])
        let states = try #require(recording.states(atWidth: 375))
        #expect(states.count == 2 && recording.transitions(atWidth: 375)?.count == 1)
        #expect(
            recording.timeline.steps.map(\.caption) == [
                "Three items", "diff(): 1 inserted, 1 deleted, 1 moved",
            ])
        #expect(states[0].elements.map(\.key) == ["list/a", "list/b", "list/c"])
        #expect(states[1].elements.map(\.key) == ["list/c", "list/a", "list/d"])
        #expect(recording.states(atWidth: 400) == nil)
        #expect(recording.warnings == [.missingData(file: "nothing.json")])
        #expect(recording.options.extraCSS == ".item{margin:0}")
    }

    @Test func optionsSetBeforeTheInitialStateApplyToItAlone() throws {
        var gallery = ListGallery()
        gallery.linkFirst = true
        let recording = try gallery.record()
        let states = try #require(recording.states(atWidth: 300))
        let first = try #require(states[0].elements.first { $0.key == "list/a" })
        #expect(first.control.contains("href=\"#first\""))
        let later = try #require(states[1].elements.first { $0.key == "list/a" })
        #expect(later.control.hasPrefix("<button type=\"button\""))
    }

    @Test func aGalleryWithNoStepsIsItsFirstState() throws {
        struct Still: Gallery {
            var name: String { "still" }
            var title: String { "Still" }
            var summary: String { "" }
            func makeModel() -> ListData { ListData(["x"]) }
        }
        let recording = try Still().record()
        #expect(recording.timeline.steps.map(\.caption) == ["Initial state"])
        #expect(recording.transitions(atWidth: 1024)?.isEmpty == true)
    }

    @Test func widthsThatCannotLayAGalleryOutAreRefused() throws {
        struct Sized: Gallery {
            var widths: [CGFloat]
            var name: String { "sized" }
            var title: String { "Sized" }
            var summary: String { "" }
            func makeModel() -> ListData { ListData(["x"]) }
        }
        for (widths, reason) in [
            ([], "there is none"), ([375, -1], "-1.0 is not a positive width"),
            ([375, .nan], "nan is not a positive width"),
            ([375, 768, 375], "a width is given twice"),
        ] as [([CGFloat], String)] {
            do {
                _ = try Sized(widths: widths).record()
                Issue.record("\(widths) laid the gallery out")
            } catch let error as GalleryError {
                #expect("\(error)".contains(reason), "\(error)")
            }
        }
        // One width: a page of that width alone, frames inline as a single layout writes them.
        let one = try Sized(widths: [375]).record()
        #expect(one.widths == [375])
        let page = one.timeline.fragment(options: one.options)
        #expect(!page.contains("collor-fit") && page.contains("style=\"left:"))
    }

    @Test func lookupByNameOrTitleNamesTheKnownOnes() throws {
        let galleries: [any Gallery] = [ListGallery(), FailingGallery()]
        #expect(try galleries.gallery(named: "LIST").name == "list")
        #expect(try galleries.gallery(named: "Failing").name == "failing")
        #expect(throws: GalleryError.unknownGallery("menu", known: ["list", "failing"])) {
            try galleries.gallery(named: "menu")
        }
    }

    @Test func sourcesBesideTheCallingFileAreFoundAndAMissingOneIsAWarning() throws {
        let sources = ListGallery().sources
        #expect(sources.map(\.name) == ["GalleryTests.swift", "Missing.swift", "Note"])
        #expect(sources[0].text()?.contains("private struct ListGallery: Gallery") == true)
        #expect(sources[1].text() == nil)
        #expect(sources[2].text() == "let a = 1 < 2")
    }

    @Test func writerWritesPagesIndexAndReportsFailuresAndWarnings() throws {
        let writer = GalleryWriter(
            folder: URL(fileURLWithPath: "/unused"), fontFile: nil, indexTitle: "My <galleries>")
        let rendering = writer.render([ListGallery(), FailingGallery()])
        #expect(rendering.files.keys.sorted() == ["index.html", "list.html"])
        #expect(rendering.report.written == ["list.html", "index.html"])
        #expect(rendering.report.failures == ["Failing: list.json: missing data file"])
        #expect(
            rendering.report.warnings == [
                "List: nothing.json: missing data file",
                "List: cannot read the source Missing.swift",
            ])
        let page = String(decoding: rendering.files["list.html"] ?? [], as: UTF8.self)
        #expect(page.contains("<h1>List</h1>"))
        #expect(page.contains("Items &lt;come&gt; &amp; go."))
        #expect(page.contains("<h2 class=\"collor-gallery-file\">Note</h2>"))
        #expect(page.contains("let a = 1 &lt; 2"))
        #expect(
            page.contains(
                "<p class=\"collor-gallery-back\"><a href=\"index.html\">All galleries</a>"))
        let index = String(decoding: rendering.files["index.html"] ?? [], as: UTF8.self)
        #expect(index.contains("<title>My &lt;galleries&gt;</title>"))
        #expect(index.contains("<h1>My &lt;galleries&gt;</h1>"))
        #expect(
            index.contains("<a href=\"list.html\">") && index.contains("<a href=\"failing.html\">"))
        #expect(!index.contains("Collor galleries"))
        // The previews show the galleries' views, styled by their CSS.
        #expect(index.contains(".item{margin:0}"))
    }

    /// Each preview on the index is a timeline of its own: their ids differ (all were
    /// `preview-0`, an id used six times on this site's gallery index).
    @Test func theIndexUsesNoIdTwice() throws {
        let rendering = GalleryWriter(folder: URL(fileURLWithPath: "/unused"), fontFile: nil)
            .render([ListGallery(), ListGallery(), ListGallery()])
        let index = String(decoding: rendering.files["index.html"] ?? [], as: UTF8.self)
        let ids = index.split(separator: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids.count >= 3)
        #expect(Set(ids).count == ids.count, "\(ids)")
    }

    @Test func oneGalleryHasNoIndexAndNoBackLink() throws {
        let rendering = GalleryWriter(folder: URL(fileURLWithPath: "/unused"), fontFile: nil)
            .render([ListGallery()])
        #expect(rendering.files.keys.sorted() == ["list.html"])
        let page = String(decoding: rendering.files["list.html"] ?? [], as: UTF8.self)
        // The page shows this file as its source, so look for the element, not the words.
        #expect(!page.contains("<p class=\"collor-gallery-back\">"))
    }

    @Test func aNameThatIsNotAFileNameIsAFailureAndWritesNothing() throws {
        struct Named: Gallery {
            var name: String
            var title: String { "Named \(name)" }
            var summary: String { "" }
            func makeModel() -> ListData { ListData(["x"]) }
        }
        let galleries: [any Gallery] = [
            Named(name: "../escape"), Named(name: "/abs"), Named(name: "a\u{0}"), Named(name: ""),
            Named(name: ".hidden"),
            Named(name: "fine-name"),
        ]
        let rendering = GalleryWriter(folder: URL(fileURLWithPath: "/unused"), fontFile: nil)
            .render(galleries)
        #expect(rendering.files.keys.sorted() == ["fine-name.html", "index.html"])
        #expect(
            rendering.report.failures == [
                "Named ../escape: the name '../escape' cannot be a file name: it has a leading dot (a hidden file)",
                "Named /abs: the name '/abs' cannot be a file name: it has a slash",
                "Named a\u{0}: the name 'a\u{0}' cannot be a file name: it has a NUL byte",
                "Named : the name '' cannot be a file name: it has no characters",
                "Named .hidden: the name '.hidden' cannot be a file name: it has a leading dot (a hidden file)",
            ])
        let index = String(decoding: rendering.files["index.html"] ?? [], as: UTF8.self)
        #expect(!index.contains("escape") && index.contains("<a href=\"fine-name.html\">"))
    }

    @Test func noGalleriesWriteNothing() {
        let rendering = GalleryWriter(folder: URL(fileURLWithPath: "/unused")).render([])
        #expect(rendering.files.isEmpty)
        #expect(rendering.report.written.isEmpty)
    }
}
