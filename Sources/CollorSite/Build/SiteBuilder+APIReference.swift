import CollorMarkdown
import Foundation

/// The API reference: decoded from the symbol graphs once per builder, and indexed for symbol
/// links.
extension SiteBuilder {
    /// Decodes the symbol graphs once per builder: the API reference does not change while serving.
    /// Each module gets its folder (`api/MyLib/`); `api/index.md` lists the modules.
    func loadAPIReference() throws(SiteError) {
        guard apiPages == nil else { return }
        var result: [String: String] = [:]
        var symbols: [String: String] = [:]
        var modules: [APIReference] = []
        let grouped = SymbolGraphFiles.group(configuration.symbolGraphs)
        for module in grouped.keys.sorted() {
            let reference = try APIReference(graphs: grouped[module] ?? [])
            // A module with nothing public (an executable's, a test helper's) gets no pages.
            guard !reference.pages.isEmpty else { continue }
            modules.append(reference)
            for (path, markdown) in reference.markdownPages() { result[path] = markdown }
            // The first module (by name) keeps an unqualified name both define.
            symbols.merge(reference.symbolPages()) { first, _ in first }
        }
        if !modules.isEmpty {
            result["api/index.md"] = APIReference.indexMarkdown(of: modules)
        }
        apiPages = result
        symbolPages = symbols
        apiReferences = modules
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
