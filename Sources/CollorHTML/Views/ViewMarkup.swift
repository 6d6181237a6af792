import Foundation

/// A view's HTML with the heights of its declared texts kept apart: a text's height follows its
/// lines, which differ between widths, while the rest of the view's HTML does not. A page of one
/// width writes each height inline; a page of several writes the view once and each text's
/// heights as custom properties (`WidthVariants.textStyles(_:)`), as it writes frames.
struct ViewMarkup: Equatable, Sendable {
    /// The HTML before, between and after the texts' heights: one more than `textHeights`. Each
    /// height's declarations go between two parts, first inside its text's `style` attribute.
    private(set) var parts: [String]
    /// The heights of the view's declared texts, in document order.
    private(set) var textHeights: [CGFloat]

    /// HTML without declared texts.
    init(_ html: String) {
        parts = [html]
        textHeights = []
    }

    /// HTML whose texts have `textHeights`, written between `parts`.
    init(parts: [String], textHeights: [CGFloat]) {
        self.parts = parts
        self.textHeights = textHeights
    }

    /// The HTML with each height inline (`height:20px;`), as a page of one width writes it.
    var inline: String {
        if textHeights.isEmpty { return parts[0] }
        var html = HTMLWriter()
        write(into: &html)
        return html.string
    }

    /// Writes the HTML: each text's height inline, or `textStyles[k]` in place of the k-th
    /// height when given (one per text).
    func write(into html: inout HTMLWriter, textStyles: [String]? = nil) {
        for (index, part) in parts.enumerated() {
            if index > 0 {
                if let textStyles, index - 1 < textStyles.count {
                    html.raw(textStyles[index - 1])
                } else if index - 1 < textHeights.count {
                    Self.writeHeight(textHeights[index - 1], into: &html)
                }
            }
            html.raw(part)
        }
    }

    /// `height:20px;`.
    static func writeHeight(_ height: CGFloat, into html: inout HTMLWriter) {
        html.raw("height:")
        html.pixels(height)
        html.raw(";")
    }

    /// The same HTML with each part replaced by `shared(part)` (one copy of equal strings).
    func sharing(_ shared: (String) -> String) -> ViewMarkup {
        var copy = self
        copy.parts = parts.map(shared)
        return copy
    }

    /// The same HTML without its heights, to compare a view's markup across widths.
    var withoutHeights: ViewMarkup {
        var copy = self
        copy.textHeights = textHeights.map { _ in 0 }
        return copy
    }
}
