import CollorHTMLWriter

/// The platforms a page or a member is available on, as pills: `iOS 16.0+`, `macOS 10.15–13.0`
/// (or `Swift –5.6`, deprecated without an introduction) struck through when deprecated, and "Beta" in words, not by colour alone. One list, named for
/// screen readers; written above a page's title (`@Available`, a symbol's platforms) and under
/// a member's declaration on its type's page.
package enum AvailabilityList {
    /// Writes `platforms` as the list; nothing when there are none.
    package static func write(
        _ platforms: [PageMetadata.Availability], into html: inout HTMLWriter
    ) {
        guard !platforms.isEmpty else { return }
        html.raw("<ul class=\"availability\" aria-label=\"Availability\">\n")
        for entry in platforms {
            html.raw(entry.deprecated == nil ? "<li>" : "<li class=\"deprecated\">")
            html.text(entry.platform)
            if let introduced = entry.introduced {
                html.raw(" ")
                html.text(introduced)
                html.raw(entry.deprecated == nil ? "+" : "–")
            }
            if let deprecated = entry.deprecated {
                // Deprecated only (`@available(swift, deprecated: 5.6)`): the range's end.
                if entry.introduced == nil { html.raw(" –") }
                html.text(deprecated)
            }
            if entry.isBeta { html.raw(" <span class=\"beta\">Beta</span>") }
            html.raw("</li>\n")
        }
        html.raw("</ul>\n")
    }
}
