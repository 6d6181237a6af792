import CollorGallery
import CollorHTML
import CollorMarkdown
import Foundation

/// The galleries embedded live: each ```` ```gallery ```` block becomes the gallery's collection
/// with its step control and transitions (CSS only), and the site gains a page per gallery and
/// the self-hosted font under `galleries/`. The gallery pages are pages of the site, generated
/// as its API pages are (`LiveGalleries.page(of:recording:sources:)`): in its navigation, where
/// `galleries/` is the Galleries section with its index, in its search and its sitemap.
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
    /// The galleries' own pages, by root-relative source path (`galleries/random.md`).
    let generatedPages: [String: GeneratedPage]
    /// Each gallery's first step at the phone width, still, for its folder's index: by the
    /// gallery page's output path (`galleries/random.html`).
    let previews: [String: String]

    private let fontName: String?

    struct Embed: Sendable {
        var fileName: String
        /// The gallery's own CSS; the theme's is written per page, with the font's URL from there.
        var css: String
        var timeline: String
    }

    /// Records `galleries` (their scenarios run here, once) and makes their pages, with
    /// `fontFile` beside them.
    public init(_ galleries: [any Gallery], fontFile: URL? = Theme.fontFile) {
        let writer = GalleryWriter(folder: URL(fileURLWithPath: "."), fontFile: fontFile)
        var report = GalleryWriter.Report()
        var recorded: [(gallery: any Gallery, recording: GalleryRecording)] = []
        for gallery in galleries {
            guard let recording = writer.record(gallery, into: &report) else { continue }
            recorded.append((gallery, recording))
        }
        // The pages are the site's own (`generatedPages`); the font stays a file beside them.
        galleryFiles = writer.font(for: galleries).map { [Self.folder + $0.name: $0.bytes] } ?? [:]
        var warnings = report.warnings
        failures = report.failures
        names = recorded.map(\.gallery.title)
        var embeds: [String: Embed] = [:]
        var pages: [String: GeneratedPage] = [:]
        var previews: [String: String] = [:]
        fontName = fontFile.map(\.lastPathComponent)
        for (gallery, recording) in recorded {
            var options = recording.options
            options.fontURL = nil
            var timeline: Timeline
            do {
                timeline = try Timeline(
                    steps: recording.timeline.steps, anchor: "gallery-\(gallery.name)")
                timeline.title = gallery.title
                timeline.widthPicker = true
                timeline.traits = recording.timeline.traits
                timeline.variants = recording.timeline.variants
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
            var sources: [(name: String, text: String)] = []
            for source in gallery.sources {
                guard let text = source.text() else {
                    warnings.append("\(gallery.title): cannot read the source \(source.name)")
                    continue
                }
                sources.append((source.name, text))
            }
            previews[Self.folder + gallery.name + ".html"] = Self.preview(
                of: gallery, recording: recording, number: previews.count, fontName: fontName)
            pages[Self.folder + gallery.name + ".md"] = Self.page(
                of: gallery,
                embed: Self.html(
                    of: embed, named: gallery.title, root: "../", fontName: fontName,
                    linked: false),
                captions: recording.timeline.steps.map(\.caption), sources: sources)
        }
        self.embeds = embeds
        self.generatedPages = pages
        self.previews = previews
        self.warnings = warnings
    }

    /// The gallery's collection with its steps and captions, and a link to its page.
    public func html(for name: String, root: String) -> String {
        guard let embed = embeds[name.lowercased()] else {
            return GalleryPlaceholder(names: names).html(for: name, root: root)
        }
        return Self.html(of: embed, named: name, root: root, fontName: fontName, linked: true)
    }

    /// The embed of a gallery named `name`, with a link to its page when `linked` (its own
    /// page does not link to itself).
    static func html(
        of embed: Embed, named name: String, root: String, fontName: String?, linked: Bool
    ) -> String {
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
        if linked {
            html.raw("<p class=\"gallery-open\"><a")
            html.link(root + Self.folder + URLPath.encoded(embed.fileName))
            html.raw(">Open the ")
            html.text(name)
            html.raw(" gallery with its source</a></p>\n")
        }
        html.raw("</div>\n")
        return html.string
    }

    /// None: the galleries' pages are generated pages of the site (`sitePages`), not markdown.
    public func pages() -> [String: String] { [:] }

    /// The font the gallery pages use, by root-relative path.
    public func files() -> [String: [UInt8]] { galleryFiles }
}
