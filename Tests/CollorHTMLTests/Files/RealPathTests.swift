import CollorTestSupport
import Foundation
import Testing

@testable import CollorHTML

/// Containment is decided on resolved paths (hostile-input round three, row 5).
@Suite struct RealPathTests {
    @Test func aPathThroughALinkIsWhereTheLinkLeads() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        let link = scratch.url.appendingPathComponent("dl")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: docs)
        // `dl/out` does not exist yet: it is judged by the folder it will be made in.
        let output = link.appendingPathComponent("out")
        #expect(RealPath.of(output).path == RealPath.of(docs).path + "/out")
        #expect(RealPath.contains(docs, output))
        #expect(RealPath.relative(output, in: docs) == "out/")
        // A folder contains itself but is not inside itself; a sibling with a longer name is
        // not inside.
        #expect(RealPath.contains(docs, link))
        #expect(RealPath.relative(link, in: docs) == nil)
        #expect(!RealPath.contains(docs, scratch.url.appendingPathComponent("docs2/out")))
    }
}
