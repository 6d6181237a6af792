import CollorHTMLWriter
import Testing

@Suite struct OutputPathTests {
    @Test func fileNamesKeepIdentifiersAndEncodeEverythingElse() {
        #expect(OutputPath.fileName(for: "CollectionData") == "CollectionData")
        #expect(OutputPath.fileName(for: "_Private9") == "_Private9")
        #expect(OutputPath.fileName(for: "Café") == "Café")
        #expect(OutputPath.fileName(for: "/(_:_:)") == "-2F-28_-3A_-3A-29")
        #expect(OutputPath.fileName(for: "..<(_:_:)") == "-2E-2E-3C-28_-3A_-3A-29")
        #expect(
            OutputPath.fileName(for: "../../victim/pwned x")
                == "-2E-2E-2F-2E-2E-2Fvictim-2Fpwned-20x")
        #expect(OutputPath.fileName(for: "a\u{0}b\\c") == "a-00b-5Cc")
        #expect(OutputPath.fileName(for: "") == "-")
        // `-` is always encoded, so a name cannot pose as another's encoding.
        #expect(OutputPath.fileName(for: "a-2F") == "a-2D2F")
        #expect(OutputPath.fileName(for: "a-2F") != OutputPath.fileName(for: "a/"))
    }

    @Test func everyFileNameIsASafePathComponent() {
        let names = [
            "..", ".", "/", "\\", "a/../b", "\u{1B}[31m", "\u{7F}", "x\ny", "/(_:_:)", "..<(_:_:)",
            "~", "%2e%2e", "C:\\x", String(repeating: "é", count: 300),
        ]
        var seen: Set<String> = []
        for name in names {
            let file = OutputPath.fileName(for: name)
            #expect(OutputPath.problem(in: file + ".html") == nil, "\(name) gave \(file)")
            #expect(!file.contains("/") && !file.hasPrefix("."))
            #expect(seen.insert(file).inserted, "two names gave \(file)")
        }
    }

    @Test func longNamesAreCutWithAHashOfTheWholeName() {
        let long = String(repeating: "A", count: 500)
        let other = long + "B"
        let file = OutputPath.fileName(for: long)
        #expect(file.utf8.count <= OutputPath.maximumNameBytes)
        #expect(file.hasPrefix(String(repeating: "A", count: 100)))
        #expect(file.contains("--"))
        #expect(file != OutputPath.fileName(for: other))
        #expect(file == OutputPath.fileName(for: long))
    }

    @Test func problemsInPaths() {
        #expect(OutputPath.problem(in: "guide/a.html") == nil)
        #expect(OutputPath.problem(in: ".collor-build") == nil)
        #expect(OutputPath.problem(in: "") == "an empty path")
        #expect(OutputPath.problem(in: "/etc/passwd") == "an absolute path")
        #expect(OutputPath.problem(in: "../victim/pwned x.html") == "a '..' component")
        #expect(OutputPath.problem(in: "api/../../x.html") == "a '..' component")
        #expect(OutputPath.problem(in: "./x.html") == "a '.' component")
        #expect(OutputPath.problem(in: "a//b.html") == "an empty path component")
        #expect(OutputPath.problem(in: "a/") == "an empty path component")
        #expect(OutputPath.problem(in: "a\u{0}.html") == "a NUL byte")
        #expect(OutputPath.problem(in: "..\\x.html") == "a backslash")
        #expect(OutputPath.problem(in: "a\nb.html") == "a control character")
        #expect(
            OutputPath.problem(in: String(repeating: "a", count: 256))
                == "a name longer than 255 bytes")
    }
}
