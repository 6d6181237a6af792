import CollorHTML
import Foundation

/// The file names (without `.html` or `.md`) of one module's API pages: one per page, none
/// shared with another page or with the module's own `index`, on any file system.
///
/// A page's name starts as its path's components, each made a safe file name
/// (`OutputPath.fileName(for:)`), joined by `.` (`Basket.Items`). Then:
/// - **Long names**, as DocC shortens a path component: a name of 240 characters or more (or of
///   240 UTF-8 bytes or more) keeps its longest prefix of whole characters within
///   `keptPrefixBytes` and gets `-` and DocC's hash of the whole name (`stableHashString`, FNV-1
///   in base 36). DocC keeps 240 characters; the prefix is counted in bytes here so that the
///   name, a collision suffix and `.html` stay within a file system's 255 bytes.
/// - **Collisions**: two names are one file when they are equal once lowercased and in Unicode
///   normalization form C (a case-insensitive file system such as macOS's or Windows' default,
///   and one that normalizes, find the same file for both). Case is kept: the name first in
///   UTF-8 byte order keeps its name (`Foo` before `foo`), and each other gets `~` and DocC's
///   hash of its own page name (`foo~1x2y3`), then `~2`, `~3`, ... in the unlikely case that
///   is taken too. `index`, the module's index page, is always taken. The same names give the
///   same files on every run, whatever the order they come in and whatever the hash seed.
struct APIFileNames: Sendable {
    /// The names DocC shortens: 240 characters; here also 240 bytes.
    static let shorteningThreshold = 240
    /// The most bytes a shortened name keeps before its `-` and hash (at most 5 characters):
    /// with a collision suffix (`~` and 5) and `.html`, a file name stays within 250 bytes.
    static let keptPrefixBytes = 228
    /// Names the module's folder holds besides its pages.
    static let reserved = ["index"]

    private var byName: [String: String] = [:]

    init(names: some Sequence<String>) {
        var taken = Set(Self.reserved.map(Self.collisionKey))
        let ordered = Set(names).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for name in ordered {
            let base = Self.baseName(of: name)
            var candidate = base
            var attempt = 1
            while taken.contains(Self.collisionKey(candidate)) {
                candidate =
                    base + "~" + DocCIdentity.hash(name) + (attempt > 1 ? "~\(attempt)" : "")
                attempt += 1
            }
            taken.insert(Self.collisionKey(candidate))
            byName[name] = candidate
        }
    }

    /// The file name of the page `name`; a name the module did not list gets its base name.
    func fileName(of name: String) -> String { byName[name] ?? Self.baseName(of: name) }

    /// The name's components made safe and joined by `.`, shortened when long.
    static func baseName(of name: String) -> String {
        let joined = name.split(separator: ".", omittingEmptySubsequences: false)
            .map { OutputPath.fileName(for: String($0)) }.joined(separator: ".")
        guard joined.utf8.count >= shorteningThreshold || joined.count >= shorteningThreshold
        else { return joined }
        var kept = ""
        var bytes = 0
        for character in joined {
            let size = character.utf8.count
            guard bytes + size <= keptPrefixBytes else { break }
            kept.append(character)
            bytes += size
        }
        return kept + "-" + DocCIdentity.hash(joined)
    }

    /// What a case-insensitive, normalizing file system compares: the name lowercased in NFC,
    /// as bytes (a `String` key would compare by canonical equivalence already; the bytes say
    /// so plainly).
    private static func collisionKey(_ name: String) -> [UInt8] {
        Array(name.lowercased().precomposedStringWithCanonicalMapping.utf8)
    }
}
