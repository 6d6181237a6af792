/// Turns heading text into anchors that are stable (the same text gives the same anchor on every
/// build) and unique within a page (a repeated heading gets `-1`, `-2`, ...).
struct Slugger {
    private var used: [String: Int] = [:]

    /// Lowercased ASCII letters and digits, other runs of characters collapsed into one `-`.
    static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let isWordCharacter =
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            if isWordCharacter || (!scalar.isASCII && scalar.properties.isAlphabetic) {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "section" : result
    }

    /// The slug of `text`, suffixed when the page already used it.
    mutating func uniqueSlug(_ text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var counter = used[base, default: 0]
        while used[candidate] != nil {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        used[base] = counter
        used[candidate] = 0
        return candidate
    }
}
