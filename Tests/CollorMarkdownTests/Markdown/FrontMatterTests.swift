import Testing

@testable import CollorMarkdown

@Suite struct FrontMatterTests {
    @Test func readsEveryField() throws {
        let source = """
            ---
            title: Getting started
            description: "First steps: a collection."
            order: 3
            slug: start
            unsafe: true
            ---
            # Heading

            """
        let split = try FrontMatter.split(source, file: "a.md")
        #expect(
            split.frontMatter
                == FrontMatter(
                    title: "Getting started", description: "First steps: a collection.", order: 3,
                    slug: "start", unsafe: true))
        #expect(split.body == "# Heading\n")
        #expect(split.bodyLineOffset == 7)
    }

    @Test func pageWithoutFrontMatterIsUnchanged() throws {
        let split = try FrontMatter.split("# Title\n---\n", file: "a.md")
        #expect(split.frontMatter == FrontMatter())
        #expect(split.body == "# Title\n---\n")
        #expect(split.bodyLineOffset == 0)
    }

    @Test func wrongTypeNamesTheLine() {
        #expect(
            throws: MarkdownDiagnostic(
                file: "a.md", line: 3, column: 8,
                reason: .invalidFrontMatter("'order' must be a whole number"))
        ) {
            try FrontMatter.split("---\ntitle: A\norder: first\n---\n", file: "a.md")
        }
    }

    @Test func yamlSyntaxErrorsNameLineAndColumn() throws {
        do {
            _ = try FrontMatter.split("---\ntitle: A\ndescription: \"open\n---\n", file: "a.md")
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "a.md")
            #expect(error.line >= 3)
            #expect(error.column > 0)
        }
    }

    @Test func unknownFieldAndUnclosedBlockFail() {
        #expect(throws: MarkdownDiagnostic.self) {
            try FrontMatter.split("---\ntitel: A\n---\n", file: "a.md")
        }
        #expect(throws: MarkdownDiagnostic.self) {
            try FrontMatter.split("---\ntitle: A\n", file: "a.md")
        }
        #expect(throws: MarkdownDiagnostic.self) {
            try FrontMatter.split("---\n- a\n- b\n---\n", file: "a.md")
        }
        #expect(throws: MarkdownDiagnostic.self) {
            try FrontMatter.split("---\nslug: a/b\n---\n", file: "a.md")
        }
    }

    @Test func positionsInTheBodyCountFrontMatterLines() {
        let source = "---\ntitle: T\n---\nText with [a broken link](missing.md).\n"
        let split = try? FrontMatter.split(source, file: "p.md")
        let rendered = MarkdownRenderer.render(
            split?.body ?? "",
            context: MarkdownContext(
                file: "p.md", lineOffset: split?.bodyLineOffset ?? 0,
                resolveLink: { link, _ in .failure(.brokenLink(link)) }))
        #expect(
            rendered.warnings.map(\.description) == [
                "p.md:4:11: broken link 'missing.md': no such page or file in the site"
            ])
    }

    private func frontMatterError(_ source: String) -> MarkdownDiagnostic? {
        do {
            _ = try FrontMatter.split(source, file: "a.md")
            return nil
        } catch {
            return error
        }
    }

    /// `? [a, b]` made Yams' value loading crash the process; it is now an error at the key.
    @Test func complexKeyIsAnErrorAtTheKey() {
        #expect(
            frontMatterError("---\ntitle: A\n? [a, b]\n: c\n---\n")
                == MarkdownDiagnostic(
                    file: "a.md", line: 3, column: 3,
                    reason: .invalidFrontMatter("a key must be a plain name")))
    }

    /// Nine levels of ten aliases expanded to gigabytes; the first anchor is refused before
    /// anything is built.
    @Test func aliasBombFailsAtTheFirstAnchor() {
        var yaml = "a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        for level in 1...9 {
            let previous = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
            let name = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
            let aliases = Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
            yaml += "\(name): &\(name) [\(aliases)]\n"
        }
        #expect(
            frontMatterError("---\n\(yaml)---\n")
                == MarkdownDiagnostic(
                    file: "a.md", line: 2, column: 4,
                    reason: .invalidYAML("anchors and aliases are not allowed")))
    }

    @Test func aliasIsAnErrorAtItsPosition() {
        #expect(
            frontMatterError("---\norder: 1\ntitle: *x\n---\n")
                == MarkdownDiagnostic(
                    file: "a.md", line: 3, column: 8,
                    reason: .invalidYAML("anchors and aliases are not allowed")))
    }

    @Test func nestedValuesAreErrorsAtTheValue() {
        #expect(
            frontMatterError("---\ntitle:\n  text: A\n---\n")
                == MarkdownDiagnostic(
                    file: "a.md", line: 3, column: 3,
                    reason: .invalidFrontMatter("'title' must be a string, not a mapping")))
        #expect(
            frontMatterError("---\ntitle: T\norder: [1, 2]\n---\n")
                == MarkdownDiagnostic(
                    file: "a.md", line: 3, column: 8,
                    reason: .invalidFrontMatter("'order' must be a whole number, not a list")))
    }

    @Test func notAMappingIsAnErrorAtItsStart() {
        #expect(
            frontMatterError("---\n- a\n- b\n---\n")
                == MarkdownDiagnostic(
                    file: "a.md", line: 2, column: 1,
                    reason: .invalidFrontMatter("expected 'key: value' lines")))
    }

    @Test func unknownFieldIsAnErrorAtTheKey() {
        #expect(
            frontMatterError("---\ntitle: A\n  # note\ntitel: B\n---\n")
                == MarkdownDiagnostic(
                    file: "a.md", line: 4, column: 1,
                    reason: .invalidFrontMatter(
                        "unknown field 'titel' (known: description, order, slug, title, unsafe)")))
    }

    @Test func deepNestingAndOversizeAreRefused() {
        // The mapping of fields is the first level, so the last of these brackets is one too many.
        let deep =
            String(repeating: "[", count: BoundedYAML.maximumDepth)
            + String(repeating: "]", count: BoundedYAML.maximumDepth)
        #expect(
            frontMatterError("---\ntitle: \(deep)\n---\n")
                == MarkdownDiagnostic(
                    file: "a.md", line: 2, column: 7 + BoundedYAML.maximumDepth,
                    reason: .invalidYAML("nested deeper than \(BoundedYAML.maximumDepth) levels")))
        let long = String(repeating: "a", count: BoundedYAML.maximumBytes)
        #expect(
            frontMatterError("---\ndescription: \(long)\n---\n")
                == MarkdownDiagnostic(
                    file: "a.md",
                    reason: .invalidYAML("larger than \(BoundedYAML.maximumBytes) bytes")))
    }

    /// Yams' composer recurses once per level: the deepest document the size cap allows, in
    /// flow and in block style, is refused at its seventeenth level, not a crash.
    @Test func theDeepestDocumentsAreRefusedWithoutExhaustingTheStack() {
        let levels = BoundedYAML.maximumBytes / 2 - 16
        let flow = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
        #expect(
            frontMatterError("---\ntitle: \(flow)\n---\n")?.reason
                == .invalidYAML("nested deeper than \(BoundedYAML.maximumDepth) levels"))
        let block = "title:\n" + String(repeating: "- ", count: levels / 2) + "x\n"
        #expect(
            frontMatterError("---\n\(block)---\n")?.reason
                == .invalidYAML("nested deeper than \(BoundedYAML.maximumDepth) levels"))
    }

    @Test func syntaxErrorsNameTheFileLineAndColumn() {
        // The scanner reaches the end of the YAML (line 3, after `"open`) inside the string.
        #expect(
            frontMatterError("---\ntitle: A\ndescription: \"open\n---\n")?.location
                == "a.md:3:19")
        // A duplicate is reported at the first of the keys.
        #expect(frontMatterError("---\ntitle: A\ntitle: B\n---\n")?.location == "a.md:2:1")
    }

    /// Text fields take any scalar as written; empty or `null` values count as absent.
    @Test func scalarsAreReadAsWritten() throws {
        let split = try FrontMatter.split(
            "---\ntitle: 42\ndescription: true\nslug:\norder: -3\nunsafe: no\n---\n",
            file: "a.md")
        #expect(
            split.frontMatter
                == FrontMatter(title: "42", description: "true", order: -3, unsafe: false))
        #expect(
            frontMatterError("---\nunsafe: \"yes\"\n---\n")
                == MarkdownDiagnostic(
                    file: "a.md", line: 2, column: 9,
                    reason: .invalidFrontMatter("'unsafe' must be true or false")))
    }

    @Test func oversizedPageIsRefusedBeforeParsing() {
        let limit = MarkdownOptions.maximumPageBytes
        let page = "---\ntitle: Big\n---\n" + String(repeating: "![[]()", count: limit / 6)
        #expect(
            frontMatterError(page)
                == MarkdownDiagnostic(
                    file: "a.md",
                    reason: .pageTooLarge(bytes: page.utf8.count, limit: limit)))
        let fits = String(repeating: "a", count: limit)
        #expect(frontMatterError(fits) == nil)
    }
}
