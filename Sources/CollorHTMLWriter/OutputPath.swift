/// Paths of written files that are made from input (a symbol or module name, a gallery's name):
/// turned into safe file names, and checked once more where files are written.
public enum OutputPath {
    /// The longest file name `fileName(for:)` makes, in bytes: file systems allow 255, and a
    /// writer adds an extension and a temporary prefix.
    public static let maximumNameBytes = 200

    /// A file name for `name` that is safe in a path and in a relative URL, and different for
    /// different names.
    ///
    /// ASCII letters, digits and `_` are kept, as are letters outside ASCII (identifiers stay
    /// readable); every other byte becomes `-` and two hex digits (`/(_:_:)` becomes
    /// `-2F-28_-3A_-3A-29`). A `-` is always encoded, so no two names meet, and a name past
    /// `maximumNameBytes` is cut and ends in `--` and a hash of the whole name.
    public static func fileName(for name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                if isLetterOrDigit(byte) || byte == UInt8(ascii: "_") {
                    result.unicodeScalars.append(scalar)
                } else {
                    appendEncoded(byte, to: &result)
                }
            } else if scalar.properties.isAlphabetic {
                result.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { appendEncoded(byte, to: &result) }
            }
        }
        if result.isEmpty { return "-" }
        guard result.utf8.count > maximumNameBytes else { return result }
        var cut = ""
        for scalar in result.unicodeScalars {
            guard cut.utf8.count + String(scalar).utf8.count <= maximumNameBytes - 18 else { break }
            cut.unicodeScalars.append(scalar)
        }
        return cut + "--" + hash(name)
    }

    /// Why `path` may not be written under an output folder, or nil when it may: it must be
    /// relative, `/`-separated, with no empty, `.` or `..` component, no backslash, and no control
    /// character; each component at most 255 bytes.
    public static func problem(in path: String) -> String? {
        if path.isEmpty { return "an empty path" }
        if path.hasPrefix("/") { return "an absolute path" }
        for byte in path.utf8 {
            if byte == 0 { return "a NUL byte" }
            if byte == UInt8(ascii: "\\") { return "a backslash" }
            if byte < 0x20 || byte == 0x7F { return "a control character" }
        }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case "": return "an empty path component"
            case ".", "..": return "a '\(component)' component"
            default:
                if component.utf8.count > 255 { return "a name longer than 255 bytes" }
            }
        }
        return nil
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func appendEncoded(_ byte: UInt8, to result: inout String) {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        result.unicodeScalars.append("-")
        result.unicodeScalars.append(digits[Int(byte >> 4)])
        result.unicodeScalars.append(digits[Int(byte & 0xF)])
    }

    /// 64-bit FNV-1a of the name's UTF-8, as 16 hex digits: the same on every machine and run.
    private static func hash(_ name: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
