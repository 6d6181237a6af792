import SymbolKit

/// Other modules' types that a module extends, read as docc reads them
/// (`ExtendedTypeFormatTransformation`): one extended type per type, whatever the number of
/// `extension` blocks the graphs give (`swift.extension` symbols, emitted with extension block
/// symbols, swift-docc-plugin's default), named by its kind ("Extended Structure"), and none for
/// a block under which nothing is documented. Graphs without blocks name the kind in their
/// members' `swiftExtension`.
struct ExtendedTypes {
    /// The block that stands for each extended type, by path (`Set.Iterator`): of several, the
    /// one whose doc comment has the most lines (the first by identifier of those), as docc
    /// documents the type with it.
    private(set) var blocks: [String: SymbolGraph.Symbol] = [:]
    /// Each extended type's kind, by path, from its blocks or its members.
    private var kinds: [String: SymbolGraph.Symbol.KindIdentifier] = [:]
    /// The module each extended top-level type belongs to (`Swift` for `Array`), by name.
    private var modules: [String: String] = [:]
    /// The paths under which a symbol other than a block is documented.
    private var holders: Set<String> = []
    /// The page of every block under which something is documented, by the block's identifier:
    /// what a block conforms to, its extended type does (`extension Array: Shelved {}`).
    private(set) var blockPages: [String: String] = [:]
    /// Every block read, by path, until `choose()` keeps one per type.
    private var candidates: [(path: String, symbol: SymbolGraph.Symbol)] = []

    /// Whether the graphs carry extension blocks: then a type that holds only an extended
    /// nested type (`Set` of `extension Set.Iterator`) is shown as docc shows it, without a
    /// declaration.
    var hasBlocks: Bool { !blocks.isEmpty }

    /// Reads one documented symbol at its cleaned path; true when it is an extension block,
    /// which `blocks` keeps instead of a page of its own.
    mutating func read(_ symbol: SymbolGraph.Symbol, path: [String]) -> Bool {
        let extended = symbol[mixin: SymbolGraph.Symbol.Swift.Extension.self]
        if let module = extended?.extendedModule, let top = path.first, modules[top] == nil {
            modules[top] = module
        }
        guard symbol.kind.identifier == .extension else {
            var holder = ""
            for component in path.dropLast() {
                holder += holder.isEmpty ? component : "." + component
                holders.insert(holder)
            }
            // Only pages without a symbol of their own ask for it: a local type's members
            // name their own type's kind here too.
            if let kind = extended?.typeKind, path.count > 1 {
                let parent = path.dropLast().joined(separator: ".")
                if kinds[parent] == nil { kinds[parent] = kind }
            }
            return false
        }
        let name = path.joined(separator: ".")
        if let kind = extended?.typeKind { kinds[name] = kind }
        candidates.append((name, symbol))
        return true
    }

    /// Chooses each extended type's block once every symbol is read.
    mutating func choose() {
        for (name, symbol) in candidates where holders.contains(name) {
            blockPages[symbol.identifier.precise] = name
            guard let chosen = blocks[name] else {
                blocks[name] = symbol
                continue
            }
            let lines = Self.commentLines(symbol), chosenLines = Self.commentLines(chosen)
            if lines > chosenLines
                || (lines == chosenLines
                    && symbol.identifier.precise.utf8.lexicographicallyPrecedes(
                        chosen.identifier.precise.utf8))
            {
                blocks[name] = symbol
            }
        }
        candidates = []
    }

    /// The module an extended type belongs to (`Swift` for `Set.Iterator`), as its graph names it.
    func module(of name: String) -> String? {
        modules[String(name.prefix { $0 != "." })]
    }

    /// Whether a kind is an extended type's (`kind(of:)`): such a page is not the type's own.
    static func isExtended(kind: String) -> Bool { kind.hasPrefix("Extended ") }

    /// The kind of docc's page of a module whose types are extended.
    static let moduleKind = "Extended Module"

    /// docc's page of each module whose types `pages` extend (`Swift`), which lists them by
    /// kind where the module's page would: named as the module, or as docc's URL names it when a
    /// page of the module has that name (`Inner-swift.module.extension`).
    static func modulePages(of pages: [APIReference.TypePage]) -> [APIReference.TypePage] {
        var names = Set(pages.map(\.name))
        let modules = Set(
            pages.compactMap { page in
                APIReference.isNested(page.name, among: names) ? nil : page.extendedModule
            })
        return modules.sorted().map { module in
            var name = names.contains(module) ? module + "-swift.module.extension" : module
            // A graph can name a symbol anything: a page's name is taken only once.
            let base = name
            var count = 0
            while names.contains(name) {
                count += 1
                name = base + "-\(count)"
            }
            names.insert(name)
            var page = APIReference.TypePage(
                name: name, shownName: name == module ? nil : module, kind: moduleKind,
                declaration: "", documentation: "", members: [], isExtension: true)
            page.extendedModule = module
            return page
        }
    }

    /// The kind an extended type's page shows, as docc's role heading names it.
    func kind(of name: String) -> String {
        switch kinds[name] {
        case .struct: "Extended Structure"
        case .class: "Extended Class"
        case .enum: "Extended Enumeration"
        case .protocol: "Extended Protocol"
        default: "Extended Type"
        }
    }

    private static func commentLines(_ symbol: SymbolGraph.Symbol) -> Int {
        symbol.docComment?.lines.count ?? 0
    }
}
