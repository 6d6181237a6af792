import Collor
import CollorHTML
import Foundation

/// Writes gallery pages: one page per gallery and, for several, an index with a preview of each
/// (Collor's Menu sample), beside the self-hosted font.
///
/// A page is written to a temporary file and renamed into place, so a failure leaves the previous
/// page; a gallery whose scenario fails is reported and the others are still written.
public struct GalleryWriter {
    /// The folder the pages go to.
    public var folder: URL
    /// The font file to copy beside the pages; by default the package's own (`Theme.fontFile`).
    public var fontFile: URL?
    /// The index's title and heading.
    public var indexTitle: String
    /// Turns Swift source into HTML; the default escapes it in a `<pre><code>` block.
    public var formatSource: (String) -> String

    /// Creates a writer to `folder`.
    public init(
        folder: URL, fontFile: URL? = Theme.fontFile, indexTitle: String = "Galleries",
        formatSource: @escaping (String) -> String = GalleryWriter.plainSource
    ) {
        self.folder = folder
        self.fontFile = fontFile
        self.indexTitle = indexTitle
        self.formatSource = formatSource
    }

    /// What writing produced.
    public struct Report {
        /// The files written (or rendered), by name.
        public var written: [String] = []
        /// Problems that did not stop a gallery (a skipped malformed response, a source file that
        /// could not be read).
        public var warnings: [String] = []
        /// Galleries whose scenario failed; the others are still written.
        public var failures: [String] = []

        /// An empty report, to record galleries into (`record(_:into:)`).
        package init() {}
    }

    /// What `render(_:)` produced.
    public struct Rendering {
        /// The files, by name: `random.html`, ..., `index.html` and the font.
        public var files: [String: [UInt8]] = [:]
        public var report = Report()
        /// The recording of each gallery whose scenario ran, by gallery name.
        public var recordings: [String: GalleryRecording] = [:]
    }

    /// The rendered files of `galleries`, by name (`roster.html`, `index.html` when there is more
    /// than one gallery, and the font), without writing anything.
    public func render(_ galleries: [any Gallery]) -> Rendering {
        var rendering = Rendering()
        var report = Report()
        var files: [String: [UInt8]] = [:]
        let font = font(for: galleries)
        if let font { files[font.name] = font.bytes }
        var previews: [(gallery: any Gallery, preview: String?)] = []
        for gallery in galleries {
            let recording = record(gallery, into: &report)
            // A name that cannot be a file name is not linked from the index.
            if Self.fileNameProblem(gallery.name) != nil { continue }
            guard let recording else {
                previews.append((gallery, nil))
                continue
            }
            var options = recording.options
            options.fontURL = font?.name
            let page = GalleryPage(
                title: gallery.title, summary: gallery.summary, timeline: recording.timeline,
                sourceHTML: source(of: gallery, warnings: &report.warnings),
                backLink: galleries.count > 1 ? ("All galleries", "index.html") : nil)
            files[gallery.name + ".html"] = page.pageBytes(options: options)
            report.written.append(gallery.name + ".html")
            rendering.recordings[gallery.name] = recording
            previews.append((gallery, preview(recording, number: previews.count)))
        }
        if galleries.count > 1 {
            files["index.html"] = Array(index(previews, fontName: font?.name).utf8)
            report.written.append("index.html")
        }
        rendering.files = files
        rendering.report = report
        return rendering
    }

    /// The font file to serve beside the pages of `galleries`, by name: none without galleries
    /// (a site without galleries gets no `galleries/` folder) or when it cannot be read.
    package func font(for galleries: [any Gallery]) -> (name: String, bytes: [UInt8])? {
        guard !galleries.isEmpty, let fontFile, let font = try? InputFile.read(fontFile) else {
            return nil
        }
        return (fontFile.lastPathComponent, font)
    }

    /// Runs `gallery`'s scenario alone, without rendering a page: its recording, or nil with
    /// the failure in `report` (a name that cannot be a file name, a scenario that threw). The
    /// recording's warnings go to `report`, after the gallery's title.
    package func record(_ gallery: any Gallery, into report: inout Report) -> GalleryRecording? {
        // The name becomes a file name: one that could leave the folder is refused.
        if let problem = Self.fileNameProblem(gallery.name) {
            report.failures.append(
                "\(gallery.title): the name '\(gallery.name)' cannot be a file name: it has \(problem)"
            )
            return nil
        }
        do {
            let recording = try gallery.record()
            report.warnings += recording.warnings.map { "\(gallery.title): \($0)" }
            return recording
        } catch {
            report.failures.append("\(gallery.title): \(error)")
            return nil
        }
    }

    /// Writes the pages of `galleries` and, when there is more than one, the index, each file
    /// atomically: a failure leaves what was already written.
    public func write(_ galleries: [any Gallery]) throws -> Report {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let rendering = render(galleries)
        for (name, bytes) in rendering.files.sorted(by: { $0.key < $1.key }) {
            try FileOutput.write(bytes, toPath: folder.appendingPathComponent(name).path)
        }
        return rendering.report
    }

    /// Why `name` cannot name a page file, or nil when it can.
    private static func fileNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "no characters" }
        if name.hasPrefix(".") { return "a leading dot (a hidden file)" }
        if name.contains("/") { return "a slash" }
        return OutputPath.problem(in: name + ".html")
    }

    /// Escaped source in a `<pre><code>` block.
    public static func plainSource(_ source: String) -> String {
        var html = HTMLWriter()
        html.raw("<pre><code class=\"language-swift\">")
        html.text(source)
        html.raw("</code></pre>")
        return html.string
    }

    private func source(of gallery: any Gallery, warnings: inout [String]) -> String? {
        let parts = gallery.sources.compactMap { source -> String? in
            guard let text = source.text() else {
                warnings.append("\(gallery.title): cannot read the source \(source.name)")
                return nil
            }
            // A file's heading is the level under the page's title. Its code scrolls sideways in
            // a region the keyboard can focus (it is wider than a phone, and `formatSource`'s own
            // block cannot be made focusable from here), named after the file.
            var html = HTMLWriter()
            html.element("h2", class: "collor-gallery-file") { $0.text(source.name) }
            html.raw("\n<div class=\"collor-gallery-code\" role=\"region\" tabindex=\"0\"")
            html.attribute("aria-label", source.name)
            html.raw(">")
            return html.string + formatSource(text) + "</div>"
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }

    /// The first state at every width, still, for the index; `number` keeps its ids apart from
    /// the other previews' on the same page.
    private func preview(_ recording: GalleryRecording, number: Int) -> String? {
        let first = recording.widths.compactMap { recording.states(atWidth: $0)?.first?.inert() }
        guard !first.isEmpty else { return nil }
        guard
            let single = try? Timeline(
                steps: [Timeline.Step(caption: "", content: .states(first))],
                anchor: "preview\(number)")
        else { return nil }
        var options = recording.options
        options.fontURL = nil
        return single.fragment(options: options)
    }

    private func index(
        _ previews: [(gallery: any Gallery, preview: String?)], fontName: String?
    ) -> String {
        // The previews are the galleries' own views: they need the galleries' own CSS.
        let css = previews.map(\.gallery.css).filter { !$0.isEmpty }.joined(separator: "\n")
        let options = PageOptions(
            title: indexTitle, fontURL: fontName,
            extraCSS: GalleryPage.css + Self.indexCSS + css)
        return PageRenderer(options: options).page { html in
            html.raw("<h1>")
            html.text(indexTitle)
            html.raw("</h1>\n<ul class=\"collor-gallery-index\">\n")
            for (gallery, preview) in previews {
                html.raw("<li><a")
                html.link(URLPath.encoded(gallery.name + ".html"))
                html.raw("><span class=\"collor-gallery-name\">")
                html.text(gallery.title)
                // A `<div>`: the preview is flow content, which a `<span>` cannot hold.
                html.raw("</span><div class=\"collor-gallery-preview\" aria-hidden=\"true\">")
                html.raw(preview ?? "")
                html.raw("</div></a><p>")
                html.text(gallery.summary)
                html.raw("</p></li>\n")
            }
            html.raw("</ul>\n")
        }
    }

    static let indexCSS = """
        .collor-gallery-index{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:20px}
        .collor-gallery-index a{display:block;color:inherit;text-decoration:none;background:#fff;border:1px solid #d5d8de;border-radius:8px;overflow:hidden}
        .collor-gallery-name{display:block;padding:10px 12px;font-weight:bold;font-size:18px}
        .collor-gallery-preview{display:block;height:220px;overflow:hidden;position:relative}
        .collor-gallery-preview .collor-timeline{transform:scale(.55);transform-origin:0 0;width:182%;pointer-events:none}
        .collor-gallery-preview .collor-steps,.collor-gallery-preview .collor-caption{display:none}
        .collor-gallery-index p{margin:8px 0 0;font-size:14px;line-height:1.4}

        """
}
