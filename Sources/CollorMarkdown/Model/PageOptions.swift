/// What a page's `@Options` turns off of what DocC adds to pages by itself: for the page alone,
/// or with `@Options(scope: global)` for every page of its catalog.
package struct PageOptions: Equatable, Sendable {
    /// `@AutomaticSeeAlso(disabled)` turns it off: the page shows no See Also made from the
    /// Topics group that curates it.
    package var automaticSeeAlso = true
    /// `@TopicsVisualStyle(compactGrid)`: how the Topics section shows its links, by DocC's name
    /// (`list`, `compactGrid`, `detailedGrid`, `hidden`); nil for DocC's default, a list.
    package var topicsVisualStyle: String?
    /// `@AutomaticTitleHeading(disabled)` turns off the role heading DocC shows above a page's
    /// title (a module's kind, a type's); `enabled` turns it back on; nil says neither.
    package var automaticTitleHeading: Bool?

    /// Every option on, as DocC's defaults.
    package init() {}

    /// These options where the page sets them, else `catalog`'s (its `@Options(scope:
    /// global)`), as DocC reads an option: the page's first, then the catalog's.
    package func overriding(_ catalog: PageOptions) -> PageOptions {
        var options = self
        options.topicsVisualStyle = topicsVisualStyle ?? catalog.topicsVisualStyle
        options.automaticTitleHeading = automaticTitleHeading ?? catalog.automaticTitleHeading
        return options
    }
}
