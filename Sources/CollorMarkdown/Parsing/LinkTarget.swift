import CollorHTMLWriter

/// What a link's destination is, decided from its text alone: the one reader of DocC's `doc:`
/// scheme, for links, tutorial references and See Also alike.
package enum LinkTarget: Equatable {
    /// `http:`, `https:`, `mailto:` or protocol-relative `//host`: left as written.
    case external
    /// Another scheme (`javascript:`, `data:`, `file:`, ...), as `URLSafety` reads schemes:
    /// stripped unless the page is unsafe.
    case otherScheme
    /// `#anchor` on the same page.
    case anchor(String)
    /// A path inside the site, with an optional `#anchor` (query strings are kept but not checked).
    case relative(path: String, anchor: String?, query: String?)
    /// DocC's `doc:Name#anchor` (also `doc:Module/Name`, `doc:Page/Heading` and
    /// `doc://Bundle/documentation/.../Name`): its path without the bundle, which the site
    /// resolves (the article whose file is `Name.md`, or a heading). The scheme is read in any
    /// case (`<Doc:Name>`), as DocC reads it.
    case documentation(name: String, anchor: String?)

    package init(_ url: String) {
        let utf8 = url.utf8
        if utf8.first == UInt8(ascii: "#") {
            self = .anchor(String(url.dropFirst()))
            return
        }
        if utf8.starts(with: "//".utf8) {
            self = .external
            return
        }
        if Self.hasDocumentationScheme(utf8) {
            var rest = url.dropFirst(4)
            var anchor: String?
            if let hash = rest.firstIndex(of: "#") {
                anchor = String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            // `doc://Bundle/documentation/…`: the bundle is this site.
            if rest.hasPrefix("//") {
                rest = rest.dropFirst(2)
                rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
            }
            let name = rest.split(separator: "/").joined(separator: "/")
            self = .documentation(name: name, anchor: anchor)
            return
        }
        if let scheme = URLSafety.scheme(of: url) {
            self = URLSafety.allowedSchemes.contains(scheme) ? .external : .otherScheme
            return
        }
        // Byte offsets: `#` and `?` are ASCII, so slicing at them never splits a character.
        var pathEnd = utf8.endIndex
        var anchor: String?
        var query: String?
        if let hash = utf8.firstIndex(of: UInt8(ascii: "#")) {
            anchor = String(url[utf8.index(after: hash)...])
            pathEnd = hash
        }
        if let mark = utf8[..<pathEnd].firstIndex(of: UInt8(ascii: "?")) {
            query = String(url[utf8.index(after: mark)..<pathEnd])
            pathEnd = mark
        }
        self = .relative(path: String(url[..<pathEnd]), anchor: anchor, query: query)
    }

    /// Whether `utf8` starts with `doc:` in any case.
    private static func hasDocumentationScheme(_ utf8: String.UTF8View) -> Bool {
        var bytes = utf8.makeIterator()
        for expected in "doc:".utf8 {
            guard let byte = bytes.next() else { return false }
            let lowercased = (65...90).contains(byte) ? byte + 32 : byte
            guard lowercased == expected else { return false }
        }
        return true
    }
}
