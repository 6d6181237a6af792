import CollorHTML
import Testing

@Suite struct DocumentHeadTests {
    @Test func aTitleAloneGetsTheCharsetAndViewport() {
        var html = HTMLWriter()
        DocumentHead(title: "Crew").write(into: &html)
        #expect(
            html.string == """
                <!DOCTYPE html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>Crew</title>
                </head>

                """)
    }

    @Test func everyPartInItsPlace() {
        var html = HTMLWriter()
        DocumentHead(
            title: "Layouts – Collor", description: "How cells are placed.", language: "en-GB",
            rootPath: "../", colorScheme: "light dark",
            stylesheets: ["../theme/style.css", "../theme/print.css"], css: "p{color:red}\n"
        ).write(into: &html)
        #expect(
            html.string == """
                <!DOCTYPE html>
                <html lang="en-GB" data-root="../">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <meta name="color-scheme" content="light dark">
                <title>Layouts – Collor</title>
                <meta name="description" content="How cells are placed.">
                <link rel="stylesheet" href="../theme/style.css">
                <link rel="stylesheet" href="../theme/print.css">
                <style>
                p{color:red}
                </style>
                </head>

                """)
    }

    @Test func valuesAreEscapedAndTheStyleCannotBeClosed() {
        var html = HTMLWriter()
        DocumentHead(
            title: "</title><script>", description: "\"quoted\" & <b>", rootPath: "a\"b/",
            css: "p::after{content:\"</style>\"}"
        ).write(into: &html)
        let head = html.string
        #expect(head.contains("<html lang=\"en\" data-root=\"a&quot;b/\">"))
        #expect(head.contains("<title>&lt;/title&gt;&lt;script&gt;</title>"))
        #expect(
            head.contains(
                "<meta name=\"description\" content=\"&quot;quoted&quot; &amp; &lt;b&gt;\">"))
        #expect(head.contains("<style>\np::after{content:\"<\\/style>\"}</style>\n</head>\n"))
    }

    @Test func theSitesEscapingIsLibcmarks() {
        var html = HTMLWriter(escaping: .commonMark)
        DocumentHead(title: "A & B", description: "\"C\"", stylesheets: ["my theme/style.css"])
            .write(into: &html)
        #expect(html.string.contains("<title>A &amp; B</title>"))
        #expect(html.string.contains("content=\"&quot;C&quot;\""))
        #expect(html.string.contains("<link rel=\"stylesheet\" href=\"my%20theme/style.css\">"))
    }

    @Test func aPageRenderersHeadIsItsTitleAndTheme() throws {
        let renderer = PageRenderer(
            options: PageOptions(title: "Crew", fontURL: nil, extraCSS: ".x{}"))
        #expect(renderer.head.title == "Crew")
        #expect(renderer.head.css == Theme.css(fontURL: nil) + ".x{}")
        var html = HTMLWriter()
        renderer.head.write(into: &html)
        #expect(renderer.page { _ in }.hasPrefix(html.string + "<body>"))
    }
}
