import Foundation

/// Every link the page writes, kept for the build report with where it went.
extension HTMLWalker {
    /// Records the link `node` opens: its URL is what was written into the buffer since
    /// `urlSince`, or none (nil) when the link was left unlinked.
    mutating func recordLink(_ node: MarkdownNode, urlSince start: Int?) {
        let destination = node.url
        let kind: LinkOccurrence.Kind
        if case .documentation = LinkTarget(destination) { kind = .document } else { kind = .link }
        record(node, kind: kind, destination: destination, urlSince: start)
    }

    /// Records a symbol link (` ``path`` `) written at `node`, the same way.
    mutating func recordSymbolLink(_ node: MarkdownNode, path: String, urlSince start: Int?) {
        record(node, kind: .symbol, destination: path, urlSince: start)
    }

    private mutating func record(
        _ node: MarkdownNode, kind: LinkOccurrence.Kind, destination: String, urlSince start: Int?
    ) {
        var position = position(of: node)
        // A symbol link's code span starts after its two backticks; the author wrote it at them.
        // Column 0 stays: a link the site generated (a relationship) was written nowhere.
        if kind == .symbol, position.column > 0 { position.column = max(1, position.column - 2) }
        // The buffer holds the URL as an attribute value: `&` is written `&amp;`.
        let url = start.map { html.string(since: $0).replacingOccurrences(of: "&amp;", with: "&") }
        var occurrence = LinkOccurrence(
            file: position.file, line: position.line, column: position.column, kind: kind,
            destination: destination, url: url?.isEmpty == false ? url : nil,
            heading: headings.indices.last)
        occurrence.inListItem = containers.last == .tightItem || containers.last == .looseItem
        links.append(occurrence)
    }
}
