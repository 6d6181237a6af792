import CollorHTML
import CollorMarkdown
import Foundation

/// The search index that `theme/search.js` loads when a reader first searches, in small script
/// files that register themselves (pages opened from `file://` may not `fetch()` JSON):
///
/// - `search-index.js`: the number of pages, the list of term shards and where each file of them
///   starts (`packs`);
/// - `search/t-<key>.js`: every term of the shard's key (`shardKey(of:)`: its first two
///   characters when they are ASCII, else one of `hashedShards` buckets), each with its postings:
///   the pages holding it, delta-coded, with whether it is in the title, a heading or the text,
///   and which heading. Small shards share a file (up to `packBytes`, in key order, named after
///   its first key): a site of a few pages writes a few files, not one per pair of letters;
/// - `search/d-<n>.js`: the title, URL, headings and summary of `documentShardSize` pages.
///
/// A query loads the manifest, one term shard per word and the document shards of the results
/// it shows, so what it loads does not grow with the number of pages as a single index would.
/// Every word of every page counts: the full text, titles and headings, and symbol names both
/// whole (`collectiondata`) and by their camel-case parts (`collection`, `data`).
struct SearchIndex {
    /// Pages per document shard.
    static let documentShardSize = 100
    /// The most bytes of term shards a file packs together (a larger shard has a file of its own).
    static let packBytes = 16_384
    /// Longer words are cut: no one types them, and they would only grow the shards.
    static let maximumTermLength = 48
    /// Buckets for the terms that start with a character outside ASCII: the pairs of Chinese,
    /// Japanese or Korean characters alone number in the hundreds of millions (a page of 252 KB
    /// of CJK text wrote 36,000 shards when each pair had its own).
    static let hashedShards = 1_024
    /// The most term shards an index writes, whatever its text: a shard per pair of ASCII letters
    /// and digits (as the terms are lowercased), and the buckets.
    static let maximumTermShards = 36 * 36 + hashedShards

    /// What the index holds of one page; computed by the render workers.
    struct Entry: Equatable, Sendable {
        var title: String
        /// Root-relative output path; the shard writes it through `URLPath.encoded(_:)`.
        var url: String
        /// Headings below the title with their anchors.
        var headings: [(title: String, anchor: String)]
        /// The start of the text, shown under a result.
        var summary: String
        /// Terms, sorted, each with its fields and first heading.
        var terms: [Term] {
            get { packedTerms.terms }
            set { packedTerms = PackedTerms(newValue) }
        }
        /// The terms as the index keeps them between rebuilds: every page's are held at once.
        private var packedTerms: PackedTerms

        init(
            title: String, url: String, headings: [(title: String, anchor: String)],
            summary: String, terms: [Term]
        ) {
            self.title = title
            self.url = url
            self.headings = headings
            self.summary = summary
            self.packedTerms = PackedTerms(terms)
        }

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.title == rhs.title && lhs.url == rhs.url && lhs.summary == rhs.summary
                && lhs.packedTerms == rhs.packedTerms && lhs.headings.count == rhs.headings.count
                && zip(lhs.headings, rhs.headings).allSatisfy {
                    $0.title == $1.title && $0.anchor == $1.anchor
                }
        }
    }

    struct Term: Equatable, Sendable {
        var text: String
        /// `Field` bits.
        var fields: UInt8
        /// The first heading (index into `headings`) holding the term, or -1.
        var heading: Int32

        mutating func add(_ field: UInt8, _ heading: Int32) {
            fields |= field
            if self.heading < 0 { self.heading = heading }
        }
    }

    enum Field {
        static let text: UInt8 = 1
        static let heading: UInt8 = 2
        static let title: UInt8 = 4
    }

    /// Pages by output path.
    var entries: [String: Entry] = [:]

    mutating func set(_ entry: Entry) { entries[entry.url] = entry }

    /// The entry of a rendered page.
    ///
    /// - Complexity: O(length of the page's text).
    static func entry(title: String, url: String, rendered: RenderedMarkdown) -> Entry {
        let headings = rendered.headings.filter { $0.level > 1 && $0.isShown }.map {
            (title: $0.title, anchor: $0.anchor)
        }
        var terms: [String: Term] = [:]
        func add(_ term: String, _ field: UInt8, heading: Int32 = -1) {
            terms[term, default: Term(text: term, fields: 0, heading: -1)].add(field, heading)
        }
        let text = rendered.text
        SearchTerms.forEach(in: text, splittingCamelCase: false) { add($0, Field.text) }
        SearchTerms.forEach(in: title, splittingCamelCase: true) { add($0, Field.title) }
        for (number, heading) in headings.enumerated() {
            SearchTerms.forEach(in: heading.title, splittingCamelCase: true) {
                add($0, Field.heading, heading: Int32(number))
            }
        }
        // The text starts with the page's first heading, which the result already shows.
        let lead = rendered.firstHeading.flatMap { text.hasPrefix($0) ? $0 : nil } ?? ""
        let body = text.dropFirst(lead.count).drop { $0 == " " }
        return Entry(
            title: title, url: url, headings: headings,
            summary: SearchTerms.summary(of: String(body)),
            terms: terms.values.sorted { $0.text < $1.text })
    }

    /// The manifest, the term shards and the document shards, by root-relative path. Pages are
    /// numbered in URL order and shards written with sorted keys: the same pages give the same
    /// bytes.
    ///
    /// - Complexity: O(total number of terms of all pages, log of it for sorting).
    func files() -> [String: [UInt8]] {
        let urls = entries.keys.sorted()
        var shardBytes: [String: [UInt8]] = [:]
        for (key, terms) in Self.postingsByShard(entries, urls: urls) {
            shardBytes[key] = Self.termShard(key, terms: terms)
        }
        let packed = Self.packedTermShards(shardBytes)
        var files = packed.files
        for shard in 0..<Self.documentShards(pages: urls.count) {
            files["search/d-\(shard).js"] = Self.documentShard(shard, urls: urls, entries: entries)
        }
        files["search-index.js"] = Self.manifest(
            pages: urls.count, keys: shardBytes.keys.sorted(), packs: packed.packs)
        return files
    }

    /// Postings by term, terms by shard key: pages in URL order, so each term's postings are in
    /// page order.
    static func postingsByShard(_ entries: [String: Entry], urls: [String])
        -> [String: [String: [Posting]]]
    {
        var shards: [String: [String: [Posting]]] = [:]
        for (page, url) in urls.enumerated() {
            guard let entry = entries[url] else { continue }
            for term in entry.terms {
                shards[shardKey(of: term.text), default: [:]][term.text, default: []].append(
                    Posting(page: page, fields: term.fields, heading: term.heading))
            }
        }
        return shards
    }

    /// The script of one term shard: each term's postings delta-coded with their fields, and
    /// the headings of those found in one.
    static func termShard(_ key: String, terms: [String: [Posting]]) -> [UInt8] {
        var json = JSONText()
        json.raw("COLLOR_SEARCH.register(\"t-\(key)\",{\"p\":{")
        var headings = JSONText()
        for (number, term) in terms.keys.sorted().enumerated() {
            let postings = terms[term] ?? []
            if number > 0 { json.raw(",") }
            json.string(term)
            json.raw(":[")
            var previous = 0
            var headingPairs: [Int] = []
            for (index, posting) in postings.enumerated() {
                if index > 0 { json.raw(",") }
                json.number((posting.page - previous) * 8 + Int(posting.fields))
                previous = posting.page
                if posting.heading >= 0 {
                    headingPairs += [posting.page, Int(posting.heading)]
                }
            }
            json.raw("]")
            guard !headingPairs.isEmpty else { continue }
            headings.raw(headings.isEmpty ? "" : ",")
            headings.string(term)
            headings.raw(":")
            headings.numbers(headingPairs)
        }
        json.raw("},\"h\":{")
        json.append(headings)
        json.raw("}});\n")
        return json.bytes
    }

    /// Consecutive shards, in key order, share a file up to `packBytes`; `packs` lists where
    /// each file starts among the keys, so search.js finds a key's file.
    static func packedTermShards(_ shardBytes: [String: [UInt8]])
        -> (files: [String: [UInt8]], packs: [Int])
    {
        var files: [String: [UInt8]] = [:]
        let keys = shardBytes.keys.sorted()
        var packs: [Int] = []
        var pack: [UInt8] = []
        for (index, key) in keys.enumerated() {
            let bytes = shardBytes[key] ?? []
            if packs.isEmpty || (!pack.isEmpty && pack.count + bytes.count > packBytes) {
                if let start = packs.last { files["search/t-\(keys[start]).js"] = pack }
                packs.append(index)
                pack = []
            }
            pack += bytes
        }
        if let start = packs.last { files["search/t-\(keys[start]).js"] = pack }
        return (files, packs)
    }

    /// How many document shards `pages` pages fill.
    static func documentShards(pages: Int) -> Int {
        (pages + documentShardSize - 1) / documentShardSize
    }

    /// The script of document shard `shard`: the title, URL, headings and summary of its pages.
    static func documentShard(_ shard: Int, urls: [String], entries: [String: Entry]) -> [UInt8] {
        let start = shard * documentShardSize
        var json = JSONText()
        json.raw("COLLOR_SEARCH.register(\"d-\(shard)\",[")
        for (index, url) in urls[start..<min(start + documentShardSize, urls.count)].enumerated() {
            guard let entry = entries[url] else { continue }
            if index > 0 { json.raw(",\n") }
            json.raw("[")
            json.string(entry.title)
            json.raw(",")
            // The one encoder's URL: search.js puts nothing else in a link.
            json.string(URLPath.encoded(entry.url))
            json.raw(",[")
            for (number, heading) in entry.headings.enumerated() {
                json.raw(number > 0 ? ",[" : "[")
                json.string(heading.title)
                json.raw(",")
                json.string(heading.anchor)
                json.raw("]")
            }
            json.raw("],")
            json.string(entry.summary)
            json.raw("]")
        }
        json.raw("]);\n")
        return json.bytes
    }

    /// `search-index.js`: the number of pages, the term shards' keys and where each file of
    /// them starts.
    static func manifest(pages: Int, keys: [String], packs: [Int]) -> [UInt8] {
        var manifest = JSONText()
        manifest.raw("COLLOR_SEARCH.register(\"index\",{\"pages\":")
        manifest.number(pages)
        manifest.raw(",\"docs\":")
        manifest.number(documentShardSize)
        manifest.raw(",\"terms\":")
        manifest.strings(keys)
        manifest.raw(",\"packs\":")
        manifest.numbers(packs)
        manifest.raw("});\n")
        return manifest.bytes
    }

    /// The shard of `term`, which `search.js` computes the same way: its first two Unicode
    /// scalars in hex when both are ASCII (`ze` → `7a65`), else `u` and their bucket in hex
    /// (`(first × 31 + second) mod hashedShards`), so that the shards are bounded in number
    /// whatever the script.
    static func shardKey(of term: String) -> String {
        let scalars = Array(term.unicodeScalars.prefix(2))
        guard scalars.allSatisfy(\.isASCII) else {
            let first = Int(scalars.first?.value ?? 0)
            let second = Int(scalars.dropFirst().first?.value ?? 0)
            return "u" + String((first * 31 + second) % hashedShards, radix: 16)
        }
        var key = ""
        for scalar in scalars {
            let hex = String(scalar.value, radix: 16)
            key += hex.count == 1 ? "0" + hex : hex
        }
        return key
    }
}
