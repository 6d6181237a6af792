import CollorGallery
import CollorHTML
import CollorMarkdown
import Foundation

/// The galleries embedded live: each ```` ```gallery ```` block becomes the gallery's collection
/// with its step control and transitions (CSS only), and the site gains a page per gallery and
/// the self-hosted font under `galleries/`. The gallery pages are pages of the site
/// (`GalleryMarkdownPage`): in its navigation, where `galleries/` is the Galleries section with
/// its index, in its search and its sitemap.
///
/// Every gallery's scenario runs once, when the embedding is created; pages and embeds are then
/// only read from what it recorded.
public struct LiveGalleries: GalleryEmbedding {
    /// The folder, relative to the site root, of the gallery pages.
    public static let folder = "galleries/"

    /// The galleries whose scenario ran, by title: the names a gallery block may use.
    public let names: [String]
    /// Problems that did not stop a gallery (a skipped malformed server response), to report.
    public let warnings: [String]
    /// Galleries whose scenario failed; they are left out of `names`, so a block naming one fails
    /// the build with its file, line and column.
    public let failures: [String]
    private let embeds: [String: Embed]
    private let galleryFiles: [String: [UInt8]]
    private let galleryPages: [String: String]

    private let fontName: String?

    struct Embed: Sendable {
        var fileName: String
        /// The gallery's own CSS; the theme's is written per page, with the font's URL from there.
        var css: String
        var timeline: String
    }

    /// Records `galleries` and renders their pages, with `fontFile` beside them and each
    /// gallery's source highlighted like the guides' Swift blocks.
    public init(_ galleries: [any Gallery], fontFile: URL? = Theme.fontFile) {
        let writer = GalleryWriter(
            folder: URL(fileURLWithPath: "."), fontFile: fontFile,
            formatSource: { source in
                var buffer = HTMLWriter(escaping: .commonMark)
                buffer.raw("<pre><code class=\"language-swift\">")
                SwiftHighlighter.highlight(source, into: &buffer)
                buffer.raw("</code></pre>")
                return String(decoding: buffer.bytes, as: UTF8.self)
            })
        let rendering = writer.render(galleries)
        // The pages are the site's own (`pages()`); the font stays a file beside them.
        galleryFiles = Dictionary(
            uniqueKeysWithValues: rendering.files.filter { !$0.key.hasSuffix(".html") }.map {
                (Self.folder + $0.key, $0.value)
            })
        var galleryPages: [String: String] = [:]
        for gallery in galleries {
            guard let recording = rendering.recordings[gallery.name] else { continue }
            let page = GalleryMarkdownPage(
                title: gallery.title, summary: gallery.summary,
                captions: recording.timeline.steps.map(\.caption),
                sources: gallery.sources.compactMap { source in
                    source.text().map { (name: source.name, text: $0) }
                })
            galleryPages[Self.folder + gallery.name + ".md"] = page.markdown
        }
        self.galleryPages = galleryPages
        var warnings = rendering.report.warnings
        failures = rendering.report.failures
        names = galleries.filter { rendering.recordings[$0.name] != nil }.map(\.title)
        var embeds: [String: Embed] = [:]
        fontName = fontFile.map(\.lastPathComponent)
        for gallery in galleries {
            guard let recording = rendering.recordings[gallery.name] else { continue }
            var options = recording.options
            options.fontURL = nil
            var timeline: Timeline
            do {
                timeline = try Timeline(
                    steps: recording.timeline.steps, anchor: "gallery-\(gallery.name)")
                timeline.title = gallery.title
                timeline.widthPicker = true
            } catch {
                warnings.append("\(gallery.title): not embedded: \(error)")
                continue
            }
            let embed = Embed(
                fileName: gallery.name + ".html",
                css: options.extraCSS,
                timeline: timeline.fragment(options: options))
            embeds[gallery.name.lowercased()] = embed
            embeds[gallery.title.lowercased()] = embed
        }
        self.embeds = embeds
        self.warnings = warnings
    }

    /// The gallery's collection with its steps and captions, and a link to its page.
    public func html(for name: String, root: String) -> String {
        guard let embed = embeds[name.lowercased()] else {
            return GalleryPlaceholder(names: names).html(for: name, root: root)
        }
        var html = HTMLWriter()
        html.raw("<div class=\"gallery gallery-live\"")
        html.attribute("data-gallery", name)
        // The page moves each distinct `<style>` to its head once (`HeadStyles`): the theme's
        // apart from the gallery's, so that two galleries on a page share it.
        html.raw(">\n<style>\n")
        let fontURL = fontName.map { root + Self.folder + $0 }
        html.raw(PageRenderer.styleText(Theme.css(fontURL: fontURL)))
        html.raw("</style>\n")
        if !embed.css.isEmpty {
            html.raw("<style>\n")
            html.raw(PageRenderer.styleText(embed.css))
            html.raw("</style>\n")
        }
        html.raw(embed.timeline)
        html.raw("<p class=\"gallery-open\"><a")
        html.link(root + Self.folder + URLPath.encoded(embed.fileName))
        html.raw(">Open the ")
        html.text(name)
        html.raw(" gallery with its source</a></p>\n</div>\n")
        return html.string
    }

    /// A page per gallery, `galleries/<name>.md`, rendered as the site's other pages are.
    public func pages() -> [String: String] { galleryPages }

    /// The font the gallery pages use, by root-relative path.
    public func files() -> [String: [UInt8]] { galleryFiles }
}
