/// Turns heading text into anchors that are stable (the same text gives the same anchor on every
/// build) and unique within a page (a repeated heading gets `-1`, `-2`, ...).
package struct Slugger {
    /// Anchors as DocC writes them (`Fill-a-basket`) rather than lowercase slugs.
    let docc: Bool

    /// - Parameter reserved: Ids the page around the markdown already uses (a template's
    ///   `content`, `menu`): a heading with such an anchor gets `-1`, as a repeated one does.
    /// - Parameter claimed: The anchors a generated page's headings set: a slug
    ///   never takes one, whichever heading comes first (an API page's group `Indices` before
    ///   its member `indices`).
    package init(docc: Bool = false, reserved: Set<String> = [], claimed: Set<String> = []) {
        self.docc = docc
        for id in reserved.sorted() { markUsed(id) }
        for id in claimed.subtracting(reserved).sorted() {
            markUsed(id)
            claims.insert(id)
        }
    }

    /// Claimed anchors not yet given to their heading.
    private var claims: Set<String> = []

    /// Anchors used so far. A page has a handful of headings, so a linear scan beats hashing; past
    /// `setThreshold` they move to a set so long pages stay linear overall.
    private var usedList: [String] = []
    private var usedSet: Set<String> = []
    private static let setThreshold = 64
    /// For each base that was taken at least once, the suffix to try next: every `base-k` below
    /// it is known to be used, so a repeated heading does not test them all again.
    private var nextSuffix: [String: Int] = [:]
    /// Candidates checked so far, so that tests can check the work stays linear.
    private(set) var candidatesTried = 0

    private func isUsed(_ slug: String) -> Bool {
        usedList.count < Self.setThreshold ? usedList.contains(slug) : usedSet.contains(slug)
    }

    private mutating func markUsed(_ slug: String) {
        if usedList.count < Self.setThreshold {
            usedList.append(slug)
            if usedList.count == Self.setThreshold { usedSet = Set(usedList) }
        } else {
            usedSet.insert(slug)
        }
    }

    /// Lowercased letters and digits, other runs of characters collapsed into one `-`.
    ///
    /// ASCII is handled byte by byte (headings are mostly ASCII); other letters are kept,
    /// lowercased.
    package static func slug(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingDash = false
        var needsUnicode = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if pendingDash && !result.isEmpty { result.append(UInt8(ascii: "-")) }
                pendingDash = false
                result.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingDash && !result.isEmpty { result.append(UInt8(ascii: "-")) }
                pendingDash = false
                result.append(byte + 32)
            case 0x80...:
                needsUnicode = true
            default:
                pendingDash = true
            }
            if needsUnicode { break }
        }
        if needsUnicode { return unicodeSlug(text) }
        return result.isEmpty ? "section" : String(decoding: result, as: UTF8.self)
    }

    private static func unicodeSlug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let isDigit = ("0"..."9").contains(scalar)
            if isDigit || scalar.properties.isAlphabetic {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(
                    contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "section" : result
    }

    /// A heading's anchor as DocC makes it (`urlReadableFragment` in swift-docc), so that links
    /// to a hosted DocC page's headings work here too: the text as written, its runs of spaces,
    /// tabs, hyphens and en or em dashes one `-`, then its punctuation (Unicode's, but `-`) and
    /// backticks removed. `Using `init(x:)`` → `Using-initx`; `Fill a basket` → `Fill-a-basket`.
    package static func doccFragment(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\t"
                || scalar.properties.generalCategory == .spaceSeparator
                || "-\u{2013}\u{2014}".unicodeScalars.contains(scalar)
            {
                pendingDash = true
                continue
            }
            if pendingDash && !result.isEmpty { result.append("-") }
            pendingDash = false
            if scalar != "`" && !isPunctuation(scalar) { result.append(scalar) }
        }
        return result.isEmpty ? "section" : String(result)
    }

    /// Foundation's `CharacterSet.punctuationCharacters`: Unicode's categories P*.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            true
        default: false
        }
    }

    /// The slug of `text`, suffixed with the first `-1`, `-2`, ... that the page has not used.
    ///
    /// Anchors are never released, so once `base-k` is found used it stays used: the search for
    /// a repeated base resumes where the previous one stopped. Each used anchor is skipped at most
    /// once (it is `base-k` for a single base and k), which keeps repeated headings linear.
    ///
    /// - Complexity: Amortized O(m) in the length of the text.
    mutating func uniqueSlug(_ text: String) -> String {
        unique(docc ? Self.doccFragment(text) : Self.slug(text))
    }

    /// `base`, or `base` suffixed with the first `-1`, `-2`, ... that the page has not used.
    mutating func unique(_ base: String) -> String {
        if claims.remove(base) != nil { return base }
        var candidate = base
        candidatesTried += 1
        guard isUsed(candidate) else {
            markUsed(candidate)
            return candidate
        }
        var counter = nextSuffix[base] ?? 1
        candidate = "\(base)-\(counter)"
        candidatesTried += 1
        while isUsed(candidate) {
            counter += 1
            candidatesTried += 1
            candidate = "\(base)-\(counter)"
        }
        nextSuffix[base] = counter + 1
        markUsed(candidate)
        return candidate
    }
}
