import CollorMarkdown
import CollorSiteTestSupport
import Testing

@testable import CollorSite

@Suite struct RelativePathTests {
    @Test func links() {
        #expect(RelativePath.link(from: "index.html", to: "guide/a.html") == "guide/a.html")
        #expect(RelativePath.link(from: "guide/a.html", to: "guide/b.html") == "b.html")
        #expect(RelativePath.link(from: "guide/a.html", to: "api/X.html") == "../api/X.html")
        #expect(RelativePath.link(from: "a/b/c.html", to: "index.html") == "../../index.html")
        #expect(RelativePath.link(from: "guide/a.html", to: "guide/a.html") == "a.html")
    }

    @Test func resolve() {
        #expect(RelativePath.resolve("b.md", from: "guide/a.md") == "guide/b.md")
        #expect(RelativePath.resolve("../index.md", from: "guide/a.md") == "index.md")
        #expect(RelativePath.resolve("./x/../y.md", from: "a.md") == "y.md")
        #expect(RelativePath.resolve("/api/X.html", from: "guide/a.md") == "api/X.html")
        #expect(RelativePath.resolve("../../up.md", from: "guide/a.md") == nil)
        #expect(RelativePath.root(from: "a/b/c.html") == "../../")
    }
}

extension RelativePathTests {
    /// Shared folders are whole folders: `guide/` and `guides/` share nothing.
    @Test func linksShareOnlyWholeFolders() {
        #expect(RelativePath.link(from: "guide/a.html", to: "guides/b.html") == "../guides/b.html")
        #expect(RelativePath.link(from: "a/b/c/d.html", to: "a/b/x/y.html") == "../x/y.html")
        #expect(RelativePath.link(from: "a/b/c.html", to: "a/b.html") == "../b.html")
        #expect(RelativePath.link(from: "a/bc/d.html", to: "a/b/d.html") == "../b/d.html")
        #expect(RelativePath.link(from: "x.html", to: "x.html") == "x.html")
        #expect(RelativePath.link(from: "é/a.html", to: "é/ü.html") == "ü.html")
    }
}
