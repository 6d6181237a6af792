import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

@Suite struct ConfigurationFileTests {
    @Test func everyKeyIsRead() throws {
        let (file, warnings) = try ConfigurationFile.parse(
            """
            title: My Package
            base_url: https://example.org/docs
            docs: [Docs, Sources/MyLib/MyLib.docc]
            modules: [MyLib, MyLibExtras]
            navigation:
              - start.md
              - API reference
            theme: Docs/theme
            output: public
            strict: true
            """)
        #expect(warnings == [])
        #expect(file.title == "My Package")
        #expect(file.baseURL == "https://example.org/docs")
        #expect(file.docs == ["Docs", "Sources/MyLib/MyLib.docc"])
        #expect(file.modules == ["MyLib", "MyLibExtras"])
        #expect(file.navigation == ["start.md", "API reference"])
        #expect(file.theme == "Docs/theme")
        #expect(file.output == "public")
        #expect(file.strict == true)
        #expect(file.positions["modules"] == [4, 10])
    }

    @Test func docsTakesOneFolderAndAnEmptyFileSetsNothing() throws {
        #expect(try ConfigurationFile.parse("docs: Docs\n").0.docs == ["Docs"])
        #expect(try ConfigurationFile.parse("").0 == ConfigurationFile())
        #expect(try ConfigurationFile.parse("# only a comment\n").0 == ConfigurationFile())
    }

    @Test func anUnknownKeyIsAWarningWithItsPosition() throws {
        let (file, warnings) = try ConfigurationFile.parse("title: A\n  \ncolour: blue\n")
        #expect(file.title == "A")
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.location == "collor.yml:3:1")
        #expect(warning.description.hasPrefix("collor.yml:3:1: unknown key 'colour'"))
    }

    @Test(arguments: [
        ("title: [a, b]\n", "title", 1, 8),
        ("title:\n  x: 1\n", "title", 2, 3),
        ("modules: MyLib\n", "modules", 1, 10),
        ("modules: [MyLib, [x]]\n", "modules", 1, 18),
        ("navigation: {a: b}\n", "navigation", 1, 13),
        ("title:\n", "title", 1, 7),
        ("base_url: javascript:alert(1)\n", "base_url", 1, 11),
        ("base_url: /docs/\n", "base_url", 1, 11),
        ("strict: maybe\n", "strict", 1, 9),
        ("strict: [true]\n", "strict", 1, 9),
    ])
    func aWrongTypeIsAnErrorNamingFileLineColumnAndKey(
        _ text: String, _ key: String, _ line: Int, _ column: Int
    ) {
        do {
            _ = try ConfigurationFile.parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.file == "collor.yml")
            #expect(error.line == line && error.column == column, "\(error)")
            guard case .configuration(.invalidValue(let named, _)) = error.reason else {
                Issue.record("\(error)")
                return
            }
            #expect(named == key)
            #expect(error.description.contains("'\(key)'"))
        }
    }

    @Test func aliasesAndAnchorsAreRefused() {
        #expect {
            _ = try ConfigurationFile.parse("title: &t Name\noutput: *t\n")
        } throws: { error in
            let error = error as? SiteError
            return error?.line == 1 && error?.column == 8
                && error?.message.contains("anchors and aliases") == true
        }
    }

    @Test func anAliasBombIsRefusedAtOnce() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let items = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(items)]\n"
        }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: SiteError.self) { try ConfigurationFile.parse(text) }
        #expect(clock.now - start < .seconds(1))
    }

    @Test func aComplexKeyIsRefused() {
        #expect {
            _ = try ConfigurationFile.parse("? [a, b]\n: c\n")
        } throws: { error in
            let error = error as? SiteError
            return error?.line == 1 && error?.column == 3
                && error?.message.contains("plain name") == true
        }
    }

    @Test func deepNestingAndHugeFilesAreRefused() {
        let deep = "title: " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        #expect {
            _ = try ConfigurationFile.parse(deep)
        } throws: { ($0 as? SiteError)?.message.contains("nested deeper") == true }
        let huge = "title: " + String(repeating: "a", count: BoundedYAML.maximumBytes)
        #expect {
            _ = try ConfigurationFile.parse(huge)
        } throws: { ($0 as? SiteError)?.message.contains("larger than") == true }
    }

    @Test func malformedYAMLAndDuplicateKeysNameTheirLine() {
        #expect {
            _ = try ConfigurationFile.parse("title: a\ntitle: b\n")
        } throws: { ($0 as? SiteError)?.message.contains("duplicate key 'title'") == true }
        #expect {
            _ = try ConfigurationFile.parse("title: \"open\n")
        } throws: { ($0 as? SiteError)?.line ?? 0 >= 1 }
        #expect {
            _ = try ConfigurationFile.parse("- a\n- b\n")
        } throws: { ($0 as? SiteError)?.message.contains("mapping") == true }
    }
}

/// A configuration that is not UTF-8 is an error at its first bad byte (hostile-input finding 15:
/// it was Foundation's error, with no line or column).
@Suite struct ConfigurationEncodingTests {
    @Test func invalidUTF8IsAnErrorAtItsLineAndColumn() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let url = scratch.url.appendingPathComponent("collor.yml")
        // Line 2, after the 10 bytes of `docs: Dés` (the é is two bytes of UTF-8).
        try Data(Array("title: ok\ndocs: Dés".utf8) + [0xFF, 0x0A]).write(to: url)
        #expect {
            _ = try ConfigurationFile.read(url)
        } throws: { error in
            let error = error as? SiteError
            return error?.location == "collor.yml:2:11"
                && error?.message.contains("not UTF-8") == true
        }
    }
}
