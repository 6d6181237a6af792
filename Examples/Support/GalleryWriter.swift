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
    /// The font file to copy beside the pages (`Fonts/DejaVuSans.ttf` in this repository).
    public var fontFile: URL?
    /// The folder of the samples' sources, to show them (`Examples/` in this repository).
    public var sourceFolder: URL?
    /// Turns Swift source into HTML; the default escapes it in a `<pre><code>` block.
    public var formatSource: (String) -> String

    /// Creates a writer to `folder`; the defaults suit a run from the repository's root.
    public init(
        folder: URL, fontFile: URL? = URL(fileURLWithPath: "Fonts/DejaVuSans.ttf"),
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
        /// The files written, relative to `folder`.
        public var written: [String] = []
        /// The samples' warnings, each prefixed with the sample's title.
        public var warnings: [String] = []
        /// The samples whose scenario or page failed, with the error.
        public var failures: [String] = []
    }

    /// Writes the pages of `samples` and, when there is more than one, the index.
    public func write(_ samples: [any GallerySample]) throws -> Report {
        var report = Report()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fontName = try copyFont()
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
                try writeFile(sample.name + ".html", page.page(options: options))
                report.written.append(sample.name + ".html")
                previews.append((sample, preview(recording)))
            } catch {
                report.failures.append("\(sample.title): \(error)")
                previews.append((sample, nil))
            }
        }
        if samples.count > 1 {
            try writeFile("index.html", index(previews, fontName: fontName))
            report.written.append("index.html")
        }
        return report
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

    private func copyFont() throws -> String? {
        guard let fontFile, FileManager.default.fileExists(atPath: fontFile.path) else {
            return nil
        }
        let name = fontFile.lastPathComponent
        try writeFile(name, try Data(contentsOf: fontFile))
        return name
    }

    private func writeFile(_ name: String, _ text: String) throws {
        try writeFile(name, Data(text.utf8))
    }

    private func writeFile(_ name: String, _ data: Data) throws {
        try data.write(to: folder.appendingPathComponent(name), options: .atomic)
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
