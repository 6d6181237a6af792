import CollorSite
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

/// A file is sent in pieces of the file itself, with the reload script between them for a page.
@Suite struct ServedFileTests {
    private let scratch = ScratchFolder()

    private func pieces(_ bytes: [UInt8], page: Bool) throws -> (Int, [ServedFile.Piece]) {
        let url = scratch.url.appendingPathComponent(page ? "page.html" : "file.bin")
        try Data(bytes).write(to: url)
        let file = try ServedFile(url, injectingReload: page)
        defer { file.close() }
        var pieces: [ServedFile.Piece] = []
        while let piece = file.nextPiece() { pieces.append(piece) }
        return (file.contentLength, pieces)
    }

    @Test func aPageGetsTheScriptBeforeItsLastBodyEnd() throws {
        defer { scratch.remove() }
        let page = Array("<body></body><p></p></body>\n</html>\n".utf8)
        let (length, pieces) = try pieces(page, page: true)
        #expect(pieces == [.file(0..<20), .bytes(ServedFile.reloadTag), .file(20..<page.count)])
        #expect(length == page.count + ServedFile.reloadTag.count)
        // Without `</body>` the script goes at the end; an empty page is the script alone.
        #expect(
            try self.pieces(Array("<p>".utf8), page: true).1 == [
                .file(0..<3), .bytes(ServedFile.reloadTag),
            ])
        #expect(try self.pieces([], page: true).1 == [.bytes(ServedFile.reloadTag)])
    }

    @Test func aBodyEndBeforeTheLastSixtyFourKilobytesIsNotLookedFor() throws {
        defer { scratch.remove() }
        let page = Array("</body>".utf8) + [UInt8](repeating: 32, count: ServedFile.tailBytes)
        #expect(
            try pieces(page, page: true).1
                == [.file(0..<page.count), .bytes(ServedFile.reloadTag)])
    }

    @Test func aLargeFileIsSentInPieces() throws {
        defer { scratch.remove() }
        let size = ServedFile.pieceBytes * 5 / 2
        let (length, pieces) = try pieces([UInt8](repeating: 7, count: size), page: false)
        let megabyte = ServedFile.pieceBytes
        #expect(length == size)
        #expect(
            pieces == [
                .file(0..<megabyte), .file(megabyte..<2 * megabyte), .file(2 * megabyte..<size),
            ])
        #expect(try self.pieces([], page: false).1 == [])
    }

    @Test func aMissingFileThrows() {
        defer { scratch.remove() }
        #expect(throws: (any Error).self) {
            try ServedFile(scratch.url.appendingPathComponent("nope"), injectingReload: false)
        }
    }
}
