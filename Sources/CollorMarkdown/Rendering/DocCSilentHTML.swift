/// Raw HTML that `docc convert` drops without a word and that loses a reader nothing, so
/// collor, which also drops it, does not warn either: comments, and `<details>` and `<summary>`
/// tags (the disclosure's markdown content is kept). Any other markup is still reported as
/// stripped (`strippedHTML`, a kind of collor's own: docc says nothing about raw HTML at all).
enum DocCSilentHTML {
    /// True when every tag of `html` is a comment or a `details` or `summary` tag.
    ///
    /// - Complexity: O(`html.utf8.count`).
    static func isSilent(_ html: String) -> Bool {
        var bytes = html.utf8[...]
        while let open = bytes.firstIndex(of: UInt8(ascii: "<")) {
            bytes = bytes[bytes.index(after: open)...]
            if bytes.starts(with: "!--".utf8) {
                guard let end = Self.range(of: "-->", in: bytes) else { return false }
                bytes = bytes[end...]
                continue
            }
            if bytes.first == UInt8(ascii: "/") { bytes = bytes.dropFirst() }
            let name = bytes.prefix { Self.isNameByte($0) }
            let lowered = String(decoding: name, as: UTF8.self).lowercased()
            guard lowered == "details" || lowered == "summary" else { return false }
            bytes = bytes[name.endIndex...]
        }
        return true
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// The index just past the first `needle` in `bytes`.
    private static func range(of needle: String, in bytes: Substring.UTF8View.SubSequence)
        -> Substring.UTF8View.Index?
    {
        var rest = bytes
        let first = needle.utf8.first
        while let index = rest.firstIndex(where: { $0 == first }) {
            let tail = rest[index...]
            if tail.starts(with: needle.utf8) {
                return tail.index(index, offsetBy: needle.utf8.count)
            }
            rest = rest[rest.index(after: index)...]
        }
        return nil
    }
}
