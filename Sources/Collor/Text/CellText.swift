import Foundation

/// A text a cell or supplementary view shows, declared rather than written as HTML: its string,
/// its style and how many lines its box holds. The view's HTML and CSS for it are written from
/// the declaration, and every build measures it against its box (`TextBox`), so text that does
/// not fit is reported, not found by a reader.
///
/// A view's texts stand one under the other from the top of the view, each box as wide as the
/// view; the box of a text with `lines` holds that many lines, and the box of one without holds
/// every line the text needs at that width.
///
/// ```swift
/// CellText(member.name, style: nameStyle, className: "member-name", lines: 1)
/// ```
public struct CellText: Hashable, Sendable {
    /// The text, escaped when written.
    public var string: String
    /// Its size, weight, line height and padding at the default text size.
    public var style: TextStyle
    /// The CSS class of its element, for the gallery's CSS (colours, backgrounds, corners).
    public var className: String
    /// The number of lines its box holds; `nil` for as many as the text needs.
    public var lines: Int?
    /// The level of the heading it is (1 to 6, an `h2` for 2); `nil` for a paragraph.
    public var headingLevel: Int?

    /// Declares a text; `headingLevel` makes it a heading of that level (clamped to 1...6).
    public init(
        _ string: String, style: TextStyle, className: String = "", lines: Int? = nil,
        headingLevel: Int? = nil
    ) {
        self.string = string
        self.style = style
        self.className = className
        self.lines = lines.map { max($0, 0) }
        self.headingLevel = headingLevel.map { min(max($0, 1), 6) }
    }
}
