/// How a request for a file that is not a page is answered, from its conditions and its
/// `Range` (RFC 9110, 13 and 14): `If-None-Match` first, `If-Modified-Since` only without it
/// (both for `GET` and `HEAD`); then one byte range, honoured only while `If-Range` still
/// names this version. A request for several ranges gets the whole file (a server may ignore
/// `Range`), so there is no multipart answer to get wrong.
enum FileAnswer: Equatable {
    /// 200, the whole file.
    case whole
    /// 304, no body: the client's copy is this version.
    case notModified
    /// 206, these bytes of the file.
    case part(Range<Int>)
    /// 416: no byte of the range is in the file.
    case unsatisfiable

    /// The answer to a request with `header` (a field's value by its lower-case name, `nil`
    /// when absent) for a file of `size` bytes whose version is `validator`.
    init(header: (String) -> String?, size: Int, validator: FileValidator) {
        if let tags = header("if-none-match") {
            if validator.matches(ifNoneMatch: tags) {
                self = .notModified
                return
            }
        } else if let date = header("if-modified-since"), validator.unmodified(since: date) {
            self = .notModified
            return
        }
        guard let range = header("range") else {
            self = .whole
            return
        }
        // A range of another version would splice two files: the whole file instead.
        if let condition = header("if-range"),
            condition != validator.etag && HTTPDate.parse(condition) != validator.modified
        {
            self = .whole
            return
        }
        self = Self.answer(range: range, size: size)
    }

    /// The answer to the `Range` value `value` alone: one `bytes` range (`first-last`,
    /// `first-`, or `-suffix`), clamped to the file.
    static func answer(range value: String, size: Int) -> FileAnswer {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("bytes=") else { return .whole }
        let specs = trimmed.dropFirst("bytes=".count).split(
            separator: ",", omittingEmptySubsequences: false)
        guard specs.count == 1 else { return .whole }
        let spec = specs[0].trimmingCharacters(in: .whitespaces)
        let ends = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard ends.count == 2, ends[0].allSatisfy(\.isASCIIDigit),
            ends[1].allSatisfy(\.isASCIIDigit), !(ends[0].isEmpty && ends[1].isEmpty)
        else { return .whole }
        // Digits only, but maybe more than an Int holds: such a number is past any file.
        if ends[0].isEmpty {
            guard let suffix = Int(ends[1]) else {
                return size > 0 ? .part(0..<size) : .unsatisfiable
            }
            guard suffix > 0, size > 0 else { return .unsatisfiable }
            return .part(max(0, size - suffix)..<size)
        }
        guard let first = Int(ends[0]), first < size else { return .unsatisfiable }
        let last = ends[1].isEmpty ? size - 1 : min(Int(ends[1]) ?? size - 1, size - 1)
        guard last >= first else { return .whole }
        return .part(first..<last + 1)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
