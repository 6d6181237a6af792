import Foundation

/// A gallery's page in the site, as markdown the site renders like its other pages: the site's
/// header, navigation (the pages of `galleries/` are its Galleries section), search (the title,
/// the summary and every step's caption) and sitemap. It holds the gallery's title and summary,
/// the gallery embedded, its steps' captions, and its Swift source.
struct GalleryMarkdownPage {
    var title: String
    var summary: String
    var captions: [String]
    /// The source files shown, by name; `nil` text was left out (and warned about).
    var sources: [(name: String, text: String)]

    /// The page's markdown.
    var markdown: String {
        var text = "---\ntitle: \(Self.yamlString(title))\n"
        text += "description: \(Self.yamlString(Self.oneLine(summary)))\n---\n"
        text += "# \(Self.escaped(title))\n\n\(Self.escaped(summary))\n\n"
        text += "```gallery\n\(Self.oneLine(title))\n```\n\n## Steps\n\n"
        for (index, caption) in captions.enumerated() {
            text += "- Step \(index): \(Self.escaped(caption))\n"
        }
        if !sources.isEmpty {
            text += "\n## Swift source\n"
            for source in sources {
                let fence = String(
                    repeating: "`", count: max(3, Self.longestBacktickRun(source.text) + 1))
                text += "\n### \(Self.escaped(source.name))\n\n\(fence)swift\n\(source.text)"
                text += source.text.hasSuffix("\n") ? "" : "\n"
                text += "\(fence)\n"
            }
        }
        return text
    }

    /// `text` on one line: line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `text` as inline markdown that reads as itself: every ASCII punctuation mark escaped.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in oneLine(text) {
            if character.isASCII, character.isPunctuation || character.isSymbol {
                escaped.append("\\")
            }
            escaped.append(character)
        }
        return escaped
    }

    /// `text` as a YAML double-quoted scalar.
    static func yamlString(_ text: String) -> String {
        var quoted = "\""
        for scalar in oneLine(text).unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                quoted += " "
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// The longest run of backticks in `text`, so that a fence longer than it holds it.
    static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
