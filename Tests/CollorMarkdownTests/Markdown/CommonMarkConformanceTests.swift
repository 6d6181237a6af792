import CCmark
import Foundation
import Testing

@testable import CollorMarkdown

/// Without the pipeline's additions, the walker must write exactly what libcmark's own HTML
/// renderer writes.
@Suite struct CommonMarkConformanceTests {
    static let corpus: [String] = [
        "",
        "Hello *world* and **strong** and ***both***.\n",
        "# H1\n## H2 with `code`\n###### H6\n\nSetext\n======\n\nAnother\n---\n",
        "- a\n- b\n  - nested\n    - deeper\n- c\n",
        "1. one\n2. two\n\n   para in item\n3. three\n",
        "7. starts at seven\n8. eight\n",
        "- tight\n- list\n\n\n- loose\n\n- list\n",
        "> quote\n> > nested quote\n> > > deeper\n>\n> back\n",
        "> - list in quote\n>   continued\n",
        "```\nplain fence\n```\n\n```swift extra info\nlet x = 1 < 2\n```\n\n    indented code\n    <b>\n",
        "~~~ruby\nputs \"hi\"\n~~~\n",
        "Inline `code with <tags> & \"quotes\"` here.\n",
        "[link](http://example.com \"Title & more\") and <http://auto.link/x?a=1&b=2>\n",
        "[rel](../some/path.html#frag) [spaces](<with space.html>) [empty]()\n",
        "![alt *text* `code`](img.png \"img title\") and ![](empty.png)\n",
        "[ref link][r] and [collapsed][] and [shortcut]\n\n[r]: /url \"t\"\n[collapsed]: /c\n[shortcut]: /s\n",
        "Entities: &amp; &copy; &#35; &#x22; &nbsp; &bogus;\n",
        "Escapes: \\* \\_ \\` \\\\ \\[ \\] \\<\n",
        "Hard break with spaces  \nand backslash\\\nend\n",
        "Soft\nbreak\n",
        "***\n\n---\n\n___\n",
        "<div>\n*raw html block*\n</div>\n\nInline <span>html</span> and <!-- comment -->\n",
        "<script>alert(1)</script>\n",
        // cmark keeps `data:image/...` links; the pipeline strips every scheme but http(s) and
        // mailto, a deliberate difference, so only schemes both strip are in the corpus.
        "[bad](javascript:alert(1)) [data](data:text/html;base64,xx) [vb](VBScript:x)\n",
        "| a | b |\n|---|---|\n| 1 | 2 |\n",
        "Unicode: café, 日本語, emoji 🎉, \u{2028} separator\n",
        "URL escapes: [x](http://a.b/ü?q=a b&c=\"d\"'e') [y](http://x/%41[]{}|^`)\n",
        "*emph with [link](u)* __strong with `code`__\n",
        "Trailing backslash\\\n",
        "  - item with leading spaces\n\n        code in item\n",
        "a\n\n\n\nb\n",
        "Line with <not a tag and > symbols & ampersands\n",
        "# Heading with [link](x) and ![img](y)\n",
        "1) paren list\n2) second\n",
        "- [ ] not a task list\n- [x] plain text\n",
        // The writer's eight-byte fast path: escapes, control characters (kept, as cmark keeps
        // them) and multi-byte characters at every offset of a word.
        "abcdefgh<ijklmno&pqrstuv\"wxyz01>23456789 a<b&c\"d>e \u{1}\u{7}\u{1B}\u{7F} kept\n",
        "é<é&é\"é>é 漢<漢&漢 🎉<🎉&🎉\"🎉 ééééééé<x `co<de&🎉\"` [l<i>nk](<a\u{1}é&'🎉> \"t<i>t&le\")\n",
    ]

    static func cmarkHTML(_ markdown: String) -> String {
        var text = markdown
        return text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                guard
                    let html = cmark_markdown_to_html(
                        chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
                else { return "" }
                defer { free(html) }
                return String(cString: html)
            }
        }
    }

    @Test(arguments: corpus)
    func walkerEqualsCmark(_ markdown: String) {
        let ours = MarkdownRenderer.render(markdown, options: .commonMark).html
        #expect(ours == Self.cmarkHTML(markdown))
    }

    @Test func wholeCorpusAsOneDocument() {
        let document = Self.corpus.joined(separator: "\n")
        #expect(
            MarkdownRenderer.render(document, options: .commonMark).html == Self.cmarkHTML(document)
        )
    }

    @Test func projectPagesRenderLikeCmark() throws {
        let folder = repository.appendingPathComponent("Site")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        #expect(names.count >= 10)
        for name in names {
            let text = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let body = try FrontMatter.split(text, file: name).body
            #expect(
                MarkdownRenderer.render(body, options: .commonMark).html == Self.cmarkHTML(body),
                "\(name)")
        }
    }
}

@Suite struct MarkdownNodeTypeTests {
    @Test func rawValuesMatchCmark() {
        let pairs: [(MarkdownNodeType, cmark_node_type)] = [
            (.document, CMARK_NODE_DOCUMENT), (.blockQuote, CMARK_NODE_BLOCK_QUOTE),
            (.list, CMARK_NODE_LIST), (.item, CMARK_NODE_ITEM), (.codeBlock, CMARK_NODE_CODE_BLOCK),
            (.htmlBlock, CMARK_NODE_HTML_BLOCK), (.customBlock, CMARK_NODE_CUSTOM_BLOCK),
            (.paragraph, CMARK_NODE_PARAGRAPH), (.heading, CMARK_NODE_HEADING),
            (.thematicBreak, CMARK_NODE_THEMATIC_BREAK), (.text, CMARK_NODE_TEXT),
            (.softBreak, CMARK_NODE_SOFTBREAK), (.lineBreak, CMARK_NODE_LINEBREAK),
            (.code, CMARK_NODE_CODE), (.htmlInline, CMARK_NODE_HTML_INLINE),
            (.customInline, CMARK_NODE_CUSTOM_INLINE), (.emphasis, CMARK_NODE_EMPH),
            (.strong, CMARK_NODE_STRONG), (.link, CMARK_NODE_LINK), (.image, CMARK_NODE_IMAGE),
        ]
        for (swift, c) in pairs {
            #expect(swift.rawValue == c.rawValue, "\(swift)")
            #expect(MarkdownNodeType.of(c.rawValue) == swift, "\(swift)")
        }
        #expect(MarkdownNodeType.of(99) == MarkdownNodeType.none)
    }
}
