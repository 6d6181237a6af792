import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Static files are kept as references and copied in bounded pieces (hostile-input round three,
/// row 6: a 1 GiB static file peaked at 2.1 GB and aborted under a 1.5 GB address-space limit).
@Suite struct FileContentTests {
    @Test func aCopiedFileIsWrittenWholeAndItsDigestFollowsItsBytes() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = scratch.url.appendingPathComponent("big.bin")
        // Three and a half pieces, so that the last one is short.
        let bytes = (0..<(7 << 19)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }
        try Data(bytes).write(to: source)
        let content = try FileContent.file(at: source)
        #expect(content.sourcePath == source.path)
        let copy = scratch.url.appendingPathComponent("copy.bin").path
        try content.writeAtomically(toPath: copy)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: copy))) == bytes)
        #expect(try FileContent.file(at: source) == content)
        var changed = bytes
        changed[changed.count - 1] ^= 1
        try Data(changed).write(to: source)
        #expect(try FileContent.file(at: source) != content)
    }

    /// A site with a 64 MiB static file builds in about the memory of one with a 1 MiB file: the
    /// peak resident size of `collor build` (from `/usr/bin/time -v`) differs by less than a
    /// quarter of the difference in size. Before, the file was held whole, twice while read.
    @Test func buildingASiteDoesNotHoldItsStaticFiles() throws {
        let small = try peakKilobytes(staticFileBytes: 1 << 20)
        let large = try peakKilobytes(staticFileBytes: 64 << 20)
        #expect(large - small < 16 << 10, "peak \(small) KiB with 1 MiB, \(large) KiB with 64 MiB")
    }

    /// The peak resident size of `collor build` over a site with one sparse static file.
    private func peakKilobytes(staticFileBytes: Int) throws -> Int {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("docs")
        try ScratchSite.write(["index.md": "# Home\n", "media/small.txt": "s\n"], into: docs)
        let big = docs.appendingPathComponent("media/big.bin").path
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, off_t(staticFileBytes)) == 0)
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("collor")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = [
            "-v", executable.path, "build", "--package-path", scratch.url.path, "--source",
            docs.path, "--output", scratch.url.appendingPathComponent("_site").path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        let copied = scratch.url.appendingPathComponent("_site/media/big.bin").path
        #expect(
            (try? FileManager.default.attributesOfItem(atPath: copied)[.size] as? Int)
                == staticFileBytes)
        let line = text.split(separator: "\n").first { $0.contains("Maximum resident set size") }
        return try #require(line?.split(separator: ":").last.flatMap { Int($0.trimmed) })
    }
}

extension Substring {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
