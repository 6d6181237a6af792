import CollorMarkdown
import Foundation

/// The API reference: decoded from the symbol graphs once per builder.
extension SiteBuilder {
    /// Decodes the symbol graphs once per builder (`APIReferenceSet`): the API reference does
    /// not change while serving.
    func loadAPIReference() throws(SiteError) {
        guard cache.api.pages == nil else { return }
        let set = try APIReferenceSet.load(
            graphs: configuration.symbolGraphs,
            defaults: CatalogInfo.defaultAvailability(of: configuration.sources.map(\.folder)),
            moduleKinds: CatalogInfo.moduleKinds(
                of: configuration.sources.map { ($0.folder, $0.module) }),
            betaPlatforms: configuration.betaPlatforms)
        cache.api = GeneratedAPI(
            symbolGraphs: configuration.symbolGraphs, pages: set.pages,
            symbolPages: set.symbolPages, references: set.modules)
    }
}
