import Foundation

extension ElementHTML {
    /// The control of a selectable cell: an empty `<a href>` (when the page gives the cell a safe
    /// link) or `<button type="button">`, first inside the cell's `<div>` and covering the whole
    /// cell by CSS (`.collor-control`), so a click anywhere on the cell, Tab and Enter or Space
    /// reach it.
    ///
    /// The control sits beside the view, not around it: a view may write any flow content
    /// (`<div>`, `<p>`, even its own links), which HTML does not allow inside a `<button>`, nor
    /// inside an `<a>` when it is interactive. Its accessible name is the view's
    /// `accessibilityLabel`, else the view's text, copied into a visually hidden span
    /// (`.collor-control-text`), else the cell's index path.
    static func control(
        link: String?, label: String?, viewHTML: () -> String, indexPath: IndexPath
    ) -> String {
        var html = HTMLWriter()
        if let link {
            html.raw("<a class=\"collor-control\"")
            html.attribute("href", link)
        } else {
            html.raw("<button type=\"button\" class=\"collor-control\"")
        }
        if let label {
            html.attribute("aria-label", label)
            html.raw(">")
        } else {
            let text = visibleText(viewHTML())
            if text.isEmpty {
                html.attribute("aria-label", "Cell " + indexPath.dottedText)
                html.raw(">")
            } else {
                html.raw("><span class=\"collor-control-text\">")
                html.raw(text)
                html.raw("</span>")
            }
        }
        html.raw(link == nil ? "</button>" : "</a>")
        return html.string
    }

    /// The text of `html` as a reader would see it, still escaped: tags, comments and the content
    /// of `script`, `style` and `template` left out, a space where a block starts or ends,
    /// white space collapsed. One pass; nothing in it can form an element.
    static func visibleText(_ html: String) -> String {
        let scalars = Array(html.unicodeScalars)
        var text = String.UnicodeScalarView()
        var pendingSpace = false
        var index = 0
        func append(_ scalar: Unicode.Scalar) {
            if pendingSpace && !text.isEmpty { text.append(" ") }
            pendingSpace = false
            text.append(scalar)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", index + 1 < scalars.count, Self.opensMarkup(scalars[index + 1]) {
                let tag = Self.skipMarkup(scalars, from: &index)
                if Self.blockTags.contains(tag.name) { pendingSpace = true }
                if !tag.closing, Self.hiddenTags.contains(tag.name) {
                    Self.skipUntilClosing(tag.name, in: scalars, from: &index)
                }
                continue
            }
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{0C}": pendingSpace = true
            case "<": append("&"); text.append(contentsOf: "lt;".unicodeScalars)
            case ">": append("&"); text.append(contentsOf: "gt;".unicodeScalars)
            default: append(scalar)
            }
            index += 1
        }
        return String(text)
    }

    /// Elements whose start or end separates words.
    private static let blockTags: Set<String> = [
        "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption",
        "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav",
        "ol", "p", "pre", "section", "table", "td", "th", "tr", "ul",
    ]

    /// Elements whose content is not read.
    private static let hiddenTags: Set<String> = ["script", "style", "template"]

    private static func opensMarkup(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "/" || scalar == "!" || scalar == "?" || scalar.properties.isAlphabetic
    }

    /// Moves `index` past the tag, comment or declaration that starts at it; its lowercased name.
    private static func skipMarkup(
        _ scalars: [Unicode.Scalar], from index: inout Int
    ) -> (name: String, closing: Bool) {
        var position = index + 1
        if scalars.count > position + 2, scalars[position] == "!", scalars[position + 1] == "-",
            scalars[position + 2] == "-"
        {
            position += 3
            while position < scalars.count {
                if scalars[position] == ">", position >= 2, scalars[position - 1] == "-",
                    scalars[position - 2] == "-"
                {
                    break
                }
                position += 1
            }
            index = min(position + 1, scalars.count)
            return ("", false)
        }
        let closing = scalars[position] == "/"
        if closing { position += 1 }
        var name = String.UnicodeScalarView()
        while position < scalars.count,
            scalars[position].properties.isAlphabetic || (48...57).contains(scalars[position].value)
        {
            name.append(contentsOf: scalars[position].properties.lowercaseMapping.unicodeScalars)
            position += 1
        }
        var quote: Unicode.Scalar?
        while position < scalars.count {
            let scalar = scalars[position]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                break
            }
            position += 1
        }
        index = min(position + 1, scalars.count)
        return (String(name), closing)
    }

    /// Moves `index` past `</name>` (or to the end).
    private static func skipUntilClosing(
        _ name: String, in scalars: [Unicode.Scalar], from index: inout Int
    ) {
        let closing = Array(("</" + name).unicodeScalars)
        while index < scalars.count {
            if scalars[index] == "<", index + closing.count <= scalars.count,
                zip(closing, scalars[index...]).allSatisfy({
                    $0.properties.lowercaseMapping == $1.properties.lowercaseMapping
                })
            {
                _ = skipMarkup(scalars, from: &index)
                return
            }
            index += 1
        }
    }
}
