import CollorMarkdown
import Testing

@testable import CollorSite

/// `LinkResolver` on pages made in memory: each DocC link form (`<doc:>`'s article, heading and
/// module-qualified paths, DocC's plain relative links) and what it resolves to. The catalog
/// forms are those `docc convert` 6.3.1 resolved in `DocCLinkRulesTests`' catalog.
@Suite struct LinkResolverTests {
    private static func page(
        _ source: String, output: String, title: String, headings: [(String, String)] = []
    ) -> SourcePage {
        SourcePage(
            sourcePath: source, outputPath: output, kind: .guide, section: "Kit",
            source: .written(""), frontMatter: FrontMatter(), body: "", bodyLineOffset: 0,
            headings: headings.map { TOCEntry(level: 2, title: $0.1, anchor: $0.0) },
            title: title, displayPath: source)
    }

    static let resolver = LinkResolver(
        pages: Dictionary(
            uniqueKeysWithValues: [
                page(
                    "Kit.docc/Kit.md", output: "Kit/Kit.html", title: "Kit",
                    headings: [("Why-Really", "Why? (Really)")]),
                page(
                    "Kit.docc/Other.md", output: "Kit/Other.html", title: "Other page",
                    headings: [("Second-part", "Second part"), ("Third", "Third")]),
                page(
                    "Kit.docc/Adopting ServiceLifecycle in libraries.md",
                    output: "Kit/Adopting-ServiceLifecycle-in-libraries.html", title: "Adopting"),
                page("Lib.docc/Other.md", output: "Lib/Other.html", title: "Lib's other"),
                page(
                    "guide/model.md", output: "guide/model.html", title: "Model",
                    headings: [("usage", "Usage")]),
            ].map { ($0.sourcePath, $0) }),
        files: ["images/a.png", "Kit.docc/SlothCreator.tutorial"])

    /// `<doc:name#anchor>` from `Kit.docc/Kit.md` (or `from`), and its resolution.
    static let documentLinks: [(String, String?, String, MarkdownContext.Resolution)] = [
        ("Other", nil, "Kit.docc/Kit.md", .titled("Other.html", title: "Other page")),
        (
            "Other", "Second-part", "Kit.docc/Kit.md",
            .titled("Other.html#Second-part", title: "Second part")
        ),
        // An anchor in another case, as a markdown folder's lowercase anchors are written.
        (
            "Other", "second-part", "Kit.docc/Kit.md",
            .titled("Other.html#Second-part", title: "Second part")
        ),
        (
            "Other/Second-part", nil, "Kit.docc/Kit.md",
            .titled("Other.html#Second-part", title: "Second part")
        ),
        ("Kit/Other", nil, "Kit.docc/Kit.md", .titled("Other.html", title: "Other page")),
        (
            "documentation/Kit/Other", nil, "Kit.docc/Kit.md",
            .titled("Other.html", title: "Other page")
        ),
        // The page's own heading, by `#` or by name alone.
        ("", "Why-Really", "Kit.docc/Kit.md", .titled("#Why-Really", title: "Why? (Really)")),
        ("Why-Really", nil, "Kit.docc/Kit.md", .titled("#Why-Really", title: "Why? (Really)")),
        ("Third", nil, "Kit.docc/Other.md", .titled("#Third", title: "Third")),
        // A file name's spaces become `-`.
        (
            "Adopting-ServiceLifecycle-in-libraries", nil, "Kit.docc/Kit.md",
            .titled("Adopting-ServiceLifecycle-in-libraries.html", title: "Adopting")
        ),
        // The page's own catalog first; from elsewhere, two `Other`s are no answer.
        ("Other", nil, "Lib.docc/Other.md", .titled("Other.html", title: "Lib's other")),
        (
            "Other", nil, "guide/model.md",
            .failure(
                .brokenLink("doc:Other (several pages: Kit.docc/Other.md, Lib.docc/Other.md)"))
        ),
        ("Nope", nil, "Kit.docc/Kit.md", .failure(.brokenLink("doc:Nope"))),
        ("Other", "Nope", "Kit.docc/Kit.md", .failure(.missingAnchor("doc:Other#Nope"))),
        ("", "Nope", "Kit.docc/Kit.md", .failure(.missingAnchor("doc:#Nope"))),
        (
            "tutorials/SlothCreator/Creating", nil, "Kit.docc/Kit.md",
            .failure(
                .host(
                    AnyHostProblem(LinkProblem.tutorialLink("doc:tutorials/SlothCreator/Creating")))
            )
        ),
        (
            "SlothCreator", nil, "Kit.docc/Kit.md",
            .failure(.host(AnyHostProblem(LinkProblem.tutorialLink("doc:SlothCreator"))))
        ),
    ]

    @Test(arguments: documentLinks.indices)
    func resolvesEachDocumentLinkForm(index: Int) {
        let (name, anchor, from, expected) = Self.documentLinks[index]
        #expect(Self.resolver.resolveDocument(name, anchor: anchor, from: from) == expected)
    }

    /// A relative link `path#anchor` from a page, and its resolution.
    static let relativeLinks: [(String, String?, String, MarkdownContext.Resolution)] = [
        ("Other.md", nil, "Kit.docc/Kit.md", .rewrite("Other.html")),
        // An output path, relative to the page's source.
        ("model.html", nil, "guide/model.md", .rewrite("model.html")),
        // DocC's hosted pages reach an article by its name, relative or not.
        ("./Other", "second-part", "Kit.docc/Kit.md", .rewrite("Other.html#Second-part")),
        ("Other", nil, "Kit.docc/Kit.md", .rewrite("Other.html")),
        ("../guide/model.md", "usage", "Kit.docc/Kit.md", .rewrite("../guide/model.html#usage")),
        ("model.md", "Usage", "guide/model.md", .rewrite("model.html#usage")),
        ("/images/a.png", nil, "guide/model.md", .rewrite("../images/a.png")),
        ("gone.md", nil, "guide/model.md", .failure(.brokenLink("gone.md"))),
        ("model.md", "nope", "guide/model.md", .failure(.missingAnchor("model.md#nope"))),
        ("../../../x.md", nil, "guide/model.md", .failure(.brokenLink("../../../x.md"))),
    ]

    @Test(arguments: relativeLinks.indices)
    func resolvesEachRelativeLinkForm(index: Int) {
        let (path, anchor, from, expected) = Self.relativeLinks[index]
        #expect(Self.resolver.resolve(path, anchor: anchor, from: from) == expected)
    }
}
