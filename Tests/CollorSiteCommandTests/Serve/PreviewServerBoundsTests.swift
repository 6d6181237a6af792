import CollorSite
import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hostile-input review's findings on what `collor serve` holds, over a real socket: an idle
/// watcher re-read every source byte every 300 ms.
@Suite(.serialized) struct PreviewServerBoundsTests {
    /// The watcher looked for changes by reading every source: a 64 MB file in the sources was
    /// read about three times a second while nothing changed.
    @Test(.enabled(if: ProcessCounters.bytesRead() != nil))
    func anIdleWatcherDoesNotReadTheSources() async throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let source = try scratch.copyOfFixtureSite()
        try PatternFile.write(size: 64 << 20, to: source.appendingPathComponent("big.bin"))
        try SourceFolderAge.makeOld(source)
        try await withRunningPreview(source: source, pollInterval: .milliseconds(50)) { port, _ in
            try await Task.sleep(for: .milliseconds(200))
            let before = ProcessCounters.bytesRead() ?? 0
            try await Task.sleep(for: .seconds(1))
            let read = (ProcessCounters.bytesRead() ?? 0) - before
            #expect(read < 16 << 20, "read \(read >> 20) MB while idle")
            // A change is still seen and rebuilt.
            #expect(
                try await editAndAwaitRebuild(
                    source: source, adding: "Edited while idle.", port: port, tries: 50))
        }
    }
}
