import CollorHTMLWriter

/// What a ```` ```gallery ```` block in a page turns into. The site builder is given one; the
/// galleries module plugs its live embed in here.
///
/// ````markdown
/// ```gallery
/// Random
/// ```
/// ````
/// (or ```` ```gallery Random ````) names the sample; an unknown name fails the build.
public protocol GalleryEmbedding: Sendable {
    /// The samples a page may name, in the order the galleries page lists them.
    var names: [String] { get }

    /// The HTML that replaces the block. `root` leads from the page to the site root (`""`,
    /// `"../"`, ...), so the embed can link to files the galleries add.
    func html(for name: String, root: String) -> String

    /// Markdown pages the galleries add to the site, keyed by root-relative source path
    /// (`galleries/random.md`); rendered with the same pipeline and template as `Site/`.
    func pages() -> [String: String]

    /// Files the galleries add to the site as they are (their own pages, a font), keyed by
    /// root-relative output path; links may point at them.
    func files() -> [String: [UInt8]]
}

extension GalleryEmbedding {
    /// The default: no files of their own.
    public func files() -> [String: [UInt8]] { [:] }
}

/// Placeholders for galleries that are not built: a gallery block naming one of `names` still
/// parses, validates and links to a short page saying so. With no names (the default), every
/// gallery block fails the build with its file, line and column.
public struct GalleryPlaceholder: GalleryEmbedding {
    /// The galleries a page may name.
    public let names: [String]

    /// A placeholder for each of `names`; none by default.
    public init(names: [String] = []) { self.names = names }

    /// `<div class="gallery" data-gallery="Name">` with a link to `galleries/name.html`.
    public func html(for name: String, root: String) -> String {
        var buffer = HTMLWriter(escaping: .commonMark)
        buffer.raw("<div class=\"gallery gallery-placeholder\" data-gallery=\"")
        buffer.text(name)
        buffer.raw("\"><p>The live <strong>")
        buffer.text(name)
        buffer.raw("</strong> gallery is not part of this build. <a href=\"")
        buffer.url(root + Self.path(of: name))
        buffer.raw("\">About this gallery</a></p></div>\n")
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    /// One short page per sample that says plainly that the gallery is not built yet.
    public func pages() -> [String: String] {
        var pages: [String: String] = [:]
        for name in names {
            pages["galleries/\(name.lowercased()).md"] = """
                ---
                title: \(name) gallery
                description: The \(name) example gallery (not part of this build).
                ---
                # \(name) gallery

                This site was built without its live galleries, so this page stands in for the
                \(name) gallery and keeps links to it working. A site executable that hands its
                galleries to the site command embeds them.

                """
        }
        return pages
    }

    /// Root-relative output path of a sample's page.
    static func path(of name: String) -> String { "galleries/\(name.lowercased()).html" }
}
