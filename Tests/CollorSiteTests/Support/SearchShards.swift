import CollorSiteTestSupport
import CollorTestSupport
import Foundation

/// A built site's search index as `search.js` reads it: the manifest's term shards, and the file
/// that holds each (small shards share one, named after its first).
enum SearchShards {
    /// The manifest's shard keys and the positions where each file starts.
    static func manifest(in site: URL) -> (terms: [String], packs: [Int]) {
        let text = readText(site.appendingPathComponent("search-index.js"))
        func list(_ name: String) -> [String] {
            guard let start = text.range(of: "\"\(name)\":["),
                let end = text[start.upperBound...].firstIndex(of: "]")
            else { return [] }
            return text[start.upperBound..<end].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return (list("terms"), list("packs").compactMap { Int($0) })
    }

    /// The path of the file that holds the shard `key` (`search/t-6162.js`), nil when none does.
    static func file(holding key: String, in site: URL) -> String? {
        let (terms, packs) = manifest(in: site)
        guard let position = terms.firstIndex(of: key),
            let start = packs.last(where: { $0 <= position })
        else { return nil }
        return "search/t-\(terms[start]).js"
    }

    /// The registration of shard `key` alone (`COLLOR_SEARCH.register("t-7175",{...});`), or "".
    static func shard(_ key: String, in site: URL) -> String {
        guard let file = file(holding: key, in: site) else { return "" }
        let text = readText(site.appendingPathComponent(file))
        let marker = "COLLOR_SEARCH.register(\"t-\(key)\","
        guard let start = text.range(of: marker) else { return "" }
        let end = text[start.upperBound...].range(of: "COLLOR_SEARCH.register(")?.lowerBound
        return String(text[start.lowerBound..<(end ?? text.endIndex)])
    }
}
