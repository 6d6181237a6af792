import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// One output path per symbol page: not the module's index, not another page's under Unicode
/// canonical equivalence or in another case, never a file name too long to write, and the
/// same tree from run to run, whatever the hash seed.
@Suite struct SymbolPagePathTests {
    static let nestedPath = (1...5).map { level in
        String(repeating: Character(UnicodeScalar(UInt8(64 + level))), count: 51)
    }

    /// `index`, `Foo` and `foo`, `ᾳ` and `α` + U+0345 (one `String`, two symbols), each with a
    /// member; with `nested`, five nested types with 51-character names.
    static func graph(nested: Bool = false) -> SymbolGraphJSON {
        func type(_ name: String, _ doc: String, id: String = "") -> SymbolGraphJSON.Symbol {
            SymbolGraphJSON.Symbol(
                path: [name], kind: "struct", displayName: "Structure", doc: doc,
                identifierSuffix: id)
        }
        func member(_ parent: String, _ name: String, id: String = "")
            -> SymbolGraphJSON.Symbol
        {
            SymbolGraphJSON.Symbol(
                path: [parent, name], kind: "property", displayName: "Instance Property",
                doc: "The member \(name).", identifierSuffix: id)
        }
        var symbols = [
            type("index", "The type named index."), type("Foo", "Upper foo."),
            type("foo", "Lower foo."), type("\u{1FB3}", "Greek one.", id: "V1"),
            type("\u{3B1}\u{345}", "Greek two.", id: "V2"),
            member("\u{1FB3}", "valueOne", id: "V1"),
            member("\u{3B1}\u{345}", "valueTwo", id: "V2"),
        ]
        for depth in 1...nestedPath.count where nested {
            symbols.append(
                SymbolGraphJSON.Symbol(
                    path: Array(nestedPath.prefix(depth)), kind: "struct",
                    displayName: "Structure", doc: "Depth \(depth) of five."))
        }
        return SymbolGraphJSON(module: "Kit", symbols: symbols)
    }

    /// Builds a site of one page and `graph`'s module; returns the module's folder and its
    /// pages' file names, and the site.
    private static func build(_ graph: SymbolGraphJSON, in scratch: ScratchFolder) throws -> (
        folder: URL, files: [String], site: URL
    ) {
        let graphs = scratch.url.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        let (_, output, _) = try ScratchSite.build(
            ["index.md": "# Home\n\nSee ``Foo``.\n"], in: scratch, siteTitle: "Kit",
            symbolGraphs: [try graph.write(in: graphs)])
        let folder = output.appendingPathComponent("api/Kit")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".html") }.sorted()
        return (folder, files, output)
    }

    /// The pages of `files` in `folder` that hold `text`, besides the module's index, which
    /// lists every type's summary.
    private static func pages(holding text: String, in folder: URL, _ files: [String])
        -> [String]
    {
        files.filter {
            $0 != "index.html" && readText(folder.appendingPathComponent($0)).contains(text)
        }
    }

    @Test func everySymbolHasItsOwnPageAndEveryLinkReachesIt() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let (folder, files, site) = try Self.build(Self.graph(), in: scratch)
        func pages(holding text: String) -> [String] {
            Self.pages(holding: text, in: folder, files)
        }
        // The module's index, not the type named `index`.
        let index = readText(folder.appendingPathComponent("index.html"))
        #expect(index.contains("<p class=\"title-heading\">Framework</p>"))
        #expect(index.contains("</a>Kit</h1>"))
        #expect(
            pages(holding: "The type named index.") == [
                "index~" + DocCIdentity.hash("index") + ".html"
            ])
        #expect(pages(holding: "Upper foo.") == ["Foo.html"])
        #expect(pages(holding: "Lower foo.") == ["foo~" + DocCIdentity.hash("foo") + ".html"])
        // The two Greek types: a page each, with its own member.
        let one = pages(holding: "Greek one.")
        let two = pages(holding: "Greek two.")
        #expect(one.count == 1 && two.count == 1 && one != two)
        #expect(pages(holding: "valueOne") == one)
        #expect(pages(holding: "valueTwo") == two)
        #expect(files.count == 6)
        let links = try LinkAudit(site: site)
        #expect(links.problems == [])
        for file in files where file != "index.html" {
            #expect(links.reached.contains("api/Kit/" + file), "nothing links to \(file)")
        }
    }

    /// Row 9 of issue 31: the nested names joined into a 259-byte file name and the build
    /// failed.
    @Test func fiveNestedTypesWith51CharacterNamesBuild() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let (folder, files, site) = try Self.build(Self.graph(nested: true), in: scratch)
        let deepest = APIFileNames.baseName(of: Self.nestedPath.joined(separator: ".")) + ".html"
        #expect(deepest.utf8.count <= 255 && deepest.contains("-"))
        #expect(Self.pages(holding: "Depth 5 of five.", in: folder, files).contains(deepest))
        #expect(files.filter { $0.hasPrefix("AAAA") }.count == Self.nestedPath.count)
        #expect(files.allSatisfy { $0.utf8.count <= 255 })
        let links = try LinkAudit(site: site)
        #expect(links.problems == [])
        #expect(links.reached.contains("api/Kit/" + deepest))
    }

    /// Row 7 of issue 31: `ᾳ` and `α` + U+0345 gave two different trees over six builds.
    /// Five builds in their own processes, one with `SWIFT_DETERMINISTIC_HASHING` set, four
    /// with random seeds, write the same files and bytes.
    @Test func theTreeIsTheSameInEveryProcessWhateverTheHashSeed() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let graphs = scratch.url.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        _ = try Self.graph().write(in: graphs)
        let docs = scratch.url.appendingPathComponent("docs")
        try ScratchSite.write(["index.md": "# Home\n\nSee ``Foo``.\n"], into: docs)
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("collor")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path))
        var trees: [[String: Data]] = []
        for (run, deterministic) in [true, false, false, false, false].enumerated() {
            let output = scratch.url.appendingPathComponent("out\(run)")
            let process = Process()
            process.executableURL = executable
            process.arguments = [
                "build", "--package-path", scratch.url.path, "--source", docs.path, "--output",
                output.path, "--symbol-graphs", graphs.path,
            ]
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_DETERMINISTIC_HASHING"] = deterministic ? "1" : nil
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            trees.append(Self.tree(at: output))
        }
        let first = try #require(trees.first)
        // The module's index and five pages, the two Greek ones among them.
        #expect(first.keys.filter { $0.hasPrefix("api/Kit/") && $0.hasSuffix(".html") }.count == 6)
        for tree in trees.dropFirst() {
            #expect(tree.keys.sorted() == first.keys.sorted())
            #expect(tree.keys.filter { tree[$0] != first[$0] }.sorted() == [])
        }
    }

    /// Every file under `folder`, by relative path.
    private static func tree(at folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let paths =
            FileManager.default.enumerator(atPath: folder.path)?
            .compactMap { $0 as? String } ?? []
        for path in paths {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            files[path] = FileManager.default.contents(atPath: url.path)
        }
        return files
    }
}
