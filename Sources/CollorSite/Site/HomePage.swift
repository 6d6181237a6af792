/// The home page of a site whose sources have no `index.md`: the site's title and every listed
/// page by section, in the sidebar's order, as markdown that goes through the same pipeline.
enum HomePage {
    static func markdown(title: String, navigation: Navigation) -> String {
        var text = "---\ntitle: \(APIReference.yamlQuoted(title))\norder: -1\n---\n"
        text += "# \(MarkdownEscaping.text(title))\n"
        for section in navigation.sections {
            // The API reference's own index lists its modules and types; link the modules here.
            let entries =
                section.title == Navigation.apiTitle
                ? section.entries.filter { $0.outputPath.hasSuffix("/index.html") }
                : section.entries
            guard !entries.isEmpty else { continue }
            text += "\n## \(MarkdownEscaping.text(section.title))\n\n"
            for entry in entries {
                let source = String(entry.outputPath.dropLast(".html".count)) + ".md"
                text += "- [\(MarkdownEscaping.text(entry.title))](<\(source)>)\n"
            }
        }
        return text
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
}
