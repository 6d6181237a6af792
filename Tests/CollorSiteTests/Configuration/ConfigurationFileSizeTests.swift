import CollorMarkdown
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// `collor.yml` is read through `InputFile` with the YAML reader's own cap: a huge file is
/// refused from its size, before a byte of it is held.
@Suite struct ConfigurationFileSizeTests {
    @Test func anEightGigabyteFileIsRefusedWithoutReadingIt() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("collor.yml")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        // Sparse: eight gigabytes of size, no blocks on disk.
        #expect(truncate(file.path, 8 << 30) == 0)
        let start = ContinuousClock.now
        #expect {
            _ = try ConfigurationFile.read(file)
        } throws: { error in
            (error as? SiteError)?.message.contains(
                "larger than \(BoundedYAML.maximumBytes) bytes") == true
        }
        #expect(ContinuousClock.now - start < .seconds(1))
    }
}
