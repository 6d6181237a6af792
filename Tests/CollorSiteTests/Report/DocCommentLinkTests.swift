import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Links written in doc comments, in the build report and its warnings, at their place in the
/// `.swift` file as docc 6.3.1 names it (`CollorMarkdownTests/__Fixtures__/DocCDiagnostics/
/// Links.*`, written by `scripts/docc-diagnostics-fixtures.sh`): the fixture's module is built
/// as a package's, `Sources/Links/Links.swift` with its catalog beside it.
@Suite struct DocCommentLinkTests {
    static let fixtures = Fixtures.repository.appendingPathComponent(
        "Tests/CollorMarkdownTests/__Fixtures__/DocCDiagnostics")

    /// Builds the fixture as a package in a scratch folder and returns the report's JSON.
    static func build() throws -> [String: Any] {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let target = scratch.url.appendingPathComponent("Sources/Links")
        let catalog = target.appendingPathComponent("Links.docc")
        let files = FileManager.default
        try files.createDirectory(at: target, withIntermediateDirectories: true)
        try files.copyItem(at: fixtures.appendingPathComponent("Links.docc"), to: catalog)
        try files.copyItem(
            at: fixtures.appendingPathComponent("Links.swift"),
            to: target.appendingPathComponent("Links.swift"))
        // The graph names the file where the package holds it.
        let graphs = scratch.url.appendingPathComponent("graphs")
        try files.createDirectory(at: graphs, withIntermediateDirectories: true)
        let graph = try String(
            contentsOf: fixtures.appendingPathComponent("Links.symbols.json"), encoding: .utf8)
        try graph.replacingOccurrences(
            of: "file:///FIXTURES/", with: target.absoluteURL.absoluteString + "/"
        ).write(
            to: graphs.appendingPathComponent("Links.symbols.json"), atomically: true,
            encoding: .utf8)
        var configuration = SiteConfiguration(
            sources: [.catalog(catalog, module: "Links")],
            output: scratch.url.appendingPathComponent("_site"), siteTitle: "Links",
            symbolGraphs: SiteConfiguration.symbolGraphs(in: graphs, module: "Links"))
        configuration.recordsPages = true
        let report = try SiteBuilder(configuration: configuration).build()
        let bytes = report.json(paths: ReportPaths(root: scratch.url, sources: [catalog]))
        return try #require(
            try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    /// docc's diagnostics for the fixture, as `file line:column`.
    static func doccPlaces() throws -> [String] {
        let rows = try JSONSerialization.jsonObject(
            with: Data(contentsOf: fixtures.appendingPathComponent("Links.diagnostics.json")))
        return (rows as? [[String: Any]] ?? []).map { row in
            "\(row["file"] ?? "") \(row["line"] ?? ""):\(row["column"] ?? "")"
        }
    }

    @Test func aDocCommentsLinksAreAtTheirSwiftFileLineAndColumn() throws {
        let json = try Self.build()
        let pages = json["pages"] as? [[String: Any]] ?? []
        let links = pages.flatMap { $0["links"] as? [[String: Any]] ?? [] }
            .filter { $0["file"] as? String == "Sources/Links/Links.swift" }
            .map { link in
                let target = link["target"] as? [String: Any]
                return "\(link["line"] ?? ""):\(link["column"] ?? "") \(link["destination"] ?? "")"
                    + " -> \(target?["page"] ?? "nowhere")"
            }
        // Columns counted by hand from `Links.swift`: the type's comment starts after `/// `
        // (4 bytes), the members' after `    /// ` (8); a symbol link at its backticks, a
        // `<doc:>` link at its `<`.
        #expect(
            links == [
                // The third line of `Shelf`'s comment: `Its third line links to ` is 24 bytes.
                "3:29 Shelf/arrange() -> api/Links/Shelf.html",
                // In the middle of that line, 77 bytes in.
                "3:82 doc:ArangingTheShelf -> nowhere",
                "7:13 doc:ArrangingTheShelf -> Links/ArrangingTheShelf.html",
                // The second line of a paragraph.
                "8:31 Shelf/arange() -> nowhere",
                "8:54 doc:#Nowhere -> nowhere",
                "11:28 Shelf/sorted -> nowhere",
                // In a `- Note:` and a `- Returns:` item, which become an aside and a section.
                "16:29 Shelf/counted -> nowhere",
                "17:34 Shelf/tally -> nowhere",
            ])
    }

    @Test func aDocCommentsBrokenDocLinksWarnWhereDoccDoes() throws {
        let json = try Self.build()
        let items = json["diagnostics"] as? [[String: Any]] ?? []
        let warnings = items.compactMap { item -> String? in
            let file = item["file"] as? String ?? ""
            guard file.hasPrefix("Sources/Links/"), "\(item["message"] ?? "")".contains("doc:")
            else { return nil }
            return "\(URL(fileURLWithPath: file).lastPathComponent)"
                + " \(item["line"] ?? ""):\(item["column"] ?? "")"
        }
        // docc's `<doc:>` warnings (docc is silent on `[here](#nowhere)`, collor warns: a
        // reader clicking it lands at the page's top).
        let docc = try Self.doccPlaces()
        #expect(
            warnings == ["Links.md 5:26", "Links.md 6:7", "Links.swift 3:87", "Links.swift 8:60"])
        #expect(warnings.allSatisfy(docc.contains))
    }

    /// docc's diagnostics for the fixture: `file line:column` and its suggestions.
    static func doccRows() throws -> [(place: String, solutions: [String])] {
        let rows = try JSONSerialization.jsonObject(
            with: Data(contentsOf: fixtures.appendingPathComponent("Links.diagnostics.json")))
        return (rows as? [[String: Any]] ?? []).map { row in
            (
                "\(row["file"] ?? "") \(row["line"] ?? ""):\(row["column"] ?? "")",
                row["solutions"] as? [String] ?? []
            )
        }
    }

    @Test func everyLinkProblemOfTheCommentsIsWhereDoccPutsItWithItsSuggestions() throws {
        let json = try Self.build()
        let items = (json["diagnostics"] as? [[String: Any]] ?? []).filter {
            $0["file"] as? String == "Sources/Links/Links.swift"
        }
        let collor = items.map { item in
            "Links.swift \(item["line"] ?? ""):\(item["column"] ?? "")"
        }
        let docc = try Self.doccRows().filter { $0.place.hasPrefix("Links.swift") }
        #expect(collor == docc.map(\.place))
        for (item, row) in zip(items, docc) {
            let message = "\(item["message"] ?? "")"
            #expect(
                message.hasSuffix(row.solutions.isEmpty ? "" : ". " + row.solutions.joined()),
                "\(message)")
        }
    }

    @Test func anArticlesMisspeltDocLinkIsOfferedTheNearestArticle() throws {
        let json = try Self.build()
        let items = (json["diagnostics"] as? [[String: Any]] ?? []).filter {
            $0["file"] as? String == "Sources/Links/Links.docc/Links.md"
        }
        let docc = try Self.doccRows().filter { $0.place.hasPrefix("Links.md") }
        // docc's two, then collor's own `[here](#nowhere)` (docc is silent there).
        #expect(
            items.map { "Links.md \($0["line"] ?? ""):\($0["column"] ?? "")" }
                == docc.map(\.place) + ["Links.md 6:63"])
        #expect(
            items.map { "\($0["id"] ?? "")" }
                == ["link.unresolved", "link.missingAnchor", "link.missingAnchor"])
        #expect(
            "\(items.first?["message"] ?? "")".hasSuffix(
                ". Replace 'ArangingTheShelf' with 'ArrangingTheShelf'"))
        #expect(docc.first?.solutions == ["Replace 'ArangingTheShelf' with 'ArrangingTheShelf'"])
        // `<doc:#Nowhere>` is unresolved in the report, as docc warns of it.
        let links = (json["pages"] as? [[String: Any]] ?? []).flatMap {
            $0["links"] as? [[String: Any]] ?? []
        }
        let nowhere = links.filter {
            $0["file"] as? String == "Sources/Links/Links.docc/Links.md"
                && $0["destination"] as? String == "doc:#Nowhere"
        }
        #expect(nowhere.count == 1)
        #expect(nowhere.allSatisfy { $0["target"] == nil && $0["line"] as? Int == 6 })
    }
}
