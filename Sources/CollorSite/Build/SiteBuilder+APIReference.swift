import CollorMarkdown
import Foundation

/// The API reference: decoded from the symbol graphs once per builder, and indexed for symbol
/// links.
extension SiteBuilder {
    /// Decodes the symbol graphs once per builder (`APIReferenceSet`): the API reference does
    /// not change while serving.
    func loadAPIReference() throws(SiteError) {
        guard apiPages == nil else { return }
        let set = try APIReferenceSet.load(graphs: configuration.symbolGraphs)
        apiPages = set.pages
        symbolPages = set.symbolPages
        apiReferences = set.modules
    }

    /// The symbol links' index: the API reference's types and members, by their pages' anchors.
    func symbolIndex() -> SymbolIndex {
        SymbolIndex(
            references: apiReferences,
            headingsByOutput: Dictionary(
                pages.values.filter { $0.kind == .api }.map { ($0.outputPath, $0.headings) },
                uniquingKeysWith: { first, _ in first }))
    }
}
