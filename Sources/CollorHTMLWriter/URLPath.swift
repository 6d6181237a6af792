/// The one way a path the site writes (a page, a folder, a gallery, an image) becomes the path of
/// a URL: each `/`-separated segment percent-encoded, so that no file or folder name reads as
/// anything but a path, and every file is reached by the name it was written under.
///
/// A segment keeps what RFC 3986 allows in a path segment (`pchar`: letters, digits,
/// `-._~!$&'()*+,;=@`) except `:`, which in a relative URL's first segment would start a scheme
/// (`javascript:alert(1).html`) and is encoded everywhere so that a link reads the same wherever
/// it starts. Every other byte becomes `%` and two uppercase hex digits: `%` itself, `#` and `?`
/// (which would start a fragment or a query), space, control characters, and each UTF-8 byte of
/// a character outside ASCII (`é` becomes `%C3%A9`). A browser or server decodes the path once
/// and finds the file's own name.
public enum URLPath {
    /// `path` (root-relative or relative, `../` included) with each segment percent-encoded.
    ///
    /// - Complexity: O(n) in the length of the path.
    public static func encoded(_ path: String) -> String {
        let utf8 = path.utf8
        guard !utf8.allSatisfy({ $0 == UInt8(ascii: "/") || isKept($0) }) else { return path }
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * 3)
        for byte in utf8 {
            if byte == UInt8(ascii: "/") || isKept(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `byte` stands for itself in a segment: `pchar` without `:` and `%`.
    static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
            UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
            true
        default: false
        }
    }
}
