/// The sections the build adds to what a page's markdown shows: docc's automatic See Also and
/// Mentioned In, of the page or of a member shown on it.
extension ReportSection {
    /// A section of `kind` with one group of root-relative targets (`path#anchor` for a
    /// member), for the page or its member `symbol`; nil when it lists none.
    static func automatic(
        _ kind: Kind, title: String, targets: [String], symbol: String? = nil
    ) -> ReportSection? {
        guard !targets.isEmpty else { return nil }
        let members = targets.map { target in
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            return ReportTarget(
                page: String(parts[0]), anchor: parts.count > 1 ? String(parts[1]) : nil)
        }
        return ReportSection(
            kind, symbol: symbol, groups: [Group(title: title, members: members)])
    }
}
