import CollorHTML
import Foundation

/// A gallery page: a title and summary, the timeline of the gallery's states with its step
/// control and captions, and the gallery's source in a collapsible block.
public struct GalleryPage {
    /// The gallery's title, the page's heading.
    public var title: String
    /// What the gallery shows, under the heading.
    public var summary: String
    /// The states and transitions, with their step control.
    public var timeline: Timeline
    /// The gallery's source, as HTML the caller already escaped or highlighted; `nil` leaves it out.
    public var sourceHTML: String?
    /// Links shown above the title, for example back to the gallery index.
    public var backLink: (label: String, href: String)?

    /// Creates a gallery page.
    public init(
        title: String, summary: String, timeline: Timeline, sourceHTML: String? = nil,
        backLink: (label: String, href: String)? = nil
    ) {
        self.title = title
        self.summary = summary
        self.timeline = timeline
        self.sourceHTML = sourceHTML
        self.backLink = backLink
    }

    /// The page's body content, to embed in a documentation page that has the theme CSS.
    public func fragment(options: PageOptions) -> String {
        var html = HTMLWriter()
        write(into: &html, options: options)
        return html.string
    }

    /// Appends `fragment(options:)` to `html`, without a string of its own.
    func write(into html: inout HTMLWriter, options: PageOptions) {
        html.raw("<article class=\"collor-gallery\">\n")
        if let backLink {
            html.raw("<p class=\"collor-gallery-back\"><a")
            html.link(backLink.href)
            html.raw(">")
            html.text(backLink.label)
            html.raw("</a></p>\n")
        }
        html.element("h1") { $0.text(title) }
        html.raw("\n")
        html.element("p", class: "collor-gallery-summary") { $0.text(summary) }
        html.raw("\n")
        // Every width the gallery was recorded at is reachable on any screen.
        var timeline = timeline
        timeline.widthPicker = true
        timeline.write(into: &html, options: options)
        if let sourceHTML {
            html.raw("<details class=\"collor-gallery-source\"><summary>Swift source</summary>\n")
            html.raw(sourceHTML)
            html.raw("\n</details>\n")
        }
        html.raw("</article>\n")
    }

    /// A whole page.
    public func page(options: PageOptions) -> String {
        String(decoding: pageBytes(options: options), as: UTF8.self)
    }

    /// The bytes of `page(options:)`, with no copy of the page but the one returned.
    package func pageBytes(options: PageOptions) -> [UInt8] {
        var named = options
        named.title = title
        named.extraCSS = Self.css + options.extraCSS
        return PageRenderer(options: named).pageBytes { write(into: &$0, options: named) }
    }

    /// The CSS of gallery pages and the gallery index.
    public static let css = """
        body{margin:0;background:#f4f5f7;color:#1d1f23;font-family:"Collor Sans",sans-serif}
        .collor-page{max-width:1100px;margin:0 auto;padding:16px}
        .collor-gallery h1{font-size:28px;margin:8px 0}
        .collor-gallery-summary{max-width:70ch;line-height:1.5}
        .collor-gallery .collor-fit{margin:0 -16px}
        .collor-gallery-source{margin-top:24px;background:#fff;border:1px solid #d5d8de;border-radius:6px;padding:8px 12px}
        .collor-gallery-source h2{font-size:1.17em}
        .collor-gallery-code{overflow-x:auto}
        .collor-gallery-source pre{overflow:visible;font-size:13px;line-height:1.45}
        .collor-gallery-source .k{color:#a626a4}.collor-gallery-source .t{color:#0b6e99}.collor-gallery-source .s{color:#387c37}.collor-gallery-source .n{color:#986801}.collor-gallery-source .c,.collor-gallery-source .d{color:#6a737d}.collor-gallery-source .a{color:#8c6000}.collor-gallery-source .l{color:#3563d0}
        @media (prefers-color-scheme:dark){body{background:#16181c;color:#e6e8eb}.collor-gallery-source{background:#1f2227;border-color:#343842}.collor-steps a{color:#8ab4f8}.collor-gallery-source .k{color:#c678dd}.collor-gallery-source .t{color:#56b6c2}.collor-gallery-source .s{color:#98c379}.collor-gallery-source .n{color:#d19a66}.collor-gallery-source .c,.collor-gallery-source .d{color:#9095a0}}

        """
}
