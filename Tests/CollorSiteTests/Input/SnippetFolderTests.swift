import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

@Suite struct SnippetFolderTests {
    /// `FreshKit/Snippets/Sub/Add` is `Snippets/Sub/Add.swift`; a path that leaves the folder, a
    /// symlink or a file too large is no snippet.
    @Test func pathsStayInsideTheFolder() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let snippets = scratch.url.appendingPathComponent("Snippets")
        try FileManager.default.createDirectory(
            at: snippets.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        try "let a = 1\n".write(
            to: snippets.appendingPathComponent("Sub/Add.swift"), atomically: true, encoding: .utf8)
        try "secret\n".write(
            to: scratch.url.appendingPathComponent("Secret.swift"), atomically: true,
            encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: snippets.appendingPathComponent("Link.swift"),
            withDestinationURL: scratch.url.appendingPathComponent("Secret.swift"))
        try String(repeating: "x", count: SnippetFolder.maximumBytes + 1).write(
            to: snippets.appendingPathComponent("Huge.swift"), atomically: true, encoding: .utf8)
        let folder = SnippetFolder(folder: snippets)
        #expect(folder.source(of: "FreshKit/Snippets/Sub/Add") == "let a = 1\n")
        #expect(folder.source(of: "FreshKit/Snippets/../Secret") == nil)
        #expect(folder.source(of: "FreshKit/Snippets/Link") == nil)
        #expect(folder.source(of: "FreshKit/Snippets/Huge") == nil)
        #expect(folder.source(of: "FreshKit/Sub/Add") == nil)
        #expect(folder.source(of: "FreshKit/Snippets/") == nil)
    }

    /// DocC 6.2.1's short paths: the prefixes DocC's own `SnippetResolverTests` accept before
    /// `First` (swift-docc, `optionalPathPrefixes`) all find `Snippets/First.swift`; a
    /// `Snippets` later than the second component is a folder's name.
    @Test func shortPathsAsDocCReadsThem() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let snippets = scratch.url.appendingPathComponent("Snippets")
        try FileManager.default.createDirectory(
            at: snippets.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        try "let first = 1\n".write(
            to: snippets.appendingPathComponent("First.swift"), atomically: true, encoding: .utf8)
        try "let nested = 2\n".write(
            to: snippets.appendingPathComponent("Sub/Nested.swift"), atomically: true,
            encoding: .utf8)
        let folder = SnippetFolder(folder: snippets)
        let prefixes = [
            "/ModuleName/Snippets/", "ModuleName/Snippets/", "/Something/Snippets/",
            "Something/Snippets/", "/Snippets/Snippets/", "Snippets/Snippets/", "/Snippets/",
            "Snippets/", "/", "",
        ]
        for prefix in prefixes {
            #expect(folder.source(of: prefix + "First") == "let first = 1\n", "\(prefix)")
            #expect(folder.source(of: prefix + "Sub/Nested") == "let nested = 2\n", "\(prefix)")
        }
        #expect(folder.source(of: "A/B/Snippets/First") == nil)
        #expect(folder.source(of: "Snippets") == nil)
    }
}
