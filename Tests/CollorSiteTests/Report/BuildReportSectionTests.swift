import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// The sections the build report lists beside title, abstract, declaration and links: an
/// article's discussion, aside, code listing, table and image, worked out by hand; a symbol's
/// parameters, Return Value, asides, availability and deprecation summary as `docc convert`
/// 6.3.1 gives them for `__Fixtures__/docc-availability` (its `docc.json`, written by
/// `scripts/docc-availability.py`; the asides' names and styles from
/// `CollorMarkdownTests/__Fixtures__/DocC/list-item-tags.json`).
@Suite struct BuildReportSectionTests {
    static let article = """
        # Pears

        Pears are fruit.

        ## Overview

        Eat them *ripe*, as ``old()``.

        > Note: Keep them
        > dry.

        ```swift
        let pear = Pear()
        ```

        | Kind | Colour | Taste |
        |---|---|---|
        | Bosc | brown | sweet |
        | Anjou | green | mild |

        ![A pear](pear.png)

        ## Topics

        ### Old

        - ``old()``

        """

    /// An "Overview" heading after the discussion opened, as in grpc-swift's Design.md, and a
    /// code listing in a list, as in Nimble's ObjectiveC.md.
    static let design = """
        # Design

        How the parts fit.

        The library has three layers.

        ## Overview

        ### Transport

        The transport moves bytes.

        1. Streams, for example:

           ```swift
           let stream = Stream()
           ```

        2. The peer.

        """

    /// The report's pages, built from a catalog with the article and the fixture's graph.
    private func pages() throws -> [String: [String: Any]] {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let catalog = scratch.url.appendingPathComponent("Sources/Demo/Demo.docc")
        try ScratchSite.write(
            [
                "Demo.md": "# ``Demo``\n\nThe demo module.\n", "Pears.md": Self.article,
                "pear.png": "PNG", "Ripening.md": "# Ripening\n\nRipe pears, as ``old()``.\n",
                "Design.md": Self.design,
                "Groups.md":
                    "# Groups\n\nGrouped.\n\n## Topics\n\n### Old\n\nThe ``old()`` function is old.\n\n"
                    + "- ``old()``\n",
            ], into: catalog)
        var configuration = SiteConfiguration(
            sources: [.catalog(catalog, module: "Demo")],
            output: scratch.url.appendingPathComponent("_site"), siteTitle: "Demo",
            symbolGraphs: SiteConfiguration.symbolGraphs(
                in: Fixtures.folder.appendingPathComponent("docc-availability"), module: "Demo"))
        configuration.recordsPages = true
        let report = try SiteBuilder(configuration: configuration).build()
        let bytes = report.json(paths: ReportPaths(root: scratch.url, sources: [catalog]))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let pages = try #require(object["pages"] as? [[String: Any]])
        return Dictionary(
            pages.map { ($0["path"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first }
        )
    }

    private func sections(
        _ kind: String, of path: String, in pages: [String: [String: Any]]
    ) -> [[String: Any]] {
        (pages[path]?["sections"] as? [[String: Any]] ?? []).filter {
            $0["kind"] as? String == kind
        }
    }

    private func texts(_ sections: [[String: Any]]) -> [String] {
        sections.map { $0["text"] as? String ?? "" }
    }

    private func items(_ section: [String: Any]?) -> [String] {
        (section?["items"] as? [[String: String]] ?? []).map {
            "\($0["name"] ?? ""): \($0["text"] ?? "")"
        }
    }

    /// The Overview heading is no discussion (docc drops it), the abstract and the Topics are
    /// sections of their own, the image's paragraph has no text; the table's cells are. Text is
    /// as shown: no space where the page has none (after a symbol link).
    @Test func anArticlesDiscussionAsideCodeTableAndImage() throws {
        let pages = try pages()
        let page = "Demo/Pears.html"
        #expect(
            texts(sections("discussion", of: page, in: pages)) == [
                "Eat them ripe, as old().",
                "Kind Colour Taste Bosc brown sweet Anjou green mild",
            ])
        let asides = sections("aside", of: page, in: pages)
        #expect(asides.count == 1)
        #expect(asides.first?["style"] as? String == "note")
        #expect(asides.first?["name"] as? String == "Note")
        #expect(asides.first?["text"] as? String == "Keep them dry.")
        #expect(
            sections("code", of: page, in: pages).map { $0["language"] as? String } == ["swift"])
        let tables = sections("table", of: page, in: pages)
        #expect(tables.map { $0["rows"] as? Int } == [3])
        #expect(tables.map { $0["columns"] as? Int } == [3])
        #expect(
            sections("image", of: page, in: pages).map { $0["source"] as? String } == ["pear.png"])
    }

    /// docc heads a discussion "Overview" where it opens without a heading and the check drops
    /// that heading; a page's own "Overview" heading after the discussion opened is discussion
    /// (docc's render JSON for Design.md: the generated heading, the paragraph, "Overview"). A
    /// code listing in a list is a listing, not the list's text (docc: a `codeListing` in the
    /// item).
    @Test func anOverviewHeadingAfterTheDiscussionOpenedIsDiscussion() throws {
        let pages = try pages()
        let page = "Demo/Design.html"
        #expect(
            texts(sections("discussion", of: page, in: pages)) == [
                "The library has three layers.", "Overview", "Transport",
                "The transport moves bytes.", "Streams, for example: The peer.",
            ])
        #expect(
            sections("code", of: page, in: pages).map { $0["language"] as? String } == ["swift"])
    }

    /// A Topics group's entries are its list's items: the ``old()`` its description mentions
    /// is no entry (swift-metrics' "Metric types" tells of each type before listing them).
    @Test func aTopicsGroupsEntriesAreItsListsItems() throws {
        let pages = try pages()
        let groups = sections("topics", of: "Demo/Groups.html", in: pages).flatMap {
            $0["groups"] as? [[String: Any]] ?? []
        }
        #expect(groups.map { $0["title"] as? String } == ["Old"])
        #expect(groups.map { ($0["members"] as? [Any])?.count } == [1])
    }

    /// A type's discussion as docc reads it: its doc comment's, then its extension file's, whose
    /// first paragraph is no abstract (the comment has one; argument-parser's
    /// `ParsableCommand`); a doc comment's `# heading` is discussion (grpc-swift's `Metadata`);
    /// a part of the doc comment headed "Creating a client" and the Topics group of that name
    /// are each what they are (grpc-swift's `GRPCClient`); a Topics group of articles is listed.
    @Test func aTypesDocCommentThenItsExtensionFile() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let graph = SymbolGraphJSON(
            module: "Demo",
            symbols: [
                SymbolGraphJSON.Symbol(
                    path: ["Client"], kind: "struct", displayName: "Structure",
                    doc:
                        "A client.\n\nMore about it.\n\n# Using it\n\n## Creating a client\n\n"
                        + "Call ``start()``."),
                SymbolGraphJSON.Symbol(
                    path: ["Client", "start()"], kind: "method", displayName: "Instance Method",
                    doc: "Starts.\n\n## Overview\n\nOnce.\n\n## Overview\n\nAgain."),
                SymbolGraphJSON.Symbol(
                    path: ["Client", "stop()"], kind: "method", displayName: "Instance Method",
                    doc: "Stops.\n\nFor good.\n\n## Topics\n\n### Starting again\n\n- ``start()``"),
            ],
            relationships: [
                ("memberOf", "s:Client.start()", "s:Client", nil),
                ("memberOf", "s:Client.stop()", "s:Client", nil),
            ])
        let (report, _, built) = try ScratchSite.buildCatalog(
            [
                "Demo.md": "# ``Demo``\n\nThe demo.\n",
                "Client.md":
                    "# ``Client``\n\nThe extension's words.\n\n## Topics\n\n### Essentials\n\n"
                    + "- <doc:Guide>\n\n### Creating a client\n\n- ``start()``\n",
                "Guide.md": "# Guide\n\nHow to use a client.\n",
            ], module: "Demo", symbolGraphs: [try graph.write(in: scratch.url)],
            configure: { $0.recordsPages = true })
        defer { built.remove() }
        let page = try #require(report.pageRecords.first { $0.path == "api/Demo/Client.html" })
        #expect(
            page.sections.filter { $0.kind == .discussion && $0.symbol == nil }.map(\.text) == [
                "More about it.", "Using it", "Creating a client", "Call start().",
                "The extension’s words.",
            ])
        #expect(page.sections.first { $0.kind == .abstract }?.text == "A client.")
        // A member's own "Overview" heads its discussion, as docc titles the member's page's
        // (`BundleWithLonelyDeprecationDirective`'s `coolFunc()`); a second is discussion.
        #expect(
            page.sections.filter { $0.kind == .discussion && $0.symbol == "start()" }.map(\.text)
                == ["Once.", "Overview", "Again."])
        // A member's own Topics are its Topics, as on its docc page (`BundleWithLonely…`'s
        // `init()`), not its discussion.
        #expect(
            page.sections.filter { $0.kind == .discussion && $0.symbol == "stop()" }.map(\.text)
                == ["For good."])
        let memberTopics = page.sections.filter { $0.kind == .topics && $0.symbol == "stop()" }
        #expect(memberTopics.flatMap(\.groups).map(\.title) == ["Starting again"])
        #expect(
            memberTopics.flatMap(\.groups).flatMap(\.members)
                == [ReportTarget(page: "api/Demo/Client.html", anchor: "start()")])
        // A group of articles is a group of the page too (argument-parser's "Essentials").
        let groups = page.sections.filter { $0.kind == .topics && $0.symbol == nil }
            .flatMap(\.groups)
        #expect(groups.map(\.title) == ["Essentials", "Creating a client", "Instance Methods"])
        #expect(groups.first?.members.map(\.page) == ["Demo/Guide.html"])
    }

    /// docc: parameters `fruit` and `note` in order, "The total.", the tags as asides.
    @Test func aSymbolsParametersReturnValueAndAsides() throws {
        let pages = try pages()
        let page = "api/Demo/add-28fruit-3Anote-3A-29.html"
        let parameters = sections("parameters", of: page, in: pages)
        #expect(parameters.count == 1)
        #expect(
            items(parameters.first) == [
                "fruit: The fruit.", "note: A lowercase note in the same list.",
            ])
        #expect(texts(sections("returns", of: page, in: pages)) == ["The total."])
        let asides = sections("aside", of: page, in: pages).map {
            [
                $0["style"] as? String ?? "", $0["name"] as? String ?? "",
                $0["text"] as? String ?? "",
            ]
        }
        for expected in [
            ["note", "Throws", "An error when full."], ["note", "Complexity", "O(n) for n fruit."],
            ["warning", "Warning", "Careful."], ["tip", "Tip", "A tip."],
            ["experiment", "Experiment", "Try it."],
            ["important", "Important", "Important thing."],
        ] {
            #expect(asides.contains(expected), "\(expected)")
        }
        // The parameters' and Return Value's text is not discussion, nor the kind line: what
        // is left of the tag list is (docc keeps `- See Also:` and `- To Do:` as bullets).
        #expect(
            texts(sections("discussion", of: page, in: pages)) == [
                "See Also: spaced. To Do: spaced todo. Just an item."
            ])
        #expect(sections("code", of: page, in: pages).isEmpty)
    }

    /// docc without an Info.plist: `newer()` iOS 16.0, macOS 13.0; `renamedOne()` macOS from
    /// 10.15, deprecated at 12.0; `old()` deprecated with the summary "Use add.".
    @Test func availabilityAndDeprecationAsDoccGivesThem() throws {
        let pages = try pages()
        #expect(
            items(sections("availability", of: "api/Demo/newer-28-29.html", in: pages).first)
                == ["iOS: 16.0+", "macOS: 13.0+"])
        #expect(
            items(sections("availability", of: "api/Demo/renamedOne-28-29.html", in: pages).first)
                == ["macOS: 10.15–12.0"])
        #expect(
            texts(sections("deprecation", of: "api/Demo/old-28-29.html", in: pages)) == [
                "Use add."
            ])
    }

    /// An article without Topics that links a symbol is listed in its Mentioned In (docc's
    /// rule: a collection, such as Pears with its Topics, is not).
    @Test func aSymbolsPageListsTheArticlesMentioningIt() throws {
        let pages = try pages()
        let mentioned = sections("mentionedIn", of: "api/Demo/old-28-29.html", in: pages)
        let groups = mentioned.first?["groups"] as? [[String: Any]] ?? []
        #expect(groups.map { $0["title"] as? String } == ["Mentioned In"])
        #expect(
            groups.first?["members"] as? [[String: String]] == [["page": "Demo/Ripening.html"]])
    }

    /// The module index's list is the site's own: its links are marked generated (docc counts
    /// no link there); the article's links, written in its file, are not.
    @Test func linksTheSiteGeneratedAreMarked() throws {
        let pages = try pages()
        // The module's index lists 4 of the 5 top-level symbols: the article curates `old()`,
        // which docc's module page leaves out, as the index does.
        let index = pages["api/Demo/index.html"]?["links"] as? [[String: Any]] ?? []
        #expect(index.count == 4)
        #expect(index.allSatisfy { $0["generated"] as? Bool == true && $0["column"] as? Int == 0 })
        let article = pages["Demo/Pears.html"]?["links"] as? [[String: Any]] ?? []
        #expect(!article.isEmpty)
        #expect(article.allSatisfy { $0["generated"] == nil })
    }

    /// A symbol's page names its symbol by USR on its title, as its members' titles do.
    @Test func aTypePageCarriesItsOwnPreciseIdentifier() throws {
        let pages = try pages()
        let title = sections("title", of: "api/Demo/NotOnIOS.html", in: pages).first
        #expect(title?["preciseIdentifier"] as? String == "s:4Demo8NotOnIOSV")
    }
}
