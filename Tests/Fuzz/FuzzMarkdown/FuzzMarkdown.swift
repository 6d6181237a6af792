import CollorMarkdown
import Foundation
import FuzzSupport

@testable import CollorSite

/// Links resolve against a small site, as the site builder's resolver does.
private let resolver = LinkResolver(
    pages: [:], files: ["index.html", "guide/one.html", "images/dot.svg", "data/bars.json"])

/// libFuzzer target: the bytes as a page: front matter, then markdown rendered with link
/// resolution, symbol links and Swift highlighting (of its ```swift blocks), and DocC's dialect:
/// directives, asides, symbol links, catalog images, snippets, tables, strikethrough and doc
/// comment tags.
/// Errors are fine; traps are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let split = try? FrontMatter.split(source, file: "guide/page.md") else { return 0 }
    let context = MarkdownContext(
        file: "guide/page.md", lineOffset: split.bodyLineOffset, root: "../",
        resolveLink: { path, anchor in resolver.resolve(path, anchor: anchor, from: "guide/page.md")
        },
        symbolPage: { code in code.hasPrefix("Collection") ? "api/\(code).html" : nil },
        resolveSymbol: { path in
            path.hasPrefix("B")
                ? .rewrite("api/Basket.html#add") : .failure(.unresolvedSymbol(path))
        },
        resolveResource: { name in
            name.hasPrefix("b") ? .init(url: "images/b.png", darkURL: "images/b~dark.png") : nil
        },
        snippet: { path in
            path.hasPrefix("F") ? "// About.\nlet a = 1\n// snippet.s\nlet b = 2\n" : nil
        })
    // A page documenting a symbol when its first byte is odd: doc comment tags become sections.
    let options = MarkdownOptions(symbolDocumentation: size > 0 && data[0] & 1 == 1)
    _ = MarkdownRenderer.render(split.body, options: options, context: context)
    return 0
}

runFuzzer(fuzzMarkdown)
