import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

@Suite struct SearchFilesTests {
    /// After any sequence of changed, added and removed pages, the files kept and updated shard
    /// by shard are the bytes the whole index writes.
    @Test func updatedFilesAreTheWholeIndexsFiles() {
        var random = SplitMix64(seed: 0x5EA2C4)
        func word() -> String {
            let letters = Array("abcdefgh")
            return String(
                (0..<(2 + Int(random.next() % 3))).map { _ in
                    letters[Int(random.next() % UInt64(letters.count))]
                })
        }
        func entry(_ url: String) -> SearchIndex.Entry {
            var terms: [String: SearchIndex.Term] = [:]
            for _ in 0..<(1 + Int(random.next() % 40)) {
                let text = word()
                terms[text] = SearchIndex.Term(
                    text: text, fields: UInt8(1 << (random.next() % 3)),
                    heading: Int32(random.next() % 3) - 1)
            }
            return SearchIndex.Entry(
                title: word(), url: url, headings: [(title: word(), anchor: word())],
                summary: word(), terms: terms.values.sorted { $0.text < $1.text })
        }
        var index = SearchIndex()
        for page in 0..<250 { index.set(entry("p\(page).html")) }
        var files = SearchFiles(index)
        #expect(files.files == index.files())
        for step in 0..<60 {
            let page = "p\(random.next() % 260).html"
            if step % 10 == 9 {
                index.entries[page] = nil
            } else {
                index.set(entry(page))
            }
            files.update(to: index)
            #expect(files.files == index.files(), "step \(step)")
        }
    }
}
