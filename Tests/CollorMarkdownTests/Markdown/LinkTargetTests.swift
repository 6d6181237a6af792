import CollorHTMLWriter
import Testing

@testable import CollorMarkdown

@Suite struct LinkTargetTests {
    @Test func classifiesByItsText() {
        #expect(LinkTarget("#usage") == .anchor("usage"))
        #expect(LinkTarget("https://example.org") == .external)
        #expect(LinkTarget("MAILTO:a@b.c") == .external)
        #expect(LinkTarget("//cdn.example.org/x.js") == .external)
        #expect(LinkTarget("javascript:alert(1)") == .otherScheme)
        #expect(
            LinkTarget("guide/intro.md?x=1#part")
                == .relative(path: "guide/intro.md", anchor: "part", query: "x=1"))
        #expect(LinkTarget("a/b:c.md") == .relative(path: "a/b:c.md", anchor: nil, query: nil))
    }

    /// Schemes with whitespace or control characters hidden in them are schemes to a browser; they
    /// used to pass as relative paths.
    @Test(arguments: [" javascript:alert(1)", "java\tscript:x", "java\u{0}script:x", "1a:b"])
    func hiddenSchemesAreStripped(url: String) {
        #expect(LinkTarget(url) == .otherScheme)
    }

    /// The site and the page renderer allow the same links: one list, `URLSafety`'s.
    @Test(arguments: [
        "https://a", "http://a", "mailto:a@b.c", "#x", "//host", "page.md", "../a.html", "a/b:c",
        "javascript:x", "JavaScript:x", "data:text/html,x", "vbscript:x", "file:///x",
        " java\nscript:x",
        "ftp://x",
    ])
    func allowsExactlyWhatThePageRendererAllows(url: String) {
        #expect((LinkTarget(url) != .otherScheme) == URLSafety.isAllowed(url))
    }

    /// The path goes to the site whole: its last component names an article, or a heading of
    /// the article before it (`doc:Page/Heading`).
    @Test func docLinksKeepTheirPathWithoutTheBundle() {
        #expect(LinkTarget("doc:Ordering") == .documentation(name: "Ordering", anchor: nil))
        #expect(
            LinkTarget("doc:Ordering#Ask-the-grocer")
                == .documentation(name: "Ordering", anchor: "Ask-the-grocer"))
        #expect(
            LinkTarget("doc:FreshKit/Ordering")
                == .documentation(name: "FreshKit/Ordering", anchor: nil))
        #expect(
            LinkTarget("doc://FreshKit/documentation/FreshKit/Ordering#Top")
                == .documentation(name: "documentation/FreshKit/Ordering", anchor: "Top"))
        #expect(LinkTarget("doc:#Top") == .documentation(name: "", anchor: "Top"))
        #expect(LinkTarget("doc:") == .documentation(name: "", anchor: nil))
    }

    /// As docc shows it: the link's text, plain, and a warning; no link to nowhere.
    @Test func aDocLinkTheSiteCannotResolveIsPlainText() {
        let context = MarkdownContext(
            file: "guide/a.md", resolveDocument: { name, _ in .failure(.brokenLink("doc:" + name)) }
        )
        let rendered = MarkdownRenderer.render(
            "See <doc:Gone> and [the plan](doc:Plan), then <doc:Gone>.\n", context: context)
        #expect(
            rendered.html == "<p>See doc:Gone and the plan, then doc:Gone.</p>\n")
        #expect(
            rendered.warnings.map(\.description) == [
                "guide/a.md:1:10: broken link 'doc:Gone': no such page or file in the site",
                "guide/a.md:1:25: broken link 'doc:Plan': no such page or file in the site",
                "guide/a.md:1:52: broken link 'doc:Gone': no such page or file in the site",
            ])
    }

    @Test func aDocLinkWithoutASiteIsStrippedLikeAnotherScheme() {
        let rendered = MarkdownRenderer.render("See <doc:Ordering>.\n")
        #expect(rendered.html == "<p>See <a href=\"\">doc:Ordering</a>.</p>\n")
        #expect(rendered.warnings.map(\.reason) == [.strippedLink("doc:Ordering")])
    }

    /// DocC reads its scheme in any case (issue 34, rule 4): `<Doc:Guide>` links as
    /// `<doc:Guide>` does (`docc-links/docc-answers.txt`), where it used to be stripped.
    @Test(arguments: ["Doc:Guide#First-part", "DOC:Guide#First-part", "dOc:Guide#First-part"])
    func theDocSchemeIsReadInAnyCase(url: String) {
        #expect(LinkTarget(url) == .documentation(name: "Guide", anchor: "First-part"))
        let context = MarkdownContext(
            resolveDocument: { name, anchor in .titled(name + ".html#" + (anchor ?? ""), title: "A")
            })
        let rendered = MarkdownRenderer.render("See <\(url)>.\n", context: context)
        #expect(rendered.html == "<p>See <a href=\"Guide.html#First-part\">A</a>.</p>\n")
        #expect(rendered.warnings.isEmpty)
    }

    /// Only `doc:` itself is the scheme: a longer word or another letter is another scheme.
    @Test(arguments: ["docs:Guide", "dod:Guide", "do:Guide", "doc"])
    func otherWordsAreNotTheDocScheme(url: String) {
        if case .documentation = LinkTarget(url) {
            Issue.record("\(url) read as doc:")
        }
    }
}
