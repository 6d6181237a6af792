import Collor
import CollorHTML
import CollorMarkdown
import Foundation

/// A tutorial step's listing as this package's own transition: the previous step's lines laid
/// out as Collor data, the new lines diffed against them (`CodeListingData`), and the change
/// written by `TransitionRenderer`, so that inserted lines slide in, removed ones fade out and
/// moved ones move, with CSS alone. A listing with no previous one is shown still.
enum CodeTransition {
    /// The width of a character of the listing's monospace font, in CSS pixels, for the
    /// listing's width (the theme sets 13px).
    static let characterWidth: CGFloat = 8

    /// `html(_:)` for a page: the first listing of the page brings the CSS that positions and
    /// animates the lines (`Theme`), once.
    static func pageHTML(_ listing: CodeListing) -> String? {
        guard let html = html(listing) else { return nil }
        guard listing.index == 1 else { return html }
        return "<style>\n" + PageRenderer.styleText(Theme.css(fontURL: nil)) + "</style>\n" + html
    }

    /// The most lines a listing is laid out as a collection: each line is an element of its own,
    /// so a longer file (generated code, a data file) is shown still, as plain highlighted text.
    static let maximumLines = 2_000

    /// The listing's HTML, or nil when it is longer than `maximumLines` or Collor refuses the
    /// data (never expected: the uids are unique by construction).
    ///
    /// - Complexity: O(n) expected in the lines of both files.
    static func html(_ listing: CodeListing) -> String? {
        guard listing.lines.count <= maximumLines,
            (listing.previousLines?.count ?? 0) <= maximumLines
        else { return nil }
        let longest = max(
            listing.lines.map(\.count).max() ?? 0, listing.previousLines?.map(\.count).max() ?? 0)
        let width = max(CGFloat(longest) * characterWidth + 24, 120)
        let data = CodeListingData()
        let layout = FlowLayout(
            collectionView: CollectionView(width: width, height: 600), collectionData: data)
        let options = PageOptions(fontURL: nil, duration: 700)
        let prefix = "code-" + String(listing.index)
        let new = Array(
            zip(listing.lines, listing.highlightedLines).map { ($0, $1, false) })
        do {
            guard let previousLines = listing.previousLines,
                let previousHTML = listing.previousHighlightedLines
            else {
                data.lines = new
                data.reloadData()
                try layout.prepare()
                return wrap(
                    listing, PageRenderer(options: options).fragment(try PageState(layout: layout)))
            }
            data.lines = Array(zip(previousLines, previousHTML).map { ($0, $1, false) })
            data.reloadData()
            data.computeIndices()
            try layout.prepare()
            let before = try PageState(layout: layout, options: options)
            let kept = Set(previousLines)
            data.lines = new.map { ($0.0, $0.1, !kept.contains($0.0)) }
            let result = try data.update { try $0.diff() }
            try layout.prepare()
            let after = try PageState(layout: layout, options: options)
            let transition = try Transition(from: before, to: after, result: result)
            return wrap(
                listing,
                try TransitionRenderer(options: options).fragment(transition, prefix: prefix))
        } catch {
            return nil
        }
    }

    /// The collection in a box that scrolls sideways when a line is wider than the page: a
    /// region named after the file and its place on the page (several steps show one file),
    /// which a keyboard can focus to scroll it.
    private static func wrap(_ listing: CodeListing, _ collection: String) -> String {
        var html = HTMLWriter()
        html.raw("<div class=\"code-listing\" role=\"region\" tabindex=\"0\"")
        html.attribute("aria-label", listing.name + ", listing " + String(listing.index))
        html.raw(">\n")
        html.raw(collection)
        html.raw("</div>\n")
        return html.string
    }
}
