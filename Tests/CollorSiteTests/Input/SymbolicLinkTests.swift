import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Only what is inside is published (hostile-input finding 7): links that leave the docs folder
/// and special files are left out with a warning naming each.
@Suite struct SymbolicLinkTests {
    @Test func linksOutOfTheDocsFolderAndSpecialFilesAreLeftOutWithAWarning() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("Docs")
        let outside = scratch.url.appendingPathComponent("secret.md")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try "# Home\n".write(
            to: docs.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
        try "# Secret\n".write(to: outside, atomically: true, encoding: .utf8)
        try "# Inner\n".write(
            to: docs.appendingPathComponent("inner.md"), atomically: true, encoding: .utf8)
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(
            at: docs.appendingPathComponent("leak.md"), withDestinationURL: outside)
        try fileManager.createSymbolicLink(
            at: docs.appendingPathComponent("passwd.txt"),
            withDestinationURL: URL(fileURLWithPath: "/etc/passwd"))
        try fileManager.createSymbolicLink(
            at: docs.appendingPathComponent("alias.md"),
            withDestinationURL: docs.appendingPathComponent("inner.md"))
        #expect(mkfifo(docs.appendingPathComponent("pipe.md").path, 0o644) == 0)
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(
            configuration: SiteConfiguration(source: docs, output: output, siteTitle: "T")
        ).build()
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(
            report.warnings.map(\.file).sorted() == [
                "Docs/leak.md", "Docs/passwd.txt", "Docs/pipe.md",
            ])
        #expect(report.warnings.allSatisfy { $0.message.hasPrefix("left out: ") })
        let written = try fileManager.subpathsOfDirectory(atPath: output.path)
        #expect(!written.contains("leak.html") && !written.contains("passwd.txt"))
        // A link that stays inside is read like the file it names.
        #expect(written.contains("alias.html"))
    }

    @Test func aSnippetsFolderLinkedOutOfThePackageReadsNothing() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let package = scratch.url.appendingPathComponent("Kit")
        let elsewhere = scratch.url.appendingPathComponent("Elsewhere")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try "let secret = 1\n".write(
            to: elsewhere.appendingPathComponent("Secret.swift"), atomically: true,
            encoding: .utf8)
        let snippets = package.appendingPathComponent("Snippets")
        try FileManager.default.createSymbolicLink(at: snippets, withDestinationURL: elsewhere)
        #expect(SnippetFolder(folder: snippets).source(of: "Kit/Snippets/Secret") == nil)
    }
}
