import Testing

@testable import CollorSite

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
            throws: SiteError(
                file: "a.md", line: 3, reason: .invalidFrontMatter("'order' must be a whole number")
            )
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
        #expect(throws: SiteError.self) {
            try FrontMatter.split("---\ntitel: A\n---\n", file: "a.md")
        }
        #expect(throws: SiteError.self) { try FrontMatter.split("---\ntitle: A\n", file: "a.md") }
        #expect(throws: SiteError.self) {
            try FrontMatter.split("---\n- a\n- b\n---\n", file: "a.md")
        }
        #expect(throws: SiteError.self) {
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
            rendered.errors.map(\.description) == [
                "p.md:4:11: broken link 'missing.md': no such page or file in the site"
            ])
    }
}
