import CollorSite
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

/// The watcher compares what the file system says about each source (path, size, times, inode),
/// never the bytes: a 200 MB image in the docs cost 85% of a core while idle.
@Suite struct SourceSnapshotTests {
    private let scratch = ScratchFolder()
    private var folder: URL { scratch.url.appendingPathComponent("docs") }

    private func write(_ text: String, _ path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    private func age(_ path: String, seconds: Double) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -seconds)],
            ofItemAtPath: folder.appendingPathComponent(path).path)
    }

    private func snapshot() -> SourceSnapshot {
        SourceSnapshot(folders: [folder], excluding: [folder.appendingPathComponent("_site")])
    }

    @Test func anUnchangedTreeIsTheSame() throws {
        defer { scratch.remove() }
        try write("# One", "one.md")
        try write("body {}", "theme/style.css")
        try SourceFolderAge.makeOld(folder)
        let first = snapshot()
        #expect(first.files.count == 2)
        #expect(first.isSettled)
        #expect(snapshot() == first)
    }

    @Test func aChangeOfSizeTimeOrFileIsSeen() throws {
        defer { scratch.remove() }
        try write("# One", "one.md")
        try write("# Two", "guide/two.md")
        try SourceFolderAge.makeOld(folder)
        var last = snapshot()
        func changed() -> Bool {
            let now = snapshot()
            defer { last = now }
            return now != last
        }
        // Longer, same length at another time, a new file, a removed file.
        try write("# One!", "one.md")
        try age("one.md", seconds: 3000)
        #expect(changed())
        try write("# One?", "one.md")
        try age("one.md", seconds: 2000)
        #expect(changed())
        try write("x", "three.md")
        #expect(changed())
        try FileManager.default.removeItem(at: folder.appendingPathComponent("three.md"))
        #expect(changed())
        // Replaced by another file of the same size and time (an editor's atomic save).
        let replacement = scratch.url.appendingPathComponent("two.md")
        try "# Owt".write(to: replacement, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: replacement.path)
        _ = rename(replacement.path, folder.appendingPathComponent("guide/two.md").path)
        #expect(changed())
        #expect(!changed())
    }

    @Test func hiddenFilesAndTheOutputAreLeftOut() throws {
        defer { scratch.remove() }
        try write("# One", "one.md")
        try SourceFolderAge.makeOld(folder)
        let first = snapshot()
        try write("swap", ".one.md.swp")
        try write("<html>", "_site/index.html")
        try write("x", ".git/objects/ab")
        #expect(snapshot() == first)
    }

    @Test func aFileChangedInTheLastSecondsIsNotSettled() throws {
        defer { scratch.remove() }
        try write("# One", "one.md")
        #expect(!snapshot().isSettled)
        try age("one.md", seconds: 10)
        #expect(snapshot().isSettled)
    }

    /// Reading is counted by Linux (`rchar`): a snapshot of a folder with a 64 MB file reads
    /// folder listings only.
    @Test(.enabled(if: ProcessCounters.bytesRead() != nil))
    func aSnapshotDoesNotReadContents() throws {
        defer { scratch.remove() }
        try write("# One", "one.md")
        try PatternFile.write(size: 64 << 20, to: folder.appendingPathComponent("big.bin"))
        let before = ProcessCounters.bytesRead() ?? 0
        let taken = snapshot()
        let read = (ProcessCounters.bytesRead() ?? 0) - before
        #expect(
            taken.files.keys.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() == [
                "big.bin", "one.md",
            ])
        #expect(read < 1 << 20, "read \(read) bytes")
    }
}
