import Foundation

/// About 10 MB of markdown in pages of a few kilobytes: the project's own pages (front matter
/// removed) and a mix of CommonMark constructs, repeated.
enum Corpus {
    static func pages(from site: URL, targetBytes: Int = 10_000_000) -> [String] {
        var seeds: [String] = [generic]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: site.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".md") {
            guard
                let text = try? String(
                    contentsOf: site.appendingPathComponent(name), encoding: .utf8)
            else { continue }
            seeds.append(withoutFrontMatter(text))
        }
        var pages: [String] = []
        var total = 0
        var index = 0
        while total < targetBytes {
            let page = seeds[index % seeds.count]
            pages.append(page)
            total += page.utf8.count
            index += 1
        }
        return pages
    }

    private static func withoutFrontMatter(_ text: String) -> String {
        guard text.hasPrefix("---\n"),
            let end = text.range(
                of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex)
        else { return text }
        return String(text[end.upperBound...])
    }

    static let generic = """
        # A page of prose

        Some *emphasis*, **strong text**, `inline code` and a [link](other.md#section) and an
        [external one](https://example.com/path?x=1&y=2). Entities &amp; &copy; and escapes \\*.

        ## Lists

        - one item with `code`
        - two, with a nested list
          - nested *item*
          - another
        - three

        1. first
        2. second

        > A quote with **strong** words
        > and a second line.

        ## Code

        ```sh
        swift build -c release
        ```

            indented code block
            with two lines

        Hard break  
        after two spaces. ![An image](image.png "title")

        ---

        Closing paragraph with more words to make the page a realistic length, repeating the
        vocabulary of the documentation: sections, cells, adapters, uids, updates and diffs.

        """
}
