extension MarkdownDocument {
    /// What the page's `@Options` directives turn off: those without a scope for the page,
    /// `@Options(scope: global)` for its whole catalog (`global`), as DocC reads them.
    ///
    /// - Complexity: O(n) in the number of top-level blocks.
    package var options: (page: PageOptions, global: PageOptions) {
        var page = PageOptions()
        var global = PageOptions()
        // `@Options` stands at the page's top level, as DocC reads it; `forEachShownNode` skips
        // it, as it shows nothing.
        for (options, children) in topLevelDirectives(.options) {
            let isGlobal = options.argument("scope") == "global"
            for child in children {
                if child.known == .automaticSeeAlso && child.unlabelledArgument == "disabled" {
                    if isGlobal {
                        global.automaticSeeAlso = false
                    } else {
                        page.automaticSeeAlso = false
                    }
                } else if child.known == .automaticTitleHeading,
                    let switched = child.unlabelledArgument,
                    ["enabled", "disabled"].contains(switched)
                {
                    if isGlobal {
                        global.automaticTitleHeading = switched == "enabled"
                    } else {
                        page.automaticTitleHeading = switched == "enabled"
                    }
                } else if child.known == .topicsVisualStyle, let style = child.unlabelledArgument {
                    if isGlobal {
                        global.topicsVisualStyle = style
                    } else {
                        page.topicsVisualStyle = style
                    }
                }
            }
        }
        return (page, global)
    }
}
