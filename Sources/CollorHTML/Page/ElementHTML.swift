import Collor
import Foundation

/// Writes the positioned element of a cell, supplementary or decoration view: the single place
/// that knows the element's markup, shared by pages, states and transitions.
enum ElementHTML {
    /// Builds the element of `attributes` from the data, rendering the view's content.
    static func element(
        for attributes: LayoutAttributes, in data: CollectionData, options: PageOptions
    ) throws(CollorHTMLError) -> RenderedElement {
        var content = HTMLWriter()
        var tag = "div"
        var extra = HTMLWriter()
        var style = ""
        let key: String
        switch attributes.category {
        case .cell:
            guard let cell = data.cellDescribable(at: attributes.indexPath),
                let section = data.sectionDescribable(at: attributes.indexPath)
            else { throw .noDescriptor(attributes.indexPath, kind: nil) }
            guard let renderer = cell as? HTMLCellRendering else {
                throw .noView(attributes.indexPath, typeName: String(describing: type(of: cell)))
            }
            let label = renderer.renderCell(into: &content)
            key = Self.key(
                section: section.uid(), cell: cell.uid(), indexPath: attributes.indexPath)
            if cell.selectable {
                if let link = options.cellLink?(cell), let safe = URLSafety.safeHref(link) {
                    tag = "a"
                    extra.attribute("href", safe)
                } else {
                    tag = "button"
                    extra.attribute("type", "button")
                }
                if let label { extra.attribute("aria-label", label) }
            }
        case .supplementaryView:
            let kind = attributes.kind ?? ""
            guard let view = data.supplementaryViewDescribable(at: attributes.indexPath, for: kind)
            else {
                throw .noDescriptor(attributes.indexPath, kind: kind)
            }
            guard let renderer = view as? HTMLCellRendering else {
                throw .noView(attributes.indexPath, typeName: String(describing: type(of: view)))
            }
            _ = renderer.renderCell(into: &content)
            key = attributes.uid ?? "#\(kind)/\(pathText(attributes.indexPath))"
        case .decorationView:
            let kind = attributes.kind ?? ""
            let view = options.decorationViews[kind] ?? StyledDecorationView()
            style = view.style(for: attributes)
            view.render(attributes, into: &content)
            extra.attribute("aria-hidden", "true")
            key = attributes.uid ?? "#\(kind)/\(pathText(attributes.indexPath))"
        }
        return RenderedElement(
            key: key, category: attributes.category, kind: attributes.kind,
            indexPath: attributes.indexPath,
            frame: attributes.frame, zIndex: attributes.zIndex, tag: tag, attributes: extra.string,
            style: style,
            content: content.string)
    }

    /// Writes `element`, with `animation` CSS (and a class) when it takes part in a transition.
    static func write(
        _ element: RenderedElement, into html: inout HTMLWriter, opacity: CGFloat? = nil,
        animation: String? = nil, extraClass: String? = nil,
        content: ((inout HTMLWriter) -> Void)? = nil
    ) {
        html.raw("<" + element.tag)
        var classes = "collor-item collor-" + className(element.category)
        if let extraClass { classes += " " + extraClass }
        html.attribute("class", classes)
        if element.hasUID { html.attribute("data-uid", element.key) }
        html.attribute("data-kind", element.kind ?? "cell")
        html.attribute("data-index-path", pathText(element.indexPath))
        html.raw(" style=\"left:")
        html.pixels(element.frame.minX)
        html.raw(";top:")
        html.pixels(element.frame.minY)
        html.raw(";width:")
        html.pixels(element.frame.width)
        html.raw(";height:")
        html.pixels(element.frame.height)
        html.raw(";z-index:\(element.zIndex)")
        if let opacity {
            html.raw(";opacity:")
            html.number(opacity)
        }
        html.raw(";")
        html.bytes.append(contentsOf: escapedStyle(element.style).utf8)
        if let animation { html.bytes.append(contentsOf: escapedStyle(animation).utf8) }
        html.raw("\"")
        html.raw(element.attributes)
        html.raw(">")
        if let content { content(&html) } else { html.raw(element.content) }
        html.raw("</" + element.tag + ">")
    }

    static func key(section: String?, cell: String?, indexPath: IndexPath) -> String {
        guard let section, let cell else { return "#" + pathText(indexPath) }
        return section + "/" + cell
    }

    static func pathText(_ indexPath: IndexPath) -> String {
        indexPath.count == 2
            ? "\(indexPath.section).\(indexPath.item)"
            : indexPath.map(String.init).joined(separator: ".")
    }

    static func className(_ category: LayoutAttributes.Category) -> String {
        switch category {
        case .cell: "cell"
        case .supplementaryView: "supplementary"
        case .decorationView: "decoration"
        }
    }

    /// Style text goes inside a double-quoted attribute: quotes and angle brackets must not end it.
    private static func escapedStyle(_ css: String) -> String {
        guard css.contains(where: { $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "&" }) else {
            return css
        }
        var writer = HTMLWriter()
        HTMLEscaping.append(css, to: &writer.bytes, inAttribute: true)
        return writer.string
    }
}
