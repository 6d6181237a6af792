import CollorHTML
import Foundation

/// The home page of a site whose sources have no `index.md`: the site's title and, by top-level
/// section in the sidebar's order, its pages and a link to each of its folders, as markdown that
/// goes through the same pipeline.
enum HomePage {
    static func page(title: String, navigation: Navigation) -> GeneratedPage {
        var text = "# \(MarkdownEscaping.text(title))\n"
        let sections = navigation.sections
        for top in navigation.roots {
            // Folders and the API reference's modules are linked as one entry each (the API
            // reference's own index lists its types), so the page does not grow with the site.
            let links =
                sections[top].entries.map { ($0.title, $0.outputPath) }
                + sections[top].children.map { (sections[$0].title, sections[$0].link) }
            guard !links.isEmpty else { continue }
            text += "\n## \(MarkdownEscaping.text(sections[top].title))\n\n"
            // The output page, which every page has, whatever its source (`.md`, `.tutorial`).
            for (title, outputPath) in links {
                text +=
                    "- [\(MarkdownEscaping.text(title))](<\(MarkdownEscaping.destination(outputPath))>)\n"
            }
        }
        return GeneratedPage(title: title, order: -1, body: text)
    }
}

/// Text placed into generated markdown, so that a title reads as itself.
enum MarkdownEscaping {
    /// `text` with every ASCII punctuation character backslash-escaped and line breaks as spaces.
    static func text(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline {
                result.append(" ")
            } else if character.isASCII, character.isPunctuation || character.isSymbol {
                result.append("\\")
                result.append(character)
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A link's destination for the inside of `<...>`: percent-encoded by the one encoder
    /// (`URLPath.encoded(_:)`), so that a path holds nothing a destination cannot (`<`, `>`, a
    /// line break) or that reads as something else (`%`, `#`, `?`, a scheme's `:`); the link
    /// resolver decodes it.
    static func destination(_ path: String) -> String { URLPath.encoded(path) }
}
