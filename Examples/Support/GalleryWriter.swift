import Collor
import CollorHTML
import Foundation

/// Writes gallery pages: one page per sample and an index with a preview of each (Collor's Menu
/// sample), beside the self-hosted font.
///
/// A page is written to a temporary file and renamed into place, so a failure leaves the previous
/// page; a sample whose scenario fails is reported and the others are still written.
public struct GalleryWriter {
    /// The folder the pages go to.
    public var folder: URL
    /// The font file to copy beside the pages; by default the package's own (`Theme.fontFile`).
    public var fontFile: URL?
    /// The folder of the samples' sources, to show them (`Examples/` in this repository).
    public var sourceFolder: URL?
    /// Turns Swift source into HTML; the default escapes it in a `<pre><code>` block.
    public var formatSource: (String) -> String

    /// Creates a writer to `folder`; the defaults suit a run from the repository's root.
    public init(
        folder: URL, fontFile: URL? = Theme.fontFile,
        sourceFolder: URL? = URL(fileURLWithPath: "Examples"),
        formatSource: @escaping (String) -> String = GalleryWriter.plainSource
    ) {
        self.folder = folder
        self.fontFile = fontFile
        self.sourceFolder = sourceFolder
        self.formatSource = formatSource
    }

    /// What writing produced.
    public struct Report {
        /// The files written (or rendered), by name.
        public var written: [String] = []
        /// Problems that did not stop a gallery (a skipped malformed response).
        public var warnings: [String] = []
        /// Galleries whose scenario failed; the others are still written.
        public var failures: [String] = []
    }

    /// What `render(_:)` produced.
    public struct Rendering {
        /// The files, by name: `random.html`, ..., `index.html` and the font.
        public var files: [String: [UInt8]] = [:]
        public var report = Report()
        /// The recording of each sample whose scenario ran, by sample name.
        public var recordings: [String: GalleryRecording] = [:]
    }

    /// The rendered files of `samples`, by name (`random.html`, `index.html` when there is more than
    /// one sample, and the font), without writing anything.
    public func render(_ samples: [any GallerySample]) -> Rendering {
        var rendering = Rendering()
        var report = Report()
        var files: [String: [UInt8]] = [:]
        var fontName: String?
        if let fontFile, let font = try? Data(contentsOf: fontFile) {
            fontName = fontFile.lastPathComponent
            files[fontFile.lastPathComponent] = [UInt8](font)
        }
        var previews: [(sample: any GallerySample, preview: String?)] = []
        for sample in samples {
            do {
                let recording = try sample.record()
                var options = recording.options
                options.fontURL = fontName
                report.warnings += recording.warnings.map { "\(sample.title): \($0)" }
                let page = GalleryPage(
                    title: sample.title, summary: sample.summary, timeline: recording.timeline,
                    sourceHTML: source(of: sample),
                    backLink: samples.count > 1 ? ("All galleries", "index.html") : nil)
                files[sample.name + ".html"] = Array(page.page(options: options).utf8)
                report.written.append(sample.name + ".html")
                rendering.recordings[sample.name] = recording
                previews.append((sample, preview(recording)))
            } catch {
                report.failures.append("\(sample.title): \(error)")
                previews.append((sample, nil))
            }
        }
        if samples.count > 1 {
            files["index.html"] = Array(index(previews, fontName: fontName).utf8)
            report.written.append("index.html")
        }
        rendering.files = files
        rendering.report = report
        return rendering
    }

    /// Writes the pages of `samples` and, when there is more than one, the index, each file
    /// atomically: a failure leaves what was already written.
    public func write(_ samples: [any GallerySample]) throws -> Report {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let rendering = render(samples)
        for (name, bytes) in rendering.files.sorted(by: { $0.key < $1.key }) {
            try Data(bytes).write(to: folder.appendingPathComponent(name), options: .atomic)
        }
        return rendering.report
    }

    /// Escaped source in a `<pre><code>` block.
    public static func plainSource(_ source: String) -> String {
        var html = HTMLWriter()
        html.raw("<pre><code class=\"language-swift\">")
        html.text(source)
        html.raw("</code></pre>")
        return html.string
    }

    private func source(of sample: any GallerySample) -> String? {
        guard let sourceFolder else { return nil }
        let parts = sample.sourceFiles.compactMap { file -> String? in
            guard
                let text = try? String(
                    contentsOf: sourceFolder.appendingPathComponent(file), encoding: .utf8)
            else {
                return nil
            }
            var html = HTMLWriter()
            html.element("h3", class: "collor-gallery-file") { $0.text(file) }
            return html.string + formatSource(text)
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }

    /// The first state, still, for the index.
    private func preview(_ recording: GalleryRecording) -> String? {
        guard let first = recording.states.first else { return nil }
        let single = Timeline(
            steps: [Timeline.Step(caption: "", content: .state(first.inert()))], anchor: "preview")
        var options = recording.options
        options.fontURL = nil
        return single.fragment(options: options)
    }

    private func index(
        _ previews: [(sample: any GallerySample, preview: String?)], fontName: String?
    ) -> String {
        var html = HTMLWriter()
        let options = PageOptions(
            title: "Collor galleries", fontURL: fontName, extraCSS: GalleryPage.css + Self.indexCSS)
        PageRenderer(options: options).writeHead(into: &html)
        html.raw(
            "<body><main class=\"collor-page\">\n<h1>Collor galleries</h1>\n<ul class=\"collor-gallery-index\">\n"
        )
        for (sample, preview) in previews {
            html.raw("<li><a")
            html.link(sample.name + ".html")
            html.raw("><span class=\"collor-gallery-name\">")
            html.text(sample.title)
            html.raw("</span><span class=\"collor-gallery-preview\" aria-hidden=\"true\">")
            html.raw(preview ?? "")
            html.raw("</span></a><p>")
            html.text(sample.summary)
            html.raw("</p></li>\n")
        }
        html.raw("</ul>\n</main></body></html>\n")
        return html.string
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
