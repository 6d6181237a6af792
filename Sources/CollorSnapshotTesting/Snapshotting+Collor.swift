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
            renderingOrFailing { () throws(CollorHTMLError) in
                try PageRenderer(options: options).fragment(layout)
            }
        }.withPathExtension("html")
    }

    /// A readable dump of every element: category, kind, uid, index path, frame and z-index.
    public static var layout: Snapshotting {
        SimplySnapshotting.lines.pullback { layout in
            renderingOrFailing { () throws(CollorHTMLError) in
                TextDump.layout(try PageState(layout: layout, options: PageOptions(fontURL: nil)))
            }
        }
    }
}

/// What `render` made, or, when it threw, a failure of the running test naming the error (and
/// the error's text, which no reference can match): a snapshot never passes on an error.
func renderingOrFailing(
    _ render: () throws(CollorHTMLError) -> String, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> String {
    do {
        return try render()
    } catch {
        failTest(
            "The layout could not be rendered: \(error)", fileID: fileID, filePath: filePath,
            line: line, column: column)
        return "error: \(error)\n"
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
    /// Chromium, compared as a person would see it: the snapshot matches when at most
    /// `1 - precision` of the pixels differ by more than `perceptualTolerance` (CIE76 ΔE; 2.3 is
    /// about the smallest difference the eye sees). The defaults catch any visible change of
    /// colour, text or position, a grey text turned red included, while identical renders match;
    /// loosen them (`precision: 0.99`, `perceptualTolerance: 10`) for screenshots taken on
    /// machines whose fonts render differently. A reference of another size fails with both
    /// sizes. A failure writes the reference, the actual image and a difference image (the
    /// changed pixels in red) and names the three files and the changed region in pixels. Needs
    /// Chromium (Debian package `chromium`, or the path in `CHROMIUM`).
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match, from 0 to 1.
    ///   - perceptualTolerance: How far (CIE76 ΔE) a pixel's colour may be off and still match.
    ///   - options: How to write the page; by default in the font gallery pages use (the
    ///     package's own, `Theme.fontFile`), so that a screenshot shows what a gallery shows.
    ///   - files: Files the page loads, by name, besides that font.
    public static func image(
        precision: Double = 0.9999, perceptualTolerance: Double = 2.3,
        options: PageOptions = PageOptions(), files: [String: Data] = [:]
    ) -> Snapshotting {
        screenshot(
            precision: precision, perceptualTolerance: perceptualTolerance,
            files: withFont(files, options: options)
        ) { layout in
            let page = renderingOrFailing { () throws(CollorHTMLError) in
                try PageRenderer(options: pinned(options)).page(layout)
            }
            return (page, layout.collectionViewContentSize)
        }
    }
}

extension Snapshotting where Value == PageState, Format == Data {
    /// A PNG screenshot of a recorded state (exactly its content size), compared as `.image` of
    /// a layout compares: a gallery's state at any of its widths
    /// (`recording.states(atWidth:)`). `options` gives the page its CSS and font; the state's
    /// elements were written when it was recorded. By default in the font gallery pages use.
    public static func image(
        precision: Double = 0.9999, perceptualTolerance: Double = 2.3,
        options: PageOptions = PageOptions(), files: [String: Data] = [:]
    ) -> Snapshotting {
        screenshot(
            precision: precision, perceptualTolerance: perceptualTolerance,
            files: withFont(files, options: options)
        ) { state in (PageRenderer(options: pinned(options)).page(state), state.contentSize)
        }
    }
}

extension Snapshotting where Value == PageState, Format == String {
    /// A recorded state written as an HTML fragment, one element per line, as `.html` writes a
    /// layout: a gallery's state at any of its widths (`recording.states(atWidth:)`).
    public static var html: Snapshotting {
        SimplySnapshotting.lines.pullback { PageRenderer().fragment($0) }
            .withPathExtension("html")
    }
}

/// The options with the collection at the page's top-left corner, so that a screenshot of its
/// size is exactly its box.
private func pinned(_ options: PageOptions) -> PageOptions {
    var pinned = options
    pinned.extraCSS += "\nbody{margin:0}.collor-collection{margin:0}"
    return pinned
}

/// `files` with the package's font (`Theme.fontFile`) when the page names it and `files` does
/// not bring a file of that name: `PageOptions()` gets the font a gallery page gets.
private func withFont(_ files: [String: Data], options: PageOptions) -> [String: Data] {
    guard let name = options.fontURL, files[name] == nil, let font = Theme.fontFile,
        font.lastPathComponent == name, let data = try? InputFile.read(font)
    else { return files }
    return files.merging([name: Data(data)]) { mine, _ in mine }
}

extension Snapshotting where Format == Data {
    /// Screenshots the page `render` writes, at the size it gives, and compares PNGs perceptually.
    fileprivate static func screenshot(
        precision: Double, perceptualTolerance: Double, files: [String: Data],
        render: @escaping (Value) -> (page: String, size: CGSize)
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
                guard reference != actual else { return nil }
                return ImageFailure.describe(
                    reference: reference, actual: actual, precision: precision,
                    perceptualTolerance: perceptualTolerance)
            }
        ) { (value: Value) -> Data in
            let (page, size) = render(value)
            guard !page.hasPrefix("error: ") else { return Data(page.utf8) }
            do {
                return try HeadlessChromium.screenshot(
                    html: page, width: Int(size.width.rounded(.up)),
                    height: Int(size.height.rounded(.up)), files: files)
            } catch {
                failTest(
                    "The screenshot could not be taken: \(error)", fileID: #fileID,
                    filePath: #filePath, line: #line, column: #column)
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
