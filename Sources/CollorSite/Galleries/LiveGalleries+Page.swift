import CollorGallery
import CollorMarkdown

/// A gallery's page in the site, generated as an API page is: typed blocks that become the tree
/// the renderer walks, so that no title, caption or source needs escaping. It holds the gallery's
/// title and summary, the gallery embedded, its steps' captions (what search reads of it) and its
/// Swift source.
extension LiveGalleries {
    /// The page of `gallery`: `embed` is its HTML (`html(of:named:root:fontName:linked:)`),
    /// `sources` the source files that could be read, by name.
    static func page(
        of gallery: any Gallery, embed: String, captions: [String],
        sources: [(name: String, text: String)]
    ) -> GeneratedPage {
        var blocks: [GeneratedBlock] = [
            .heading(level: 1, [.text(GeneratedText.trimmedLine(gallery.title))]),
            .paragraph([.text(GeneratedText.trimmedLine(gallery.summary))]),
            .html(embed),
            .heading(level: 2, [.text("Steps")]),
            .list(
                captions.enumerated().map { index, caption in
                    [.text(GeneratedText.trimmedLine("Step \(index): \(caption)"))]
                }),
        ]
        if !sources.isEmpty {
            blocks.append(.heading(level: 2, [.text("Swift source")]))
            for source in sources {
                blocks.append(.heading(level: 3, [.text(GeneratedText.trimmedLine(source.name))]))
                // A code block's lines end with their line breaks: the last one is the block's.
                let code =
                    source.text.hasSuffix("\n") ? String(source.text.dropLast()) : source.text
                blocks.append(.code(language: "swift", code))
            }
        }
        // Only the embed is raw HTML: every other block is text.
        return GeneratedPage(
            title: GeneratedText.trimmedLine(gallery.title),
            description: GeneratedText.trimmedLine(gallery.summary), unsafe: true, blocks: blocks)
    }
}
