import CollorMarkdown
import FuzzSupport

/// The files a link may name, as a site's resolver would know them.
private let files: Set<String> = ["index.md", "one.md", "images/dot.svg", "data/bars.json"]

/// libFuzzer target: the bytes as a page of `CollorMarkdown` alone: front matter, then markdown
/// with DocC's dialect (directives and tutorials, asides, symbol links, catalog images, snippets,
/// tables, strikethrough and doc comment tags) and link checking, within `MarkdownLimits`. Swift blocks
/// are highlighted only when the first byte asks, so that thousands of pages run each second:
/// `FuzzSwiftCode` fuzzes the highlighter, this target its use from pages and doc comments.
/// Errors are fine; traps are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let split = try? FrontMatter.split(source, file: "guide/page.md") else { return 0 }
    let context = MarkdownContext(
        file: "guide/page.md", lineOffset: split.bodyLineOffset, root: "../",
        resolveLink: { path, _ in
            files.contains(path) ? .rewrite(path) : .failure(.brokenLink(path))
        },
        resolveDocument: { name, _ in
            name.hasPrefix("O") ? .titled("one.html", title: "One") : .failure(.brokenLink(name))
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
        },
        // A tutorial's `@Code(file:)`: files named `a…` exist.
        resolveFile: { name in name.hasPrefix("a") ? "let a = 1\n}\n}\n" : nil })
    // The first byte picks the options: a page documenting a symbol (doc comment tags become
    // sections), DocC's anchors, generated text's limits, Swift highlighting.
    let first = size > 0 ? data[0] : 0
    let options = MarkdownOptions(
        highlightSwift: first & 8 == 8, symbolDocumentation: first & 1 == 1,
        doccAnchors: first & 2 == 2,
        limits: first & 4 == 4 ? generated : handWritten)
    // On a secondary thread's stack, as a site renders its pages.
    onSmallStack { _ = MarkdownRenderer.render(split.body, options: options, context: context) }
    return 0
}

/// The limits of pages and of generated text with an eighth of their tokens per line, as
/// `FuzzSwiftCode`'s (its `fuzzedLimits` tells why): the worst 64 KB page stays within the time
/// limit of `scripts/fuzz.sh`.
private let handWritten = withShortLines(.handWritten)
private let generated = withShortLines(.generated)

private func withShortLines(_ limits: MarkdownLimits) -> MarkdownLimits {
    var limits = limits
    limits.swiftLineTokens /= 8
    return limits
}

runFuzzer(fuzzMarkdown)
