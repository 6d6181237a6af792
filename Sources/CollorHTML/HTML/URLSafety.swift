/// Which link targets a page may carry: `http`, `https`, `mailto`, fragments and relative paths.
/// Anything else (`javascript:`, `data:`, `vbscript:`, ...) is dropped, whatever its case or the
/// whitespace and control characters hidden in it.
public enum URLSafety {
    /// The URL when it is safe as an `href`, `nil` otherwise.
    public static func safeHref(_ url: String) -> String? {
        // Browsers ignore these inside a scheme ("java\nscript:"), so compare without them.
        let compact = String(
            String.UnicodeScalarView(
                url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }))
        guard let colon = compact.firstIndex(of: ":") else { return url }
        let beforeColon = compact[..<colon]
        // A colon after a path, query or fragment character is not a scheme separator.
        if beforeColon.contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { return url }
        switch beforeColon.lowercased() {
        case "http", "https", "mailto": return url
        default: return nil
        }
    }
}
