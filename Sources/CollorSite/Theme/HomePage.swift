import CollorHTML
import CollorMarkdown
import Foundation

/// The home page of a site whose sources have no `index.md`: the site's title and, by top-level
/// section in the sidebar's order, its pages and a link to each of its folders, as a generated
/// page that goes through the same renderer.
enum HomePage {
    static func page(title: String, navigation: Navigation) -> GeneratedPage {
        var blocks: [GeneratedBlock] = [
            .heading(level: 1, [.text(GeneratedText.trimmedLine(title))])
        ]
        let sections = navigation.sections
        for top in navigation.roots {
            // Folders and the API reference's modules are linked as one entry each (the API
            // reference's own index lists its types), so the page does not grow with the site.
            let links =
                sections[top].entries.map { ($0.title, $0.outputPath) }
                + sections[top].children.map { (sections[$0].title, sections[$0].link) }
            guard !links.isEmpty else { continue }
            blocks.append(
                .heading(level: 2, [.text(GeneratedText.trimmedLine(sections[top].title))]))
            // The output page, which every page has, whatever its source (`.md`, `.tutorial`).
            blocks.append(
                .list(
                    links.map { title, outputPath in
                        [
                            .link(
                                GeneratedText.destination(outputPath),
                                [.text(GeneratedText.line(title))])
                        ]
                    }))
        }
        return GeneratedPage(title: title, order: -1, blocks: blocks)
    }
}
