import Collor
import Foundation

/// Writes the positioned element of a cell, supplementary or decoration view: the single place
/// that knows the element's markup, shared by pages, states and transitions.
enum ElementHTML {
    /// What the opening tag of an element says.
    struct Head {
        var tag = "div"
        var category: LayoutAttributes.Category
        var kind: String?
        /// The `data-uid`: section uid and cell uid for cells, or one uid; nothing when unknown.
        var uid: (String?, String?)
        var indexPath: IndexPath
        var frame: CGRect
        /// Custom properties that place the element at each of a page's widths, written instead
        /// of `frame` (`WidthVariants`); generated text of numbers and units only.
        var frameStyle: String?
        var zIndex: Int
        var opacity: CGFloat?
        var style = ""
        var animation: String?
        var extraClass: String?
        /// Extra attributes, already escaped.
        var attributes = ""
        /// The control of a selectable cell, written first inside it (`control(link:...)`).
        var control = ""
    }

    // MARK: Building elements from the data

    /// The head and the view of the element at `attributes`.
    static func prepare(
        _ attributes: LayoutAttributes, in data: CollectionData, options: PageOptions,
        traits: TraitCollection
    ) throws(CollorHTMLError) -> (Head, ElementContent) {
        var head = Head(
            category: attributes.category, kind: attributes.kind, uid: (nil, attributes.uid),
            indexPath: attributes.indexPath, frame: attributes.frame, zIndex: attributes.zIndex)
        switch attributes.category {
        case .cell:
            guard let cell = data.cellDescribable(at: attributes.indexPath),
                let section = data.sectionDescribable(at: attributes.indexPath)
            else { throw .noDescriptor(attributes.indexPath, kind: nil) }
            return try prepareCell(
                attributes, cell: cell, sectionUID: section.uid(), options: options,
                traits: traits)
        case .supplementaryView:
            let kind = attributes.kind ?? ""
            guard let view = data.supplementaryViewDescribable(at: attributes.indexPath, for: kind)
            else {
                throw .noDescriptor(attributes.indexPath, kind: kind)
            }
            guard let renderer = view as? HTMLCellRendering else {
                throw .noView(attributes.indexPath, typeName: String(describing: type(of: view)))
            }
            return (head, .view(renderer.cellView(), attributes.frame.size, traits))
        case .decorationView:
            let view = options.decorationViews[attributes.kind ?? ""] ?? StyledDecorationView()
            head.style = view.style(for: attributes)
            head.attributes = " aria-hidden=\"true\""
            return (head, .decoration(view, attributes))
        }
    }

    /// The head and view of a cell; the fast path of page rendering.
    static func prepareCell(
        _ attributes: LayoutAttributes, cell: CollectionCellDescribable, sectionUID: String?,
        options: PageOptions, traits: TraitCollection
    ) throws(CollorHTMLError) -> (Head, ElementContent) {
        guard let renderer = cell as? HTMLCellRendering else {
            throw .noView(attributes.indexPath, typeName: String(describing: type(of: cell)))
        }
        let view = renderer.cellView()
        let cellUID = cell.uid()
        var head = Head(
            category: .cell, kind: nil,
            uid: sectionUID != nil && cellUID != nil ? (sectionUID, cellUID) : (nil, nil),
            indexPath: attributes.indexPath, frame: attributes.frame, zIndex: attributes.zIndex)
        if cell.selectable {
            let link = options.cellLink?(cell).flatMap { URLSafety.safeHref($0) }
            var rendered: (markup: ViewMarkup, clipped: [CellTextHTML.Clip])?
            head.control = control(
                link: link, label: view.accessibilityLabel,
                viewHTML: {
                    let measured = CellTextHTML.markup(
                        view, size: attributes.frame.size, traits: traits)
                    rendered = measured
                    return measured.markup.inline
                }, indexPath: attributes.indexPath)
            if let rendered { return (head, .rendered(rendered.markup, rendered.clipped)) }
        }
        return (head, .view(view, attributes.frame.size, traits))
    }

    /// What goes inside an element.
    enum ElementContent {
        /// A view with its declared texts, in a frame of that size shown with those traits.
        case view(any CollectionCellAdaptable, CGSize, TraitCollection)
        case decoration(any DecorationView, LayoutAttributes)
        /// A view already written (to name its cell's control by its text), and the texts its
        /// frame clips.
        case rendered(ViewMarkup, [CellTextHTML.Clip])

        func render(into html: inout HTMLWriter) {
            switch self {
            case .rendered(let markup, _): markup.write(into: &html)
            case .view(let view, let size, let traits):
                CellTextHTML.write(view, size: size, traits: traits, into: &html)
            case .decoration(let view, let attributes): view.render(attributes, into: &html)
            }
        }

        /// The content with its declared texts' heights apart, and the texts its frame clips.
        var measured: (markup: ViewMarkup, clipped: [CellTextHTML.Clip]) {
            switch self {
            case .rendered(let markup, let clipped): return (markup, clipped)
            case .view(let view, let size, let traits):
                return CellTextHTML.markup(view, size: size, traits: traits)
            case .decoration(let view, let attributes):
                var html = HTMLWriter()
                view.render(attributes, into: &html)
                return (ViewMarkup(html.string), [])
            }
        }
    }

    // MARK: Writing

    /// Writes a whole element whose content is written by `content`.
    static func write(
        _ head: Head, into html: inout HTMLWriter, content: (inout HTMLWriter) -> Void
    ) {
        writeOpening(head, into: &html)
        content(&html)
        html.raw("</")
        html.raw(head.tag)
        html.raw(">")
    }

    /// Writes a rendered element, with an animation when it takes part in a transition; with
    /// `textStyles`, its texts' heights as those declarations (`WidthVariants.textStyles(_:)`).
    static func write(
        _ element: RenderedElement, into html: inout HTMLWriter, frameStyle: String? = nil,
        textStyles: [String]? = nil, opacity: CGFloat? = nil, animation: String? = nil,
        extraClass: String? = nil, content: ((inout HTMLWriter) -> Void)? = nil
    ) {
        let head = Head(
            tag: element.tag, category: element.category, kind: element.kind,
            uid: element.hasUID ? (nil, element.key) : (nil, nil), indexPath: element.indexPath,
            frame: element.frame, frameStyle: frameStyle,
            zIndex: element.zIndex, opacity: opacity, style: element.style, animation: animation,
            extraClass: extraClass, attributes: element.attributes, control: element.control)
        write(head, into: &html) { html in
            if let content {
                content(&html)
            } else {
                element.markup.write(into: &html, textStyles: textStyles)
            }
        }
    }

    static func writeOpening(_ head: Head, into html: inout HTMLWriter) {
        html.raw("<")
        html.raw(head.tag)
        html.raw(" class=\"collor-item collor-")
        html.raw(staticClassName(head.category))
        if let extraClass = head.extraClass {
            html.raw(" ")
            html.raw(extraClass)
        }
        html.raw("\"")
        switch head.uid {
        case (let section?, let own?):
            html.raw(" data-uid=\"")
            html.attributeValue(section)
            html.raw("/")
            html.attributeValue(own)
            html.raw("\"")
        case (nil, let own?):
            html.attribute("data-uid", own)
        default:
            break
        }
        if let kind = head.kind {
            html.attribute("data-kind", kind)
        } else {
            html.raw(" data-kind=\"cell\"")
        }
        html.raw(" data-index-path=\"")
        writePath(head.indexPath, into: &html)
        html.raw("\" style=\"")
        if let frameStyle = head.frameStyle {
            html.raw(frameStyle)
        } else {
            html.raw("left:")
            html.pixels(head.frame.minX)
            html.raw(";top:")
            html.pixels(head.frame.minY)
            html.raw(";width:")
            html.pixels(head.frame.width)
            html.raw(";height:")
            html.pixels(head.frame.height)
            html.raw(";")
        }
        html.raw("z-index:")
        html.number(CGFloat(head.zIndex))
        if let opacity = head.opacity {
            html.raw(";opacity:")
            html.number(opacity)
        }
        html.raw(";")
        if !head.style.isEmpty { appendStyle(head.style, into: &html) }
        if let animation = head.animation { appendStyle(animation, into: &html) }
        html.raw("\"")
        html.raw(head.attributes)
        html.raw(">")
        html.raw(head.control)
    }

    static func key(_ head: Head) -> String {
        switch head.uid {
        case (let section?, let own?): return section + "/" + own
        case (nil, let own?): return own
        default:
            let path = head.indexPath.dottedText
            return head.category == .cell ? "#" + path : "#\(head.kind ?? "")/" + path
        }
    }

    /// Writes `indexPath.dottedText` without making a string: the page writes one per element.
    static func writePath(_ indexPath: IndexPath, into html: inout HTMLWriter) {
        for (position, index) in indexPath.enumerated() {
            if position > 0 { html.raw(".") }
            html.number(CGFloat(index))
        }
    }

    static func staticClassName(_ category: LayoutAttributes.Category) -> StaticString {
        switch category {
        case .cell: "cell"
        case .supplementaryView: "supplementary"
        case .decorationView: "decoration"
        }
    }

    static func className(_ category: LayoutAttributes.Category) -> String {
        switch category {
        case .cell: "cell"
        case .supplementaryView: "supplementary"
        case .decorationView: "decoration"
        }
    }

    /// Style text goes inside a double-quoted attribute: quotes and angle brackets must not end it.
    private static func appendStyle(_ css: String, into html: inout HTMLWriter) {
        html.attributeValue(css)
    }
}
