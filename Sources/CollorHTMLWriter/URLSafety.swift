/// The one allow-list of link targets, for pages and for the markdown pipeline alike: `http`,
/// `https`, `mailto`, fragments and relative paths (protocol-relative `//host` included). Any
/// other scheme (`javascript:`, `data:`, `vbscript:`, ...) is refused, whatever its case or the
/// whitespace and control characters hidden in it.
///
/// A scheme is whatever comes before the first `:`, unless a `/`, `?` or `#` comes first (then the
/// colon belongs to a path, query or fragment). That is stricter than a browser, which also
/// requires the scheme to be ASCII letters, digits, `+`, `-` and `.`: refusing `1a:b` costs
/// nothing, and write `./a:b` for a relative path with a colon.
public enum URLSafety {
    /// The schemes a link may use, lowercased.
    public static let allowedSchemes = ["http", "https", "mailto"]

    /// The URL's scheme, lowercased (ASCII only), with every whitespace and control character
    /// taken out: browsers skip leading spaces and ignore tabs and line feeds inside a scheme
    /// (`java\nscript:`), so taking them all out refuses at least what a browser would run.
    /// `nil` for a relative URL or a fragment.
    ///
    /// - Complexity: O(n) in the length of the URL, at most.
    public static func scheme(of url: String) -> String? {
        let utf8 = url.utf8
        var needsCleaning = false
        for index in utf8.indices {
            switch utf8[index] {
            case UInt8(ascii: ":"):
                // Most links name their scheme plainly: a substring of the URL, no new bytes.
                guard needsCleaning else { return String(url[..<index]) }
                // Dropping bytes below 0x80 never splits a multi-byte character.
                let cleaned = utf8[..<index].compactMap { byte -> UInt8? in
                    switch byte {
                    case 0...0x20, 0x7F: nil
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
                    default: byte
                    }
                }
                return String(decoding: cleaned, as: UTF8.self)
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                return nil
            case 0...0x20, 0x7F, UInt8(ascii: "A")...UInt8(ascii: "Z"):
                needsCleaning = true
            default:
                continue
            }
        }
        return nil
    }

    /// Whether `url` may be a link target: it is relative, a fragment, or its scheme is allowed.
    public static func isAllowed(_ url: String) -> Bool {
        guard let scheme = scheme(of: url) else { return true }
        return allowedSchemes.contains(scheme)
    }

    /// The URL when it is safe as an `href`, `nil` otherwise.
    public static func safeHref(_ url: String) -> String? {
        isAllowed(url) ? url : nil
    }
}
