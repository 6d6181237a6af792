import CollorTestSupport
import Foundation
import Testing

@testable import CollorHTML

/// The one way to open a file (hostile-input round three, row 8): what is checked is the opened
/// descriptor, so a file swapped for a link between a check and a read is never followed.
@Suite struct InputFileTests {
    @Test func aRegularFileIsReadWholeAndInChunks() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("page.md")
        let text = String(repeating: "abcdefghij", count: 1_000)
        try text.write(to: file, atomically: true, encoding: .utf8)
        #expect(try InputFile.read(file) == Array(text.utf8))
        let opened = try InputFile(file)
        #expect(opened.size == 10_000)
        var sizes: [Int] = []
        var joined: [UInt8] = []
        try opened.forEachChunk(size: 4_096) { chunk in
            sizes.append(chunk.count)
            joined.append(contentsOf: chunk)
        }
        #expect(sizes == [4_096, 4_096, 1_808])
        #expect(joined == Array(text.utf8))
    }

    @Test func aSymbolicLinkIsRefusedEvenToARegularFile() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let link = scratch.url.appendingPathComponent("leak.md")
        try FileManager.default.createSymbolicLink(
            at: link, withDestinationURL: URL(fileURLWithPath: "/etc/passwd"))
        #expect(throws: InputFileError.symbolicLink(path: link.path)) {
            try InputFile.read(link)
        }
    }

    /// A folder on the way swapped for a link (to `/etc`) is not followed under a root.
    @Test func underARootNoFolderOnTheWayIsFollowed() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("docs")
        let guide = docs.appendingPathComponent("guide")
        try FileManager.default.createDirectory(at: guide, withIntermediateDirectories: true)
        try "# Model\n".write(
            to: guide.appendingPathComponent("model.md"), atomically: true, encoding: .utf8)
        let model = guide.appendingPathComponent("model.md")
        #expect(try InputFile.read(model, under: docs) == Array("# Model\n".utf8))
        let etc = docs.appendingPathComponent("etc")
        try FileManager.default.createSymbolicLink(
            at: etc, withDestinationURL: URL(fileURLWithPath: "/etc"))
        let passwd = etc.appendingPathComponent("passwd")
        #expect(throws: InputFileError.symbolicLink(path: passwd.path)) {
            try InputFile.read(passwd, under: docs)
        }
        // Without a root only the last component is checked: the caller's own path is trusted.
        #expect(try InputFile.read(passwd).isEmpty == false)
        // Through a link to the root itself (the user's choice), and nothing outside it.
        let alias = scratch.url.appendingPathComponent("alias")
        try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: docs)
        #expect(try InputFile.read(model, under: alias) == Array("# Model\n".utf8))
        let outside = scratch.url.appendingPathComponent("secret.md")
        #expect(throws: InputFileError.outside(path: outside.path, root: docs.path)) {
            try InputFile.read(outside, under: docs)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOIsRefusedWithoutBlocking() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let pipe = scratch.url.appendingPathComponent("pipe.md")
        #expect(mkfifo(pipe.path, 0o644) == 0)
        let start = ContinuousClock.now
        #expect(throws: InputFileError.notRegular(path: pipe.path, kind: "a FIFO")) {
            try InputFile.read(pipe)
        }
        // A blocking open would wait for a writer forever; this one returns at once.
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func aFolderADeviceAndNothingAreRefused() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        #expect(throws: InputFileError.notRegular(path: scratch.url.path, kind: "a folder")) {
            try InputFile(path: scratch.url.path)
        }
        #expect(throws: InputFileError.notRegular(path: "/dev/zero", kind: "a device")) {
            try InputFile(path: "/dev/zero")
        }
        let missing = scratch.url.appendingPathComponent("missing.md").path
        #expect(throws: InputFileError.missing(path: missing)) {
            try InputFile(path: missing)
        }
    }

    @Test func aLimitIsCheckedBeforeReading() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("big.json")
        try Data(count: 2_000).write(to: file)
        #expect(throws: InputFileError.tooLarge(path: file.path, size: 2_000, limit: 1_000)) {
            try InputFile.read(file, limit: 1_000)
        }
        #expect(try InputFile.read(file, limit: 2_000).count == 2_000)
    }

    @Test func copyingWritesEveryByteToTheDescriptor() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("image.png")
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: source)
        let target = scratch.url.appendingPathComponent("copy.png")
        #expect(FileManager.default.createFile(atPath: target.path, contents: nil))
        let handle = try FileHandle(forWritingTo: target)
        try InputFile(source).copy(to: handle.fileDescriptor, pieceSize: 65_536)
        try handle.close()
        #expect(try Data(contentsOf: target) == Data(bytes))
    }
}
