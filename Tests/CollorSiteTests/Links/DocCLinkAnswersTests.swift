import CollorMarkdown
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
        let unresolved = Self.answers.filter { $0.url == nil && $0.link.contains("abcde") }
        #expect(unresolved.map(\.link) == ["``run(_:)-abcde``", "``Basket/add(_:)-abcde``"])
        let expected = [
            ("``run(_:)-abcde``", 9, "run(_:)"), ("``Basket/add(_:)-abcde``", 11, "add(_:)"),
        ]
        for (link, line, name) in expected {
            #expect(
                messages.contains {
                    $0.contains("M.md:\(line):") && $0.contains(link)
                        && $0.contains("'abcde' isn't a disambiguation for '\(name)'")
                }, "\(messages)")
        }
    }

    /// A kind, or one side's types, that fit several overloads is ambiguous to docc, which
    /// resolves none of them and warns (swift-collections' `TreeDictionary`:
    /// `-(Sequence<(Key,Value)>)` fits both `some Sequence<(Key, Value)>` and `some
    /// Sequence<(key: Key, value: Value)>`, labels being no part of docc's type spelling);
    /// both sides' types take the first. collor took the first every time, silently.
    @Test func aSuffixThatFitsSeveralOverloadsIsAmbiguous() throws {
        let (report, _, scratch) = try build()
        defer { scratch.remove() }
        let ambiguous = [
            "``Basket/pour(_:)-(Sequence<(Int,String)>)``", "``Basket/add(_:)-method``",
        ]
        #expect(Self.answers.filter { ambiguous.contains($0.link) }.allSatisfy { $0.url == nil })
        #expect(
            Self.answers.first { $0.link == "``Basket/pour(_:)-(Sequence<(Int,String)>)->()``" }?
                .url != nil)
        let warnings = report.warnings.filter { $0.reason.identifier == "symbol.ambiguous" }
        #expect(warnings.map(\.line) == [22, 23])
        #expect(
            warnings.first?.message
                == "symbol link ``Basket/pour(_:)-(Sequence<(Int,String)>)``: "
                + "'(Sequence<(Int,String)>)' fits more than one 'pour(_:)' (add a hash or the "
                + "other types to pick one): shown as code")
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

    /// Every link of the root page's list reaches what docc linked it to (rules 2, 3, 4, 5 and
    /// 8: overloads curated in different Topics groups, `<doc:Basket#Adding>`, `<Doc:Guide>`,
    /// `M/M/content` named like the page template's `content`, `M/M/member()`), or is left
    /// unlinked where docc left it unresolved.
    @Test func everyLinkReachesWhatDocCLinkedItTo() throws {
        let (_, output, scratch) = try build()
        defer { scratch.remove() }
        let (page, items) = try #require(Self.linkList(in: output))
        // ` # ``M`` ` is the module's page in docc (`m.json`), not the enum `M`'s (`M/M.html`);
        // the only catalog's root page is the site's home.
        #expect(page == "index.html")
        #expect(items.count == Self.answers.count)
        for (answer, item) in zip(Self.answers, items) {
            let href = item.firstMatch(of: /<a [^>]*href="([^"]*)"/).map { String($0.output.1) }
            #expect(
                href.map { Self.doccPath(of: $0, from: page) } == answer.url.map(Self.doccPath),
                "\(answer.link): \(item)")
        }
    }

    /// The output page that shows `M.md` (the one with its `## Links`) and the items of its list.
    static func linkList(in output: URL) -> (page: String, items: [String])? {
        let files =
            FileManager.default.enumerator(atPath: output.path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }.sorted() ?? []
        for file in files {
            let html = readText(output.appendingPathComponent(file))
            guard let links = html.range(of: "id=\"Links\""),
                let start = html[links.upperBound...].range(of: "<ul>"),
                let end = html[start.upperBound...].range(of: "</ul>")
            else { continue }
            let list = String(html[start.upperBound..<end.lowerBound])
            let items: [String] = Array(list.components(separatedBy: "<li>").dropFirst())
            return (file, items)
        }
        return nil
    }

    /// docc's URL as a comparable path: `/documentation/m/basket#Adding` is `m/basket/Adding`,
    /// `/documentation/m/basket/add(_:)-9grmx` is `m/basket/add(_:)-9grmx`.
    static func doccPath(_ url: String) -> String {
        let parts = url.split(separator: "#", maxSplits: 1).map(String.init)
        let path = parts[0].dropFirst("/documentation/".count).lowercased()
        return parts.count > 1 ? path + "/" + parts[1] : path
    }

    /// collor's link, relative to `page`, as docc's path: a module's page (`M/index.html`) is
    /// `m`, a type page (`api/M/Basket.Items.html`) `m/basket/items`, a page file name decoded
    /// (`run-28_-3A-29-2D4ledk` is `run(_:)-4ledk`), an anchor one component more, as written.
    static func doccPath(of href: String, from page: String) -> String {
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            .map(String.init)
        var folder = page.split(separator: "/").dropLast().map(String.init)
        var file = page.split(separator: "/").last.map(String.init) ?? ""
        if !parts[0].isEmpty {
            file = ""
            for component in parts[0].split(separator: "/") {
                if component == ".." {
                    folder.removeLast()
                } else if component.hasSuffix(".html") {
                    file = String(component)
                } else {
                    folder.append(String(component))
                }
            }
        }
        if folder.first == "api" { folder.removeFirst() }
        var name = String(file.dropLast(".html".count))
        for match in name.matches(of: /-([0-9A-F]{2})/).reversed() {
            let byte = UInt8(match.output.1, radix: 16) ?? 0
            name.replaceSubrange(match.range, with: String(UnicodeScalar(byte)))
        }
        var path =
            (folder.map { $0.lowercased() }
            + (name == "index" ? [] : name.lowercased().split(separator: ".").map(String.init)))
            .joined(separator: "/")
        if parts.count > 1 { path += "/" + parts[1] }
        return path
    }

    /// Rule 2: members are found by their anchors (DocC's URL names), not paired with the
    /// page's headings in order: an extension file's Topics that show overloads of one name in
    /// different groups (`remove()` and `add(_:)-(String)` before `add(_:)-(Int)`) lose none.
    @Test func overloadsCuratedInDifferentGroupsKeepTheirAnchors() throws {
        func add(_ type: String, anchor: String) -> APIReference.Member {
            var member = APIReference.Member(
                identifier: "add" + type, title: "add(_:)", kind: "Instance Method",
                declaration: "", documentation: "", anchor: anchor)
            member.docc = DocCIdentity(kind: "method", hash: String(anchor.suffix(5)))
            member.docc.parameterTypes = [type]
            return member
        }
        let remove = APIReference.Member(
            identifier: "remove", title: "remove()", kind: "Instance Method", declaration: "",
            documentation: "", anchor: "remove()")
        let basket = APIReference.TypePage(
            name: "Basket", kind: "Structure", declaration: "", documentation: "",
            members: [
                add("Int", anchor: "add(_:)-9gek1"), add("String", anchor: "add(_:)-9grmx"), remove,
            ],
            isExtension: false)
        // The headings as `Basket.md`'s Topics show the members.
        let headings = [
            TOCEntry(level: 2, title: "Strings", anchor: "Strings"),
            TOCEntry(level: 3, title: "remove()", anchor: "remove()"),
            TOCEntry(level: 3, title: "add(_:)", anchor: "add(_:)-9grmx"),
            TOCEntry(level: 2, title: "Ints", anchor: "Ints"),
            TOCEntry(level: 3, title: "add(_:)", anchor: "add(_:)-9gek1"),
        ]
        let index = SymbolIndex(
            references: [APIReference(module: "M", pages: [basket])],
            headingsByOutput: ["api/M/Basket.html": headings])
        for link in ["Basket/add(_:)-(String)", "Basket/remove()"] {
            let answer = try #require(Self.answers.first { $0.link == "``\(link)``" }?.url)
            guard case .found(let target) = index.resolve(link, module: "M") else {
                Issue.record("\(link) is not found")
                continue
            }
            #expect(target.anchor.map { "/documentation/m/basket/" + $0 } == answer)
        }
    }

    /// docc links only ` ``Basket`` ` and `<doc:>`: a single-backtick code span that names a
    /// symbol is code voice, unlinked, in a catalog's page and in a doc comment alike.
    @Test func aCodeSpanNamingASymbolIsCodeAsInDocC() throws {
        let text = readText(Self.fixture.appendingPathComponent("docc-answers.txt"))
        let answers = text.split(separator: "\n").filter { $0.hasPrefix("code ") }
        #expect(answers.contains("code M.md `Basket` -> codeVoice"))
        #expect(answers.contains("code M.member() `Basket` -> codeVoice"))
        let (_, output, scratch) = try build()
        defer { scratch.remove() }
        for page in ["index.html", "api/M/M.html"] {
            // The prose: the module page's Topics link `Basket`, as docc's automatic groups do.
            let html =
                readText(output.appendingPathComponent(page))
                .components(separatedBy: ">Topics</h2>").first ?? ""
            #expect(html.contains("<code>Basket</code>"), "\(page)")
            #expect(!html.contains("<code>Basket</code></a>"), "\(page)")
        }
    }

    /// Rule 1's extension file: docc drops `RunBad.md`, titled ` ``M/run(_:)-abcde`` ` (no page
    /// of it, "No symbol matched" at its title); so does collor, with the warning there.
    @Test func anExtensionFileTitledWithNoDisambiguationIsDropped() throws {
        let text = readText(Self.fixture.appendingPathComponent("docc-answers.txt"))
        #expect(text.contains("warning RunBad.md:1:3 No symbol matched 'M/run(_:)-abcde'"))
        #expect(!text.lowercased().contains("runbad.json"))
        let (report, output, scratch) = try build()
        defer { scratch.remove() }
        let files =
            FileManager.default.enumerator(atPath: output.path)?
            .compactMap { $0 as? String } ?? []
        #expect(!files.contains { $0.contains("RunBad") }, "\(files)")
        let messages = report.warnings.map(\.description)
        #expect(
            messages.contains {
                $0.contains("RunBad.md:1:3") && $0.contains("'abcde' isn't a disambiguation")
            }, "\(messages)")
    }
}
