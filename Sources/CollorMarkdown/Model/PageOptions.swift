/// What a page's `@Options` turns off of what DocC adds to pages by itself: for the page alone,
/// or with `@Options(scope: global)` for every page of its catalog.
package struct PageOptions: Equatable, Sendable {
    /// `@AutomaticSeeAlso(disabled)` turns it off: the page shows no See Also made from the
    /// Topics group that curates it.
    package var automaticSeeAlso = true

    /// Every option on, as DocC's defaults.
    package init() {}
}
