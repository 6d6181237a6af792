import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// Names that differ only in Unicode normalization are two files on Linux but one key in Swift
/// (hostile-input finding 10): a page disappeared without a word.
@Suite struct NormalizationTests {
    @Test func twoNamesThatDifferOnlyInNormalizationAreAnErrorNamingBoth() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let docs = scratch.url.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        let composed = "caf\u{E9}.md"
        let decomposed = "cafe\u{301}.md"
        // Written through the file system's bytes, so both exist.
        for (name, title) in [(composed, "One"), (decomposed, "Two")] {
            let path = docs.path + "/" + name
            #expect(
                FileManager.default.createFile(atPath: path, contents: Data("# \(title)\n".utf8)))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: docs.path).count == 2)
        let report = try SiteBuilder(
            configuration: SiteConfiguration(
                source: docs, output: scratch.url.appendingPathComponent("_site"), siteTitle: "T")
        ).build()
        #expect(report.errors.count == 1)
        #expect(report.errors.first?.message.contains("Unicode normalization") == true)
    }
}
