import Collor
import CollorGallery
import CollorHTML
import Foundation
import SnapshotTesting

/// How `assertSnapshot(of:as:)` pins a whole gallery: every state as `.layout`, `.html` or
/// `.image`, at every width the gallery records.
public struct GallerySnapshotting {
    /// Asserts one state of a recording under a name.
    fileprivate let assert:
        (PageState, GalleryRecording, String, SnapshotTestingConfiguration.Record?, CallSite) ->
            Void

    /// Each state as `Snapshotting<PageState, String>.layout`: every element's frame.
    public static var layout: GallerySnapshotting { strategy { _ in .layout } }

    /// Each state as `Snapshotting<PageState, String>.html`: its markup.
    public static var html: GallerySnapshotting { strategy { _ in .html } }

    /// Each state as a PNG, with the gallery's CSS and font (its page's look), compared as
    /// `Snapshotting<PageState, Data>.image` compares.
    public static func image(precision: Double = 0.9999, perceptualTolerance: Double = 2.3)
        -> GallerySnapshotting
    {
        strategy { recording in
            .image(
                precision: precision, perceptualTolerance: perceptualTolerance,
                options: recording.options)
        }
    }

    private static func strategy<Format>(
        _ make: @escaping (GalleryRecording) -> Snapshotting<PageState, Format>
    ) -> GallerySnapshotting {
        GallerySnapshotting { state, recording, name, record, site in
            SnapshotTesting.assertSnapshot(
                of: state, as: make(recording), named: name, record: record,
                fileID: site.fileID, file: site.filePath, testName: site.testName,
                line: site.line, column: site.column)
        }
    }
}

/// Where the assertion was written, for every failure it reports.
private struct CallSite {
    var fileID: StaticString
    var filePath: StaticString
    var testName: String
    var line: UInt
    var column: UInt
}

/// Asserts every state of `gallery` (its first and one per step) at every width it records, in
/// every variant it declares (`Gallery.variants`), each a reference of its own named as its
/// permalink on the gallery's page: `roster-2-w375` is step 2 at 375 px
/// (`#gallery-roster-2-w375`) in the first variant; other variants add their name
/// (`roster-2-w375-light-accessibilityMedium`). A gallery whose scenario throws fails the test.
///
/// ```swift
/// @Test func roster() {
///     assertSnapshot(of: RosterGallery(), as: .layout)
/// }
/// ```
public func assertSnapshot<G: Gallery>(
    of gallery: G, as strategy: GallerySnapshotting,
    record: SnapshotTestingConfiguration.Record? = nil, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
    column: UInt = #column
) {
    let site = CallSite(
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    var seen = Set<TraitCollection>()
    let variants = gallery.variants.filter { seen.insert($0).inserted }
    for (position, variant) in (variants.isEmpty ? [.standard] : variants).enumerated() {
        let recording: GalleryRecording
        do {
            recording = try gallery.record(variant: variant)
        } catch {
            failTest(
                "The gallery '\(gallery.name)' could not be recorded in the variant \(variant): "
                    + "\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        // The first variant keeps the names references had before galleries had variants.
        let suffix = position == 0 ? "" : "-\(variant)"
        for width in recording.widths {
            for (index, state) in (recording.states(atWidth: width) ?? []).enumerated() {
                let name = "\(gallery.name)-\(index)-w\(widthName(width))\(suffix)"
                strategy.assert(state, recording, name, record, site)
            }
        }
    }
}

/// A width as the page's fragments write it: `375`, or `375_5` for 375.5.
private func widthName(_ width: CGFloat) -> String {
    let whole = width == width.rounded() && abs(width) < 1e9
    return whole
        ? String(Int(width)) : String(Double(width)).replacingOccurrences(of: ".", with: "_")
}
