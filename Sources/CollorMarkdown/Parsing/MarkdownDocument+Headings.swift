extension MarkdownDocument {
    /// The anchors rendering gives the headings, in order, without rendering: a site's link
    /// checker needs every page's anchors before any page renders. Headings inside directives
    /// that show no content (`@Comment`) are left out, as the renderer leaves them out.
    package func headings(doccAnchors: Bool = false, reserved: Set<String> = []) -> [TOCEntry] {
        var slugger = Slugger(docc: doccAnchors, reserved: reserved, claimed: explicitAnchors)
        var entries: [TOCEntry] = []
        forEachShownNode { node in
            guard node.type == .heading else { return }
            let title = node.plainText
            let anchor =
                if case .headingAnchor(let explicit) = dialectNode(of: node) {
                    slugger.unique(explicit)
                } else {
                    slugger.uniqueSlug(title)
                }
            entries.append(TOCEntry(level: node.headingLevel, title: title, anchor: anchor))
        }
        return entries
    }
}
