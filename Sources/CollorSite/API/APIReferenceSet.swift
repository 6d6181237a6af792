import CollorMarkdown
import Foundation

/// The stage that reads the symbol graphs: every documented module's reference, the pages it
/// generates, and the code spans that link to them.
struct APIReferenceSet {
    /// The modules with something public, by name.
    var modules: [APIReference] = []
    /// The generated pages by source path (`api/MyLib/Basket.md`, `api/index.md`).
    var pages: [String: GeneratedPage] = [:]
    /// Code spans that link to an API page (`Basket`, `MyLib.Basket`) → its output path.
    var symbolPages: [String: String] = [:]

    /// Decodes `graphs`, grouped by module. Each module gets its folder (`api/MyLib/`);
    /// `api/index.md` lists the modules. A module with nothing public (an executable's, a test
    /// helper's) gets no pages.
    ///
    /// `defaults` are the modules' default platforms from their catalogs' `Info.plist`,
    /// `moduleKinds` their `CDDefaultModuleKind`, `betaPlatforms` the platforms the build calls
    /// beta (`SiteConfiguration.betaPlatforms`).
    ///
    /// - Throws: `SiteError` naming the symbol graph that does not decode.
    /// - Complexity: O(size of the graphs).
    static func load(
        graphs: [URL], defaults: [String: SymbolAvailability.Defaults] = [:],
        moduleKinds: [String: String] = [:], betaPlatforms: [String: String] = [:]
    ) throws(SiteError) -> APIReferenceSet {
        var set = APIReferenceSet()
        let grouped = SymbolGraphFiles.group(graphs)
        for module in grouped.keys.sorted() {
            var reference = try APIReference(
                graphs: grouped[module] ?? [], defaults: defaults[module] ?? [])
            // The plist names the module its graph names (`MyKit` in `mykit-iOS.symbols.json`),
            // as docc reads it: decoded again with those defaults, in that rare case alone.
            if reference.module != module, let own = defaults[reference.module] {
                reference = try APIReference(graphs: grouped[module] ?? [], defaults: own)
            }
            if let kind = moduleKinds[module] { reference.moduleKind = kind }
            reference.markBeta(betaPlatforms)
            guard !reference.pages.isEmpty else { continue }
            set.modules.append(reference)
            for (path, page) in reference.generatedPages() { set.pages[path] = page }
            // The first module (by name) keeps an unqualified name both define.
            set.symbolPages.merge(reference.symbolPages()) { first, _ in first }
        }
        if !set.modules.isEmpty {
            set.pages["api/index.md"] = APIReference.indexPage(of: set.modules)
        }
        return set
    }
}
