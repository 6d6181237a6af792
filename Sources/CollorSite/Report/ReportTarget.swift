/// Where a link or a listed member leads: a page of the site and a heading on it, or, for a
/// name outside the site (`Swift.Hashable`), only that name.
public struct ReportTarget: Equatable, Sendable {
    /// Output path of the page (`api/Kit/Basket.html`); nil for a name outside the site.
    public var page: String?
    /// The heading's anchor on the page, without `#`.
    public var anchor: String?
    /// The name shown for a target outside the site.
    public var name: String?

    /// A target.
    public init(page: String?, anchor: String? = nil, name: String? = nil) {
        self.page = page
        self.anchor = anchor
        self.name = name
    }
}
