import CollorMarkdown

extension SourcePage {
    /// The catalog (module) whose `@Options(scope: global)` reach this page: its section for
    /// a catalog's page, the module of its folder for an API page (`api/Demo/Basket.html`).
    var catalogModule: String {
        guard outputPath.hasPrefix("api/") else { return section }
        let rest = outputPath.dropFirst("api/".count)
        return String(rest.prefix { $0 != "/" })
    }

    /// Each catalog's `@Options(scope: global)`, by module: docc reads one per catalog; when
    /// several pages give one, the first by source path wins, so every build picks the same.
    static func catalogOptions(of pages: [String: SourcePage]) -> [String: PageOptions] {
        var options: [String: PageOptions] = [:]
        for path in pages.keys.sorted() {
            guard let page = pages[path], page.globalOptions != PageOptions() else { continue }
            let module = page.catalogModule
            options[module] = (options[module] ?? PageOptions()).overriding(page.globalOptions)
        }
        return options
    }
}
