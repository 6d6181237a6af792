import Collor
import CollorHTML
import Foundation

/// One line of a tutorial's code listing: its highlighted HTML, and whether the step added it.
struct CodeLineAdapter: CollectionAdapter, Diffable, Equatable {
    var html: String
    var isAdded: Bool
}

/// A line as a `code.code-line` with its highlighted HTML (code, to a reader and to a check for
/// directives shown as text); `code-added` marks a line the step added, as DocC marks it.
struct CodeLineCell: CollectionCellAdaptable {
    var line = CodeLineAdapter(html: "", isAdded: false)

    init() {}

    mutating func update(with adapter: CodeLineAdapter) {
        line = adapter
    }

    func render(into html: inout HTMLWriter) {
        html.raw(
            line.isAdded ? "<code class=\"code-line code-added\">" : "<code class=\"code-line\">")
        html.raw(line.html)
        html.raw("</code>")
    }
}

/// A line stands the listing's full width, one line high.
final class CodeLineDescriptor: CollectionCellDescriptor<CodeLineCell> {
    /// The height of a line, in CSS pixels (the theme's listing line height).
    static let height: CGFloat = 20

    override func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: Self.height)
    }
}
