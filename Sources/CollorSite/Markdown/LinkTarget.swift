/// What a link's destination is, decided from its text alone.
enum LinkTarget: Equatable {
    /// `http:`, `https:`, `mailto:` or protocol-relative `//host`: left as written.
    case external
    /// Another scheme (`javascript:`, `data:`, `file:`, ...): stripped unless the page is unsafe.
    case otherScheme
    /// `#anchor` on the same page.
    case anchor(String)
    /// A path inside the site, with an optional `#anchor` (query strings are kept but not checked).
    case relative(path: String, anchor: String?, query: String?)

    init(_ url: String) {
        if url.hasPrefix("#") {
            self = .anchor(String(url.dropFirst()))
            return
        }
        if url.hasPrefix("//") {
            self = .external
            return
        }
        if let scheme = Self.scheme(of: url) {
            self = ["http", "https", "mailto"].contains(scheme) ? .external : .otherScheme
            return
        }
        var rest = Substring(url)
        var anchor: String?
        var query: String?
        if let hash = rest.firstIndex(of: "#") {
            anchor = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        }
        self = .relative(path: String(rest), anchor: anchor, query: query)
    }

    /// The lowercased scheme when the URL starts with `letter (letter | digit | + - .)* :`.
    private static func scheme(of url: String) -> String? {
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let candidate = url[..<colon]
        guard let first = candidate.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic
        else { return nil }
        let valid = candidate.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
        }
        return valid ? candidate.lowercased() : nil
    }
}
