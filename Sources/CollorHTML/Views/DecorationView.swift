import Collor

/// Draws a decoration view. A decoration has no descriptor: it reads its look from its
/// `LayoutAttributes` (background colour, corner radius) and may add content.
public protocol DecorationView: Sendable {
    /// Extra CSS declarations for the element (after the frame), e.g. `background:#fff;`.
    func style(for attributes: LayoutAttributes) -> String
    /// Writes the decoration's content, if it has any.
    func render(_ attributes: LayoutAttributes, into html: inout HTMLWriter)
}

/// The default decoration: a box with the attributes' background colour and corner radius.
public struct StyledDecorationView: DecorationView {
    /// Creates the default decoration view.
    public init() {}

    /// `background` and `border-radius` from the attributes, when they have them.
    public func style(for attributes: LayoutAttributes) -> String {
        var css = ""
        if let color = attributes.backgroundColor { css += "background:\(color.css);" }
        if attributes.cornerRadius > 0 {
            css += "border-radius:\(CSSNumber.string(attributes.cornerRadius))px;"
        }
        return css
    }

    /// Writes nothing: the box is the decoration.
    public func render(_ attributes: LayoutAttributes, into html: inout HTMLWriter) {}
}
