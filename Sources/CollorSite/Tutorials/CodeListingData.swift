import Collor
import Foundation

/// A code listing as Collor data: one section whose cells are the file's lines. A line's uid is
/// its text and its occurrence among equal lines (the third `}` is `}#3`), so that a line kept
/// from one step to the next keeps its identity and `diff()` finds what was inserted, removed
/// and moved.
final class CodeListingData: CollectionData {
    /// The lines shown: each line's text, its HTML and whether the step added it.
    var lines: [(text: String, html: String, isAdded: Bool)] = []

    override func reloadData() {
        super.reloadData()
        let lines = lines
        sections = [
            CodeListingSection().uid("code").reload { builder in
                var occurrences: [String: Int] = [:]
                builder.cells = lines.map { line in
                    let occurrence = (occurrences[line.text] ?? 0) + 1
                    occurrences[line.text] = occurrence
                    return CodeLineDescriptor(
                        adapter: CodeLineAdapter(html: line.html, isAdded: line.isAdded)
                    ).uid(line.text + "#" + String(occurrence))
                }
            }
        ]
    }
}

/// The listing's one section: lines one under the other, with no space between them.
final class CodeListingSection: CollectionSectionDescribable {
    let sectionStorage = SectionStorage()

    func minimumInteritemSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat {
        0
    }

    func minimumLineSpacing(_ collectionView: CollectionView, layout: FlowLayout) -> CGFloat { 0 }
}
