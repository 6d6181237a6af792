import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

/// Row 5 of round three under `serve`: an output named through a link into the docs folder was
/// not recognised as the output, so every build looked like an edit and serve never settled.
@Suite struct SourceSnapshotLinkTests {
    @Test func anOutputNamedThroughALinkIsLeftOutOfTheSnapshot() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("docs")
        let out = docs.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "# Home\n".write(
            to: docs.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
        try "<p>built</p>\n".write(
            to: out.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let link = scratch.url.appendingPathComponent("dl")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: docs)
        let snapshot = SourceSnapshot(
            folders: [docs], excluding: [link.appendingPathComponent("out")])
        #expect(snapshot.files.keys.map { ($0 as NSString).lastPathComponent } == ["index.md"])
    }
}
