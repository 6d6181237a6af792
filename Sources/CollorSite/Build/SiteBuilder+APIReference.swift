import CollorMarkdown
import Foundation

/// The API reference: decoded from the symbol graphs once per builder, and indexed for symbol
/// links.
extension SiteBuilder {
    /// Decodes the symbol graphs once per builder (`APIReferenceSet`): the API reference does
    /// not change while serving.
    func loadAPIReference() throws(SiteError) {
        guard apiPages == nil else { return }
        let set = try APIReferenceSet.load(
            graphs: configuration.symbolGraphs,
            defaults: CatalogInfo.defaultAvailability(of: configuration.sources.map(\.folder)),
            moduleKinds: CatalogInfo.moduleKinds(
                of: configuration.sources.map { ($0.folder, $0.module) }))
        apiPages = set.pages
        symbolPages = set.symbolPages
        apiReferences = set.modules
    }

    /// The symbol links' index: the API reference's types and members, by their pages' anchors,
    /// and the catalogs' root pages, which stand for modules with nothing public of their own.
    func symbolIndex() -> SymbolIndex {
        let roots = pages.values.filter { $0.kind == .guide && $0.extendedSymbol == $0.section }
        return SymbolIndex(
            references: apiReferences,
            headingsByOutput: Dictionary(
                pages.values.filter { $0.kind == .api }.map { ($0.outputPath, $0.headings) },
                uniquingKeysWith: { first, _ in first }),
            catalogRoots: Dictionary(
                roots.sorted { $0.sourcePath < $1.sourcePath }.map { ($0.section, $0.outputPath) },
                uniquingKeysWith: { first, _ in first }))
    }
}
