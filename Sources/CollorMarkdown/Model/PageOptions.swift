/// What a page's `@Options` turns off of what DocC adds to pages by itself: for the page alone,
/// or with `@Options(scope: global)` for every page of its catalog.
package struct PageOptions: Equatable, Sendable {
    /// `@AutomaticSeeAlso(disabled)` turns it off: the page shows no See Also made from the
    /// Topics group that curates it.
    package var automaticSeeAlso = true
    /// `@TopicsVisualStyle(compactGrid)`: how the Topics section shows its links, by DocC's name
    /// (`list`, `compactGrid`, `detailedGrid`, `hidden`); nil for DocC's default, a list.
    package var topicsVisualStyle: String?

    /// Every option on, as DocC's defaults.
    package init() {}
}
