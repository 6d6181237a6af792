import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// DocC's link rules of issue 34, each checked against `docc convert`'s answer for the same
/// catalog: `__Fixtures__/docc-links` (`M.docc`, and `M.symbols.json` from `M.swift.txt`), whose
/// root page lists one link per rule; `scripts/docc-link-fixtures.sh` wrote what docc linked each
/// to in `docc-answers.txt`.
@Suite struct DocCLinkAnswersTests {
    static let fixture = Fixtures.folder.appendingPathComponent("docc-links")

    /// docc's answers: each written link and the URL docc linked it to, nil when unresolved.
    static let answers: [(link: String, url: String?)] = {
        let text = readText(fixture.appendingPathComponent("docc-answers.txt"))
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("link "), let arrow = line.range(of: " -> ") else { return nil }
            let url = String(line[arrow.upperBound...])
            return (
                String(line[line.index(line.startIndex, offsetBy: 5)..<arrow.lowerBound]),
                url == "unresolved" ? nil : url
            )
        }
    }()

    private func build() throws -> (report: BuildReport, output: URL, scratch: ScratchFolder) {
        let scratch = ScratchFolder()
        let output = scratch.url.appendingPathComponent("out")
        let configuration = SiteConfiguration(
            sources: [.catalog(Self.fixture.appendingPathComponent("M.docc"), module: "M")],
            output: output, siteTitle: "M",
            symbolGraphs: SiteConfiguration.symbolGraphs(in: Self.fixture, module: "M"))
        return (try SiteBuilder(configuration: configuration).build(), output, scratch)
    }

    /// Rule 1: a suffix that names none of a name's overloads is no disambiguation: each link
    /// docc left unresolved is warned about as docc words it ("'abcde' isn't a disambiguation
    /// for 'run(_:)'"), at its line.
    @Test func aSuffixNamingNoOverloadIsWarnedAbout() throws {
        let (report, _, scratch) = try build()
        defer { scratch.remove() }
        let messages = report.warnings.map(\.description)
        let unresolved = Self.answers.filter { $0.url == nil }.map(\.link)
        #expect(unresolved == ["``run(_:)-abcde``", "``Basket/add(_:)-abcde``"])
        let expected = [
            ("``run(_:)-abcde``", 7, "run(_:)"), ("``Basket/add(_:)-abcde``", 9, "add(_:)"),
        ]
        for (link, line, name) in expected {
            #expect(
                messages.contains {
                    $0.contains("M.md:\(line):") && $0.contains(link)
                        && $0.contains("'abcde' isn't a disambiguation for '\(name)'")
                }, "\(messages)")
        }
    }

    /// Rule 9: a URL name of 240 characters or more is cut there, with the hash of the whole
    /// name as DocC spells it (before lowercasing): the member's anchor is docc's last component.
    @Test func aVeryLongNameIsCutAndHashedAsDocCCutsIt() throws {
        let long = try #require(Self.answers.first { $0.link.count > 240 })
        let url = try #require(long.url)
        let name = long.link.dropFirst("``Basket/".count).dropLast(2)
        #expect(
            DocCIdentity.urlName(String(name), suffix: "")
                == url.split(separator: "/").last.map(String.init))
        #expect(DocCIdentity.urlName("add(_:)", suffix: "-9grmx") == "add(_:)-9grmx")
    }
}
