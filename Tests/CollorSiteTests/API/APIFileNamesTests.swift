import Foundation
import Testing

@testable import CollorSite

@Suite struct APIFileNamesTests {
    @Test func aTypeNamedIndexNeverTakesTheModulesIndex() {
        let names = APIFileNames(names: ["index", "Index", "Basket"])
        #expect(names.fileName(of: "Basket") == "Basket")
        #expect(names.fileName(of: "Index") == "Index~" + DocCIdentity.hash("Index"))
        #expect(names.fileName(of: "index") == "index~" + DocCIdentity.hash("index"))
    }

    @Test func namesEqualInAnyCaseKeepTheirCaseAndGetASuffixInByteOrder() {
        let forward = APIFileNames(names: ["Foo", "foo", "FOO", "Bar"])
        let backward = APIFileNames(names: ["Bar", "FOO", "foo", "Foo"])
        for name in ["Foo", "foo", "FOO", "Bar"] {
            #expect(forward.fileName(of: name) == backward.fileName(of: name))
        }
        #expect(forward.fileName(of: "FOO") == "FOO")
        #expect(forward.fileName(of: "Foo") == "Foo~" + DocCIdentity.hash("Foo"))
        #expect(forward.fileName(of: "foo") == "foo~" + DocCIdentity.hash("foo"))
        #expect(forward.fileName(of: "Bar") == "Bar")
    }

    @Test func namesEqualAfterNormalizationAndCaseFoldingAreDifferentFiles() {
        // Different `String`s whose files a normalizing, case-insensitive file system merges:
        // `ᾼ` (one scalar) and `α` + U+0345, which is `ᾳ`, its lowercase.
        let names = ["\u{1FBC}", "\u{3B1}\u{345}", "Plain"]
        #expect(names[0] != names[1])
        let files = APIFileNames(names: names)
        let folded = Set(
            names.map {
                files.fileName(of: $0).lowercased().precomposedStringWithCanonicalMapping
            })
        #expect(folded.count == names.count)
        #expect(files.fileName(of: names[1]) == APIFileNames.baseName(of: names[1]))
        #expect(files.fileName(of: names[0]) != APIFileNames.baseName(of: names[0]))
    }

    @Test func longNamesAreShortenedAsDocCDoesAndFitAFileSystem() {
        let parts = (1...5).map { level in
            String(repeating: Character(UnicodeScalar(UInt8(64 + level))), count: 51)
        }
        let nested = parts.joined(separator: ".")
        let file = APIFileNames(names: [nested]).fileName(of: nested)
        #expect(file.hasPrefix(String(nested.prefix(APIFileNames.keptPrefixBytes))))
        #expect(file.hasSuffix("-" + DocCIdentity.hash(nested)))
        #expect((file + ".html").utf8.count <= 255)
        // Characters outside ASCII are kept whole, and bytes counted.
        let wide = (1...5).map { _ in String(repeating: "é", count: 51) }.joined(separator: ".")
        let wideFile = APIFileNames(names: [wide, "index"]).fileName(of: wide)
        #expect(wideFile.utf8.count <= APIFileNames.keptPrefixBytes + 6)
        #expect(wideFile.hasPrefix("éé"))
        // A name just under the limit is kept as it is.
        let half = String(repeating: "a", count: 119)
        let short = half + "." + half
        #expect(APIFileNames(names: [short]).fileName(of: short) == short)
        let limit = half + ".a" + half
        #expect(APIFileNames(names: [limit]).fileName(of: limit) != limit)
    }

    @Test func everyNameGetsItsOwnFileWhateverTheNames() {
        var names: [String] = ["index"]
        for base in ["a", "A", "\u{E9}", "e\u{301}", "\u{C9}", "x.y", "X.Y"] {
            names.append(base)
            names.append(base + "~" + DocCIdentity.hash(base))
        }
        names.append(String(repeating: "n", count: 300))
        names.append(String(repeating: "N", count: 300))
        let files = APIFileNames(names: names)
        var seen: Set<[UInt8]> = []
        for name in Set(names) {
            let file = files.fileName(of: name)
            let key = Array(file.lowercased().precomposedStringWithCanonicalMapping.utf8)
            #expect(seen.insert(key).inserted, "\(name) shares \(file)")
            #expect((file + ".html").utf8.count <= 255)
        }
        #expect(!seen.contains(Array("index".utf8)))
    }
}
