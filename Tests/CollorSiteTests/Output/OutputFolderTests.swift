import CollorMarkdown
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// The output folder as the one place files are written: paths from input stay inside it, and
/// what is the user's (unlisted files, links, empty folders, leftovers) is never deleted.
@Suite struct OutputFolderTests {
    private let fileManager = FileManager.default

    private func write(_ text: String, to url: URL) throws {
        try fileManager.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    private func reason(_ body: () throws -> Void) -> SiteError.Reason? {
        do {
            try body()
            return nil
        } catch let error as SiteError {
            return error.reason
        } catch {
            return .output(.io("\(error)"))
        }
    }

    @Test(arguments: [
        ("../victim/pwned x.html", "a '..' component"),
        ("api/../../victim.html", "a '..' component"),
        ("/tmp/collor-absolute.html", "an absolute path"),
        ("api/a\u{0}.html", "a NUL byte"),
        ("api\\..\\victim.html", "a backslash"),
        ("api/\u{1B}.html", "a control character"),
    ])
    func refusesPathsLeavingTheOutput(path: String, problem: String) throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("out/_site")
        let folder = OutputFolder(output)
        #expect(
            reason { try folder.replace(with: ["index.html": [], path: Array("x".utf8)]) }
                == .output(.unsafePath(path, problem)))
        #expect(
            reason { try folder.update(changed: [path: .bytes([])], removed: [], allFiles: [path]) }
                == .output(.unsafePath(path, problem)))
        // Nothing was written next to the output, and no temporary folder is left behind.
        #expect(!fileManager.fileExists(atPath: scratch.url.appendingPathComponent("victim").path))
        #expect(!fileManager.fileExists(atPath: "/tmp/collor-absolute.html"))
        let siblings =
            (try? fileManager.contentsOfDirectory(atPath: output.deletingLastPathComponent().path))
            ?? []
        #expect(siblings.allSatisfy { !$0.hasSuffix(".collor-tmp") })
    }

    @Test func refusesToWriteThroughASymlinkedFolderInsideTheOutput() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        let elsewhere = scratch.url.appendingPathComponent("elsewhere")
        try fileManager.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try OutputFolder(output).replace(with: ["index.html": Array("home".utf8)])
        try fileManager.createSymbolicLink(
            at: output.appendingPathComponent("api"), withDestinationURL: elsewhere)
        #expect(
            reason {
                try OutputFolder(output).update(
                    changed: ["api/Type.html": .bytes(Array("x".utf8))], removed: [],
                    allFiles: ["index.html", "api/Type.html"])
            }
                == .output(
                    .unsafePath(
                        "api/Type.html", "a folder 'api' that is a symbolic link or a file")))
        #expect(try fileManager.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        // A full build does not replace the output either: the link is the user's.
        #expect(
            reason { try OutputFolder(output).replace(with: ["index.html": []]) }
                == .output(.foreignFiles(["api (not a regular file)"])))
        #expect(fileManager.fileExists(atPath: output.appendingPathComponent("api").path))
    }

    @Test func symlinksAndEmptyFoldersInAnOutputAreTheUsers() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        let target = scratch.url.appendingPathComponent("precious.txt")
        try write("precious", to: target)
        try OutputFolder(output).replace(with: ["index.html": [], "guide/a.html": []])
        try fileManager.createSymbolicLink(
            at: output.appendingPathComponent("guide/link.txt"), withDestinationURL: target)
        try fileManager.createDirectory(
            at: output.appendingPathComponent("drafts"), withIntermediateDirectories: true)
        #expect(
            reason { try OutputFolder(output).replace(with: ["index.html": []]) }
                == .output(.foreignFiles(["drafts/", "guide/link.txt (not a regular file)"])))
        #expect(readText(target) == "precious")
        #expect(
            (try? fileManager.destinationOfSymbolicLink(
                atPath: output.appendingPathComponent("guide/link.txt").path)) == target.path)
        #expect(fileManager.fileExists(atPath: output.appendingPathComponent("drafts").path))
    }

    @Test func aLeftoverHoldingAUserFileIsKept() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        for suffix in ["collor-tmp", "collor-old"] {
            let leftover = scratch.url.appendingPathComponent("._site.\(suffix)")
            // An empty marker used to be enough to have the folder and the file deleted.
            try write("", to: leftover.appendingPathComponent(OutputFolder.markerName))
            try write("mine", to: leftover.appendingPathComponent("notes.txt"))
            // Only the retired folder is looked at when an output exists to retire.
            if suffix == "collor-old" {
                try OutputFolder(output).replace(with: ["index.html": []])
            }
            let expected = SiteError.Reason.output(.leftoverKept([]))
            #expect(
                reason { try OutputFolder(output).replace(with: ["index.html": []]) } == expected)
            #expect(readText(leftover.appendingPathComponent("notes.txt")) == "mine")
            // With a valid marker that does not list the file, it is still kept, and named.
            try write(
                OutputFolder.markerHeader + "index.html\n",
                to: leftover.appendingPathComponent(OutputFolder.markerName))
            #expect(
                reason { try OutputFolder(output).replace(with: ["index.html": []]) }
                    == .output(.leftoverKept(["notes.txt"])))
            #expect(readText(leftover.appendingPathComponent("notes.txt")) == "mine")
            try fileManager.removeItem(at: leftover)
        }
    }

    @Test func aLeftoverOfOurOwnIsRemoved() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        let leftover = scratch.url.appendingPathComponent("._site.collor-tmp")
        try write(
            OutputFolder.markerHeader + "index.html\n",
            to: leftover.appendingPathComponent(OutputFolder.markerName))
        try write("old", to: leftover.appendingPathComponent("index.html"))
        try OutputFolder(output).replace(with: ["index.html": Array("new".utf8)])
        #expect(readText(output.appendingPathComponent("index.html")) == "new")
        #expect(try fileManager.contentsOfDirectory(atPath: scratch.url.path) == ["_site"])
    }

    @Test func removingAFileNeverFollowsALink() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        let target = scratch.url.appendingPathComponent("precious.txt")
        try write("precious", to: target)
        try OutputFolder(output).replace(with: ["index.html": [], "old.html": []])
        let old = output.appendingPathComponent("old.html")
        try fileManager.removeItem(at: old)
        try fileManager.createSymbolicLink(at: old, withDestinationURL: target)
        try OutputFolder(output).update(
            changed: [:], removed: ["old.html"], allFiles: ["index.html"])
        #expect(readText(target) == "precious")
    }

    @Test func aMarkerWithoutItsHeaderDoesNotMakeAFolderOurs() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        try write("", to: output.appendingPathComponent(OutputFolder.markerName))
        try write("mine", to: output.appendingPathComponent("notes.txt"))
        #expect(reason { try OutputFolder(output).checkOwnership() } == .output(.notOwned))
        #expect(reason { try OutputFolder(output).replace(with: [:]) } == .output(.notOwned))
        #expect(readText(output.appendingPathComponent("notes.txt")) == "mine")
    }
}

/// One writer per output folder (finding 9), and no empty folder left by serve (finding 12).
@Suite struct OutputFolderWritersTests {
    @Test func aSecondWriterFailsWithAClearMessageAndTheLockGoesWithTheFirst() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        let folder = OutputFolder(output)
        var first = try folder.beginReplacement(listing: ["a.html"])
        try first.write("a.html", .bytes(Array("a".utf8)))
        #expect {
            _ = try OutputFolder(output).beginReplacement(listing: ["b.html"])
        } throws: { error in
            let error = error as? SiteError
            return error?.message.contains("another collor build or serve is writing") == true
        }
        try first.commit(allFiles: ["a.html"])
        _ = consume first
        // Let go with the first build: the next one writes, and nothing is left beside it.
        try OutputFolder(output).replace(with: ["b.html": Array("b".utf8)])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
                == ["_site"])
    }

    @Test func removingAFoldersLastPageRemovesTheFolderAndTheNextBuildReplacesTheOutput() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        let files = ["index.html": [UInt8](), "guide/deep/page.html": [UInt8]()]
        try OutputFolder(output).replace(with: files)
        try OutputFolder(output).update(
            changed: [:], removed: ["guide/deep/page.html"], allFiles: ["index.html"])
        #expect(
            !FileManager.default.fileExists(atPath: output.appendingPathComponent("guide").path))
        try OutputFolder(output).replace(with: ["index.html": Array("new".utf8)])
    }
}
