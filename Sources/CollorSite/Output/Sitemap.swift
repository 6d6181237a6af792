import CollorHTML

/// `sitemap.xml`: every page, sorted. With a base URL the locations are absolute, as search engines
/// want; without one they are relative to the sitemap.
enum Sitemap {
    static func xml(paths: [String], baseURL: String?) -> [UInt8] {
        var xml = HTMLWriter(escaping: .commonMark)
        xml.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        xml.raw("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n")
        for path in paths.sorted() {
            xml.raw("<url><loc>")
            xml.text((baseURL ?? "") + URLPath.encoded(path))
            xml.raw("</loc></url>\n")
        }
        xml.raw("</urlset>\n")
        return xml.bytes
    }
}
