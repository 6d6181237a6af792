/// DocC's breadcrumbs on the reference's pages: where a type page sits in its module.
extension APIReference {
    /// A type page's breadcrumbs, as DocC's: the module's page, then each type it is nested in
    /// that has a page (`Collor › Basket` above `Basket.Items`).
    func breadcrumbs(of page: TypePage) -> [GeneratedPage.Breadcrumb] {
        var crumbs = [GeneratedPage.Breadcrumb(title: module, outputPath: folder + "index.html")]
        let names = Set(pages.map(\.name))
        let parts = page.name.split(separator: ".", omittingEmptySubsequences: false)
        // An extended type sits under its module's page (`Demo › Swift` above `Array`).
        if let parent = Self.extendedModulePage(of: page, in: extendedModulePages) {
            crumbs.append(
                GeneratedPage.Breadcrumb(
                    title: parent.title, outputPath: outputPath(of: parent.name)))
        }
        for count in parts.indices.dropFirst() {
            let name = parts[..<count].joined(separator: ".")
            guard names.contains(name) else { continue }
            crumbs.append(
                GeneratedPage.Breadcrumb(
                    title: String(parts[count - 1]), outputPath: outputPath(of: name)))
        }
        return crumbs
    }
}
