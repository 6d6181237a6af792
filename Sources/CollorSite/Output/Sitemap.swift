import CollorHTML

/// `sitemap.xml`: every page, sorted, at its absolute address. The sitemap protocol allows only
/// absolute locations, so a site without a base URL has no sitemap (the command says so).
enum Sitemap {
    /// The sitemap's root-relative output path.
    static let path = "sitemap.xml"

    /// The sitemap listing `paths` under `baseURL` (which ends with `/`).
    static func xml(paths: [String], baseURL: String) -> [UInt8] {
        var xml = HTMLWriter(escaping: .commonMark)
        xml.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        xml.raw("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n")
        for path in paths.sorted() {
            xml.raw("<url><loc>")
            xml.text(baseURL + URLPath.encoded(path))
            xml.raw("</loc></url>\n")
        }
        xml.raw("</urlset>\n")
        return xml.bytes
    }
}
