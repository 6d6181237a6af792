import Foundation

/// The prebuilt index that `theme/search.js` searches in the browser: one entry per page with its
/// title, headings and the start of its text. Written twice: as JSON, and as a script that sets
/// `window.COLLOR_SEARCH_INDEX`, because pages opened from `file://` may not fetch JSON.
struct SearchIndex {
    struct Entry: Encodable, Equatable {
        /// Title.
        var t: String
        /// Root-relative URL.
        var u: String
        /// Headings with their anchors.
        var h: [[String]]
        /// Text excerpt.
        var x: String
    }

    var entries: [String: Entry] = [:]

    mutating func set(page: SourcePage, rendered: RenderedMarkdown) {
        entries[page.outputPath] = Entry(
            t: page.title, u: page.outputPath,
            h: rendered.headings.filter { $0.level > 1 }.map { [$0.title, $0.anchor] },
            x: rendered.text)
    }

    /// Sorted by URL, keys sorted: the same pages give the same bytes.
    func json() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let sorted = entries.keys.sorted().compactMap { entries[$0] }
        // Encoding strings and arrays of strings cannot fail.
        return Array((try? encoder.encode(sorted)) ?? Data("[]".utf8))
    }

    func script() -> [UInt8] {
        Array("window.COLLOR_SEARCH_INDEX = ".utf8) + json() + Array(";\n".utf8)
    }
}
