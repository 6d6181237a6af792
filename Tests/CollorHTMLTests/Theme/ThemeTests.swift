import Testing

@testable import CollorHTML

@Suite struct ThemeTests {
    /// The `@font-face` rule: everything between `url("` and `")`.
    private func fontURL(in css: String) -> Substring? {
        guard let start = css.range(of: "src:url(\""),
            let end = css.range(of: "\") format(", range: start.upperBound..<css.endIndex)
        else { return nil }
        return css[start.upperBound..<end.lowerBound]
    }

    @Test func aPlainFontURLIsWrittenAsIs() {
        let css = Theme.css(fontURL: "../fonts/DejaVu%20Sans.ttf")
        #expect(fontURL(in: css) == "../fonts/DejaVu%20Sans.ttf")
    }

    /// A newline ended the CSS string and the rest of the URL became rules.
    @Test func aFontURLCannotInjectCSS() {
        let hostile = [
            "a.ttf\n}body{background:red}", "a.ttf\");}body{background:red}/*",
            "a.ttf\r\u{C}x", "a.ttf\\\"x", "a.ttf'x", "a.ttf</style><script>alert(1)</script>",
            "a.ttf\u{2028}x",
        ]
        for url in hostile {
            let css = Theme.css(fontURL: url)
            let firstLine = css.prefix { $0 != "\n" }
            #expect(!css.contains("body{background:red}") || firstLine.isEmpty, "\(url)")
            #expect(!css.contains("</style"), "\(url)")
            guard let written = fontURL(in: String(firstLine)) else { continue }
            #expect(
                !written.contains { "\"'\\<>()\n\r\u{C}\u{2028}".contains($0) },
                "\(url) -> \(written)")
        }
        #expect(Theme.cssURL("a.ttf\n}x") == "a.ttf%0A}x")
        #expect(Theme.cssURL("a b\n\"") == "a%20b%0A%22")
    }
}
