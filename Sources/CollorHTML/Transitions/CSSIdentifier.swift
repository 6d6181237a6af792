/// The names a page writes into CSS, element ids and fragment links (a timeline's `anchor`, a
/// transition's keyframe `prefix`): plain ASCII identifiers, so that no name can end a rule, a
/// string or the `<style>` element it is written in.
enum CSSIdentifier {
    /// Whether `name` is an ASCII letter or `_` followed by ASCII letters, digits, `-` and `_`:
    /// a valid CSS identifier that needs no escaping anywhere it is written.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLetter(first) || first == UInt8(ascii: "_") else {
            return false
        }
        return name.utf8.allSatisfy {
            isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
        }
    }

    /// Throws unless `name` is valid; `role` says what the name is for in the error.
    static func check(_ name: String, role: String) throws(CollorHTMLError) {
        guard isValid(name) else { throw .invalidIdentifier(name, role: role) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
