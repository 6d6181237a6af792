import CollorMarkdown

extension GeneratedBlock {
    /// The block in one line of markdown-like text, for tests to list a page's structure:
    /// `### [`Items`](Basket.Items.md)`, `*Required.*`, `- ``Store/Priced```.
    var outline: String {
        switch self {
        case .heading(let level, let inlines, _):
            String(repeating: "#", count: level) + " " + GeneratedInline.outline(inlines)
        case .paragraph(let inlines): GeneratedInline.outline(inlines)
        case .code(let language, _): "```" + language
        case .list(let items):
            items.map { "- " + GeneratedInline.outline($0) }.joined(separator: " ")
        case .markdown(let text, _), .html(let text): text
        case .availability(let platforms):
            "Availability: " + platforms.map(\.platform).joined(separator: ", ")
        case .signature(let shape):
            "Parameters: " + shape.parameters.joined(separator: ", ")
                + (shape.returnsNothing ? " (returns nothing)" : "")
        }
    }
}

extension GeneratedInline {
    static func outline(_ inlines: [GeneratedInline]) -> String {
        inlines.map(\.outline).joined()
    }

    var outline: String {
        switch self {
        case .text(let text), .markdown(let text): text
        case .code(let code): "`\(code)`"
        case .emphasis(let inlines): "*\(Self.outline(inlines))*"
        case .link(let destination, let inlines): "[\(Self.outline(inlines))](\(destination))"
        case .symbolLink(let path): "``\(path)``"
        }
    }
}
