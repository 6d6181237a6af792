extension SiteBuilder {
    /// Each module's types in groups for the sidebar, by the module's API folder: as the module's
    /// index lists them (`APIReference.typeGroups()`).
    func navigationGroups() -> [String: [Navigation.Group]] {
        Dictionary(
            apiReferences.map { reference in
                let groups = reference.typeGroups().map { group in
                    Navigation.Group(
                        title: group.title,
                        pages: group.pages.map { reference.outputPath(of: $0.name) })
                }
                return (reference.folder, groups)
            },
            uniquingKeysWith: { first, _ in first })
    }
}
