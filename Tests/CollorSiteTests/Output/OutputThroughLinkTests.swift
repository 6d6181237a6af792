import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Containment decided on real paths (round three, rows 5 and 15): an output named through a
/// symbolic link is where the link leads.
@Suite struct OutputThroughLinkTests {
    /// `ln -s docs dl; --output dl/out`: each build used to publish the previous output inside
    /// the new one (`out/out/out…`), the page count growing 10 → 20 → 30.
    @Test func anOutputLinkedIntoTheDocsFolderIsNotReadBack() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = try Self.docs(in: scratch)
        let link = scratch.url.appendingPathComponent("dl")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: docs)
        let output = link.appendingPathComponent("out")
        let configuration = SiteConfiguration(source: docs, output: output, siteTitle: "T")
        let first = try SiteBuilder(configuration: configuration).build()
        #expect(first.errors.isEmpty, "\(first.errors)")
        let before = try FileManager.default.subpathsOfDirectory(atPath: output.path).sorted()
        let second = try SiteBuilder(configuration: configuration).build()
        #expect(second.errors.isEmpty, "\(second.errors)")
        let after = try FileManager.default.subpathsOfDirectory(atPath: output.path).sorted()
        #expect(after == before)
        #expect(!after.contains { $0.hasPrefix("out/") })
        #expect(after.contains("guide.html"))
    }

    /// A symbolic link to an empty folder was refused as "not empty".
    @Test func aLinkToAnEmptyFolderIsAnEmptyOutput() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = try Self.docs(in: scratch)
        let empty = scratch.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let link = scratch.url.appendingPathComponent("site")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: empty)
        let report = try SiteBuilder(
            configuration: SiteConfiguration(source: docs, output: link, siteTitle: "T")
        ).build()
        #expect(report.errors.isEmpty, "\(report.errors)")
        // The site is in the folder the link names, and the link is still a link.
        #expect(
            FileManager.default.fileExists(atPath: empty.appendingPathComponent("index.html").path))
        let kind = try FileManager.default.attributesOfItem(atPath: link.path)[.type]
        #expect(kind as? FileAttributeType == .typeSymbolicLink)
        // A second build replaces it the same way.
        #expect(
            try SiteBuilder(
                configuration: SiteConfiguration(source: docs, output: link, siteTitle: "T")
            ).build().errors.isEmpty)
        #expect(
            FileManager.default.fileExists(atPath: link.appendingPathComponent("index.html").path))
    }

    /// A docs folder with two pages.
    private static func docs(in scratch: ScratchFolder) throws -> URL {
        let docs = scratch.url.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        for (name, title) in [("index.md", "Home"), ("guide.md", "Guide")] {
            try "# \(title)\n".write(
                to: docs.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return docs
    }
}
