import CCmark

/// docc's Topics show only what resolves: an entry whose link names nothing is left out (docc
/// warns, as collor does), and a group whose entries are all left out goes with them
/// (swift-case-paths' "Swift support", three links to `Swift` types docc has no page for). An
/// entry and a group are written as any other and taken back at their end, so their links are
/// still resolved, warned about and kept for the report (as unresolved); a group's heading stays
/// in the page's list of headings, not shown (`TOCEntry.isShown`).
extension HTMLWalker {
    /// How much of each record the page had at a point of the walk.
    struct TopicsMark {
        var html: Int
        var text: Int
        var blocks: Int
        var headings: Int
        var warnings: Int
    }

    /// A group of the page's Topics being written: where it started, its entries and how many
    /// of them were kept.
    struct TopicsGroup {
        var mark: TopicsMark
        var entries = 0
        var kept = 0
    }

    private var mark: TopicsMark {
        TopicsMark(
            html: html.count, text: text.count, blocks: blocks.count, headings: headings.count,
            warnings: warnings.count)
    }

    /// Before `node` is visited: a heading ends the open group; a level-3 heading of the page's
    /// Topics opens one; an entry of its list starts.
    mutating func beginTopicsNode(_ node: MarkdownNode) {
        switch node.type {
        case .heading where node.parent?.type == .document:
            endTopicsGroup()
            if inTopics, node.headingLevel == 3 { topicsGroup = TopicsGroup(mark: mark) }
        case .item where inTopics && node.parent?.parent?.type == .document:
            topicsEntry = (node.pointer, mark)
            topicLinkMissed = false
        default:
            break
        }
    }

    /// After `node` (an entry) is written: an entry whose link did not resolve is taken back.
    mutating func endTopicsEntry(_ node: MarkdownNode) {
        guard node.type == .item, let (entry, start) = topicsEntry, entry == node.pointer else {
            return
        }
        topicsEntry = nil
        topicsGroup?.entries += 1
        if topicLinkMissed && topicLink == nil {
            takeBack(to: start)
            markLeftOutOfTopics(since: start.warnings)
        } else {
            topicsGroup?.kept += 1
        }
    }

    /// Ends the open group, taking it back when it had entries and none was kept.
    mutating func endTopicsGroup() {
        guard let group = topicsGroup else { return }
        topicsGroup = nil
        if group.entries > 0, group.kept == 0 { takeBack(to: group.mark) }
    }

    private mutating func takeBack(to start: TopicsMark) {
        html.removeSince(start.html)
        text.removeSince(start.text)
        blocks.removeSubrange(min(start.blocks, blocks.count)...)
        // Kept, not shown: the page's headings stay the source's, one for one, as its links'
        // and blocks' indices into them are.
        for index in headings.indices.dropFirst(start.headings) {
            headings[index].isShown = false
        }
    }
}
