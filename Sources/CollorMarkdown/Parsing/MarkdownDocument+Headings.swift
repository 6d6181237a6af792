import CCmark

extension MarkdownDocument {
    /// The anchors rendering gives the headings, in order, without rendering: a site's link
    /// checker needs every page's anchors before any page renders. Headings inside directives
    /// that show no content (`@Comment`) are left out, as the renderer leaves them out.
    package func headings(doccAnchors: Bool = false, reserved: Set<String> = []) -> [TOCEntry] {
        var slugger = Slugger(docc: doccAnchors, reserved: reserved)
        var entries: [TOCEntry] = []
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let pointer = cmark_iter_get_node(iterator) else {
                continue
            }
            let node = MarkdownNode(pointer: pointer)
            if node.type == .customBlock,
                case .directive(let directive) = dialectNode(of: node),
                !DirectiveKind(directive.name).showsContent
            {
                cmark_iter_reset(iterator, pointer, CMARK_EVENT_EXIT)
                continue
            }
            guard node.type == .heading else { continue }
            let title = node.plainText
            entries.append(
                TOCEntry(level: node.headingLevel, title: title, anchor: slugger.uniqueSlug(title)))
        }
        return entries
    }
}
