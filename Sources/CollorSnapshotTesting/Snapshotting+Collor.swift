import Collor
import CollorHTML
import Foundation
import SnapshotTesting

extension Snapshotting where Value: CollectionLayout, Format == String {
    /// The layout's collection written as an HTML fragment: one element per line, deterministic,
    /// without the font (so that references do not depend on where the font lives).
    ///
    /// ```swift
    /// assertSnapshot(of: layout, as: .html)
    /// ```
    public static var html: Snapshotting { html(options: PageOptions(fontURL: nil)) }

    /// The fragment written with `options`.
    public static func html(options: PageOptions) -> Snapshotting {
        SimplySnapshotting.lines.pullback { layout in
            do {
                return try PageRenderer(options: options).fragment(layout)
            } catch {
                return "error: \(error)\n"
            }
        }.withPathExtension("html")
    }

    /// A readable dump of every element: category, kind, uid, index path, frame and z-index.
    public static var layout: Snapshotting {
        SimplySnapshotting.lines.pullback { layout in
            do {
                return TextDump.layout(
                    try PageState(layout: layout, options: PageOptions(fontURL: nil)))
            } catch {
                return "error: \(error)\n"
            }
        }
    }
}

extension Snapshotting where Value == PageState, Format == String {
    /// A readable dump of a recorded state: every element's category, kind, uid, index path,
    /// frame and z-index.
    public static var layout: Snapshotting {
        SimplySnapshotting.lines.pullback(TextDump.layout)
    }
}

extension Snapshotting where Value == Transition, Format == String {
    /// What moves, appears, disappears and reloads, with from and to frames.
    public static var transition: Snapshotting {
        SimplySnapshotting.lines.pullback(TextDump.transition)
    }
}

extension Snapshotting where Value: CollectionLayout, Format == Data {
    /// A PNG screenshot of the layout's collection (exactly its content size) in headless
    /// Chromium, compared with a tolerance: the snapshot matches when at most `1 - precision` of
    /// the pixels differ by more than `perPixelTolerance` in a channel (0-255). Needs Chromium
    /// (Debian package `chromium`, or the path in `CHROMIUM`).
    ///
    /// - Parameters:
    ///   - options: How to write the page; `fontURL` is served from `files`.
    ///   - files: Files the page loads, by name (for example the font).
    public static func image(
        precision: Double = 0.995, perPixelTolerance: Int = 16,
        options: PageOptions = PageOptions(fontURL: nil), files: [String: Data] = [:]
    ) -> Snapshotting {
        Snapshotting<Value, Data>(
            pathExtension: "png",
            diffing: .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
                guard reference != actual else { return nil }
                do {
                    let share = try HeadlessChromium.difference(
                        reference, actual, perPixelTolerance: perPixelTolerance)
                    guard share > 1 - precision else { return nil }
                    let percent = String(format: "%.3f", share * 100)
                    return (
                        "\(percent)% of pixels differ (allowed: \(String(format: "%.3f", (1 - precision) * 100))%)",
                        [.data(actual, name: "actual.png")]
                    )
                } catch {
                    return ("\(error)", [])
                }
            }
        ) { layout in
            do {
                // The collection at the page's top-left corner, so the crop is exactly its box.
                var pinned = options
                pinned.extraCSS += "\nbody{margin:0}.collor-collection{margin:0}"
                let page = try PageRenderer(options: pinned).page(layout)
                let size = layout.collectionViewContentSize
                return try HeadlessChromium.screenshot(
                    html: page, width: Int(size.width.rounded(.up)),
                    height: Int(size.height.rounded(.up)), files: files)
            } catch {
                return Data("error: \(error)".utf8)
            }
        }
    }
}

extension Snapshotting {
    /// The same strategy with another file extension for its references.
    func withPathExtension(_ pathExtension: String) -> Snapshotting {
        var copy = self
        copy.pathExtension = pathExtension
        return copy
    }
}
