/// `sitemap.xml`: every page, sorted. With a base URL the locations are absolute, as search engines
/// want; without one they are relative to the sitemap.
enum Sitemap {
    static func xml(paths: [String], baseURL: String?) -> [UInt8] {
        var xml = HTMLBuffer()
        xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        xml.append("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n")
        for path in paths.sorted() {
            xml.append("<url><loc>")
            xml.appendEscaped((baseURL ?? "") + path)
            xml.append("</loc></url>\n")
        }
        xml.append("</urlset>\n")
        return xml.bytes
    }
}
