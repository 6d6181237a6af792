extension LinkRecord {
    /// A generated type page's links without the second count of its extension files' Topics
    /// items: the page renders each curated item that is not one of its members as a link of
    /// its Topics group, and `curation` already holds that link where the extension file writes
    /// it (DocC counts one). Drops, per curation link, one link of `file` (the generated page)
    /// with the same destination and target; other links stay as they are, in order.
    package static func removingRendered(
        _ curation: [LinkRecord], from rendered: [LinkRecord], file: String
    ) -> [LinkRecord] {
        var pending: [String: Int] = [:]
        for link in curation {
            guard let key = link.curationKey else { continue }
            pending[key, default: 0] += 1
        }
        guard !pending.isEmpty else { return rendered }
        return rendered.filter { link in
            guard link.file == file, let key = link.curationKey, let count = pending[key],
                count > 0
            else { return true }
            pending[key] = count - 1
            return false
        }
    }

    /// What makes two records the same written link: its destination and where it leads.
    private var curationKey: String? {
        guard let target else { return nil }
        return [destination, target.page ?? "", target.anchor ?? "", target.name ?? ""]
            .joined(separator: "\u{0}")
    }
}
