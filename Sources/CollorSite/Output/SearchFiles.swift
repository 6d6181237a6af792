import CollorHTML

/// The search index's files as last written (`SearchIndex.files()`), with what they were made
/// from: a rebuild that changed a few pages' entries writes again only the term shards their
/// terms fall in, their document shard and the manifest, not the index of every page. The
/// bytes are those `SearchIndex.files()` writes for the same entries.
struct SearchFiles {
    /// The entries the files hold, by URL.
    private var entries: [String: SearchIndex.Entry] = [:]
    /// The pages' URLs in order: a page's number is its place here.
    private var urls: [String] = []
    private var pageNumbers: [String: Int] = [:]
    /// Postings by term, terms by shard key, postings in page order.
    private var shards: [String: [String: [SearchIndex.Posting]]] = [:]
    /// Each pack file, by its first key, with the keys it holds and where each one's shard ends
    /// in it: a shard's bytes are kept once, in its pack.
    private var packs: [String: Pack] = [:]
    private var documentShards: [Int: [UInt8]] = [:]
    private var manifest: [UInt8] = []

    /// The files, by root-relative path.
    var files: [String: [UInt8]] {
        var files: [String: [UInt8]] = ["search-index.js": manifest]
        for (first, pack) in packs { files["search/t-\(first).js"] = pack.bytes }
        for (shard, bytes) in documentShards { files["search/d-\(shard).js"] = bytes }
        return files
    }

    /// Whether the root-relative `path` is one of the search index's files.
    static func holds(_ path: String) -> Bool {
        path == "search-index.js" || path.hasPrefix("search/")
    }

    /// The files of `index`, all written.
    init(_ index: SearchIndex = SearchIndex()) {
        entries = index.entries
        urls = entries.keys.sorted()
        pageNumbers = Dictionary(
            urls.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        shards = SearchIndex.postingsByShard(entries, urls: urls)
        var fresh: [String: [UInt8]] = [:]
        for (key, terms) in shards { fresh[key] = SearchIndex.termShard(key, terms: terms) }
        for shard in 0..<SearchIndex.documentShards(pages: urls.count) {
            documentShards[shard] = SearchIndex.documentShard(shard, urls: urls, entries: entries)
        }
        repack(fresh: fresh, touched: Set(fresh.keys))
    }

    /// The files of `index`, written again where its entries differ from the last ones. When
    /// pages came or went, every number after them moves: all is written again. With `changed`,
    /// the caller knows that only those URLs' entries may differ, and the others are not
    /// compared (a one-page edit looks at one entry, not the site's).
    ///
    /// - Complexity: O(pages) to compare (O(`changed`) with it), plus the size of the shards
    ///   the changed pages touch.
    mutating func update(to index: SearchIndex, changed: Set<String>? = nil) {
        let numbers = pageNumbers
        let known = { (url: String) in numbers[url] != nil }
        guard index.entries.count == entries.count,
            changed.map({ $0.allSatisfy { known($0) && index.entries[$0] != nil } })
                ?? index.entries.keys.allSatisfy(known)
        else {
            self = SearchFiles(index)
            return
        }
        var touched = Set<String>()
        var touchedDocuments = Set<Int>()
        for url in changed.map({ Array($0) }) ?? Array(index.entries.keys) {
            guard let entry = index.entries[url], let old = entries[url], old != entry,
                let page = pageNumbers[url]
            else {
                continue
            }
            // Only the terms whose posting for this page changed: an edit of a sentence touches
            // the shards of its few words, not of every word of the page.
            let kept = Set(old.terms.map(Key.init)).intersection(entry.terms.map(Key.init))
            for term in old.terms where !kept.contains(Key(term)) {
                let key = SearchIndex.shardKey(of: term.text)
                touched.insert(key)
                guard var postings = shards[key]?[term.text] else { continue }
                postings.removeAll { $0.page == page }
                shards[key]?[term.text] = postings.isEmpty ? nil : postings
            }
            for term in entry.terms where !kept.contains(Key(term)) {
                let key = SearchIndex.shardKey(of: term.text)
                touched.insert(key)
                var postings = shards[key]?[term.text] ?? []
                let place = postings.firstIndex { $0.page > page } ?? postings.endIndex
                postings.insert(
                    SearchIndex.Posting(page: page, fields: term.fields, heading: term.heading),
                    at: place)
                shards[key, default: [:]][term.text] = postings
            }
            entries[url] = entry
            touchedDocuments.insert(page / SearchIndex.documentShardSize)
        }
        guard !touched.isEmpty || !touchedDocuments.isEmpty else { return }
        var fresh: [String: [UInt8]] = [:]
        for key in touched {
            if let terms = shards[key], !terms.isEmpty {
                fresh[key] = SearchIndex.termShard(key, terms: terms)
            } else {
                shards[key] = nil
            }
        }
        for shard in touchedDocuments {
            documentShards[shard] = SearchIndex.documentShard(shard, urls: urls, entries: entries)
        }
        repack(fresh: fresh, touched: touched)
    }

    /// A file of term shards: its keys, where each one's bytes end, and the bytes.
    private struct Pack {
        var keys: ArraySlice<String>
        var ends: [Int]
        var bytes: [UInt8]
    }

    /// Packs the shards as `SearchIndex.packedTermShards` does, keeping each pack whose keys
    /// are the same and none of them `touched`, and writes the manifest. `fresh` holds the
    /// bytes of the touched shards that remain; the others' bytes are taken from their packs.
    private mutating func repack(fresh: [String: [UInt8]], touched: Set<String>) {
        // Where each kept shard's bytes lie in its old pack.
        var old: [String: (pack: String, range: Range<Int>)] = [:]
        for (first, pack) in packs {
            var start = 0
            for (key, end) in zip(pack.keys, pack.ends) {
                old[key] = (first, start..<end)
                start = end
            }
        }
        let keys = shards.keys.sorted()
        var starts: [Int] = []
        var size = 0
        for (index, key) in keys.enumerated() {
            let count = fresh[key]?.count ?? old[key]?.range.count ?? 0
            if starts.isEmpty || (size > 0 && size + count > SearchIndex.packBytes) {
                starts.append(index)
                size = 0
            }
            size += count
        }
        var packed: [String: Pack] = [:]
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1] : keys.count
            let members = keys[start..<end]
            if let kept = packs[keys[start]], kept.keys == members,
                !members.contains(where: touched.contains)
            {
                packed[keys[start]] = kept
                continue
            }
            var pack = Pack(keys: members, ends: [], bytes: [])
            for key in members {
                if let bytes = fresh[key] {
                    pack.bytes += bytes
                } else if let (first, range) = old[key], let from = packs[first] {
                    pack.bytes += from.bytes[range]
                }
                pack.ends.append(pack.bytes.count)
            }
            packed[keys[start]] = pack
        }
        packs = packed
        manifest = SearchIndex.manifest(pages: urls.count, keys: keys, packs: starts)
    }

    /// A term's posting for one page, to compare a page's old terms with its new ones.
    private struct Key: Hashable {
        var text: String
        var fields: UInt8
        var heading: Int32

        init(_ term: SearchIndex.Term) {
            text = term.text
            fields = term.fields
            heading = term.heading
        }
    }
}
