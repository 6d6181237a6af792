import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorMarkdown
@testable import CollorSite

/// A rebuild that fails half-way (after rendering and the support files, on a strict build's
/// broken link) puts back what it replaced (`UndoLog`): the cache and the served output are
/// those of the last good build, and the next rebuild starts from them.
@Suite struct UndoLogTests {
    /// What the cache holds that a rebuild writes, in comparable form.
    struct CacheState {
        var pages: [String: String]
        var sources: [String: String]
        var folderIndexes: [String: GeneratedPage]
        var homePage: GeneratedPage?
        var hashes: [String: Int]
        var files: [String: FileContent]
        var searchEntries: [String: SearchIndex.Entry]
        var searchFiles: [String: [UInt8]]
        var warnings: [String: [SiteError]]
        var galleries: [String: Int]
        var links: [String: [LinkOccurrence]]
        var parsed: [String]

        init(_ cache: BuildCache) {
            pages = cache.linked.pages.mapValues { page in
                "\(page.outputPath)|\(page.title)|\(page.section)|\(page.kind)|"
                    + "\(page.source)|\(page.headings.map(\.anchor))|\(page.extends ?? "")"
            }
            sources = cache.sources.markdown
            folderIndexes = cache.linked.folderIndexes
            homePage = cache.linked.homePage
            hashes = cache.output.pageHashes
            files = cache.output.files
            searchEntries = cache.output.searchIndex.entries
            searchFiles = cache.output.searchFiles.files
            warnings = cache.output.pageWarnings
            galleries = cache.output.galleryCounts
            links = cache.output.pageLinks
            parsed = cache.linked.parsed.keys.sorted()
        }
    }

    /// Edits that fail in a strict build, each on a different path of the rebuild: a page's
    /// text (only it renders), a title (every page renders), a new page (the folder indexes
    /// are made again), a page removed that another links to.
    static let failingEdits: [(name: String, write: [String: String], remove: [String])] = [
        ("text", ["guide/model.md": "# The model\n\nSee [gone](gone.md).\n"], []),
        (
            "title",
            ["guide/model.md": "# A new title\n\n## Parts\n\nSee [gone](../gone.md).\n"], []
        ),
        ("new page", ["guide/new.md": "# New\n\nSee [gone](gone.md).\n"], []),
        ("removed page", [:], ["start.md"]),
    ]

    @Test(arguments: failingEdits.indices)
    func aFailedRebuildLeavesTheCacheAndTheOutputAsTheLastGoodBuild(edit: Int) throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("docs")
        let site: [String: String] = [
            "guide/model.md": "# The model\n\n## Sections\n\nSee [start](../start.md).\n",
            "guide/other.md": "# Other\n\nWords for the search index.\n",
            "start.md": "# Start\n\nRead [the model](guide/model.md#sections).\n",
            "reference/terms.md": "---\norder: 2\n---\n# Terms\n\nA list.\n",
        ]
        try ScratchSite.write(site, into: docs)
        let output = scratch.url.appendingPathComponent("_site")
        var configuration = SiteConfiguration(source: docs, output: output, siteTitle: "Kit")
        configuration.highlighter = nil
        configuration.strict = true
        let builder = SiteBuilder(configuration: configuration)
        #expect(try builder.build().errors.map(\.description) == [])
        let before = CacheState(builder.cache)
        let copy = scratch.url.appendingPathComponent("before")
        try FileManager.default.copyItem(at: output, to: copy)

        let (name, write, remove) = Self.failingEdits[edit]
        try ScratchSite.write(write, into: docs)
        for path in remove {
            try FileManager.default.removeItem(at: docs.appendingPathComponent(path))
        }
        let failed = try builder.rebuild()
        #expect(!failed.errors.isEmpty, "\(name)")
        #expect(builder.cache.undo == nil)
        #expect(CacheState(builder.cache).differences(from: before) == [], "\(name)")
        #expect(Self.files(in: output) == Self.files(in: copy), "\(name)")

        // Put the sources back: nothing changed since the last good build.
        for path in write.keys where site[path] == nil {
            try FileManager.default.removeItem(at: docs.appendingPathComponent(path))
        }
        try ScratchSite.write(site, into: docs)
        let recovered = try builder.rebuild()
        #expect(recovered.errors.map(\.description) == [], "\(name)")
        #expect(recovered.writtenFiles == [], "\(name)")
        #expect(Self.files(in: output) == Self.files(in: copy), "\(name)")
    }

    /// Each file under `folder` with its bytes, by root-relative path.
    static func files(in folder: URL) -> [String: Data] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? []
        var files: [String: Data] = [:]
        for case let path as String in paths {
            files[path] = FileManager.default.contents(
                atPath: folder.appendingPathComponent(path).path)
        }
        return files
    }
}

extension UndoLogTests.CacheState {
    /// The names of the fields that differ from `other`'s.
    func differences(from other: Self) -> [String] {
        var names: [String] = []
        if pages != other.pages { names.append("pages") }
        if sources != other.sources { names.append("sources") }
        if folderIndexes != other.folderIndexes { names.append("folderIndexes") }
        if homePage != other.homePage { names.append("homePage") }
        if hashes != other.hashes { names.append("hashes") }
        if files != other.files { names.append("files") }
        if searchEntries != other.searchEntries { names.append("searchEntries") }
        if searchFiles != other.searchFiles { names.append("searchFiles") }
        if warnings != other.warnings { names.append("warnings") }
        if galleries != other.galleries { names.append("galleries") }
        if links != other.links { names.append("links") }
        if parsed != other.parsed { names.append("parsed") }
        return names
    }
}
