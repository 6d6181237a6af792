import CollorHTML
import CollorMarkdown
import Foundation
import SymbolKit

/// The API reference of one module, from its symbol graphs: one page per top-level symbol and per
/// nested type (`Basket.Items`), with its members on it, as generated pages whose declarations
/// and doc comments go through the same pipeline as the guides.
///
/// Symbols whose name starts with `_` are left out, as DocC does: they are public only for
/// protocol-extension plumbing. Doc comments a member inherits from another module are left out
/// too; a symbol re-exported from another module keeps its own.
struct APIReference {
    /// A top-level symbol (or an extended type of another module) and everything under it.
    struct TypePage {
        /// The page's name: the symbol's path (`Basket.Items`), an overloaded function's with
        /// DocC's suffix (`run(_:)-9ia7d`).
        var name: String
        /// The name shown for an overload named with its suffix.
        var shownName: String? = nil
        /// What DocC tells an overloaded top-level function from its namesakes by.
        var docc: DocCIdentity? = nil
        /// The symbol's precise identifier (USR); nil for an extension of another module's type.
        var identifier: String? = nil
        var kind: String
        var declaration: String
        var documentation: String
        /// Where `documentation`'s lines are in the `.swift` file.
        var documentationOrigin: TextOrigin? = nil
        /// Its signature, by which its Parameters and Return Value are shown
        /// (`ParametersAndReturnCheck.shape`).
        var signature: SignatureShape? = nil
        var members: [Member]
        /// True for `extension IndexPath` pages: the type itself belongs to another module.
        var isExtension: Bool
        /// The module of the type an extension page extends (`Foundation`), as its graph names it.
        var extendedModule: String? = nil
        /// The `## Topics` groups of the type's doc comment, taken out of `documentation`.
        var commentTopics: [TopicsSection.Group] = []
        /// The `## Topics` groups of the type's DocC extension file, which the site sets.
        var extensionTopics: [TopicsSection.Group] = []

        /// Every group curating the page's members: the doc comment's, then the extension's.
        var topics: [TopicsSection.Group] { commentTopics + extensionTopics }
        /// How the type relates to others, as DocC's Relationships section lists them.
        var relationships = Relationships()
        /// Its platforms and deprecation, from the symbol graph and the catalog's defaults.
        var availability = SymbolAvailability()
        /// The requirement it implements, as docc names it (`Sequence.Iterator`): the symbol
        /// graph's `sourceOrigin`.
        var inheritedFrom: String? = nil

        /// The name the page shows: its symbol's, without a suffix.
        var title: String { shownName ?? name }
        /// Whether it is docc's page of an extended module (`ExtendedTypes.modulePages`).
        var isExtendedModule: Bool { kind == ExtendedTypes.moduleKind }
    }

    /// A type's protocols and classes, each as its page shows it: a symbol link for a symbol of
    /// the module (` ``Collor/Diffable`` `), code for one outside it (`` `Swift.Hashable` ``).
    struct Relationships: Equatable {
        var conformsTo: [GeneratedInline] = []
        var inheritsFrom: [GeneratedInline] = []
        /// For a protocol: the module's types that conform to it.
        var conformingTypes: [GeneratedInline] = []
        /// For a class: the module's classes that inherit from it.
        var inheritedBy: [GeneratedInline] = []

        var isEmpty: Bool {
            conformsTo.isEmpty && inheritsFrom.isEmpty && conformingTypes.isEmpty
                && inheritedBy.isEmpty
        }
    }

    /// What a protocol's member is to the protocol.
    enum Requirement: Equatable {
        case required
        /// A requirement the protocol's extension implements.
        case requiredWithDefault
        /// An implementation in the protocol's extension of one of its requirements.
        case defaultImplementation
    }

    struct Member {
        /// The symbol's precise identifier (USR): breaks ties between a protocol requirement and
        /// its default implementation, which share title and declaration.
        var identifier: String
        var title: String
        var kind: String
        var declaration: String
        /// Its doc comment.
        var comment: String
        /// Where the doc comment's lines are in the `.swift` file.
        var commentOrigin: TextOrigin? = nil
        /// Its signature, by which its Parameters and Return Value are shown
        /// (`ParametersAndReturnCheck.shape`).
        var signature: SignatureShape? = nil
        /// Its DocC extension file (` # ``Type/member`` `), which the site sets.
        var extensionFile: MemberExtension? = nil
        /// What its section shows: the doc comment with its extension file merged as docc
        /// merges it.
        var documentation: String {
            let text = extensionFile.map { $0.documentation(merging: comment) } ?? comment
            guard let inheritedFrom, text.allSatisfy(\.isWhitespace) else { return text }
            return Self.inheritedAbstract(inheritedFrom)
        }
        /// Its title as docc shows it, the symbol graph's (`Interval.seconds(_:)` for an enum
        /// case, `Parts.Element` for a type alias: qualified; `count`, `init()`: not); nil
        /// when it is `title`, which names its anchor and links.
        var doccTitle: String? = nil
        /// The title its section's heading shows: docc's.
        var heading: String { doccTitle ?? title }
        /// The member this one implements or inherits, as docc names it
        /// (`CustomStringConvertible.description`): the symbol graph's `sourceOrigin`.
        var inheritedFrom: String? = nil
        /// Where `documentation`'s lines are in the `.swift` file: the comment's, which an
        /// extension file's text follows (its lines have no place there) or replaces.
        var documentationOrigin: TextOrigin? {
            extensionFile?.overrides == true ? nil : commentOrigin
        }
        /// The "X Implementations" page docc lists it on instead of its type's kind groups: set
        /// for a member the type inherits from an extension of a protocol (or another type).
        var collection: ImplementationsCollection? = nil
        /// Set for a protocol's requirements and their default implementations.
        var requirement: Requirement? = nil
        /// For a requirement, the identifiers of its default implementations, which DocC lists
        /// on its page (`defaultImplementationsSections`).
        var defaultImplementations: [String] = []
        /// For a nested type, the name of its own page (`Basket.Items`).
        var page: String? = nil
        /// What DocC tells it from its namesakes by.
        var docc = DocCIdentity()
        /// Its heading's anchor: the last component of its DocC URL (`append(_:)-1syvw`), so
        /// that overloads each have their own; nil for a slug of its title.
        var anchor: String? = nil
        /// Its platforms and deprecation, from the symbol graph and the catalog's defaults.
        var availability = SymbolAvailability()

        /// docc's abstract of an inherited member without documentation of its own
        /// (`RenderNodeTranslator`: "Inherited from `Equatable.==(_:_:)`."), a code span with
        /// more backticks than the name holds in a row.
        static func inheritedAbstract(_ origin: String) -> String {
            var longest = 0
            var run = 0
            for character in origin {
                run = character == "`" ? run + 1 : 0
                longest = max(longest, run)
            }
            let fence = String(repeating: "`", count: longest + 1)
            let padding = origin.first == "`" || origin.last == "`" ? " " : ""
            return "Inherited from \(fence)\(padding)\(origin)\(padding)\(fence)."
        }

        /// A member documented by `documentation`, its doc comment.
        init(
            identifier: String, title: String, kind: String, declaration: String,
            documentation: String, requirement: Requirement? = nil, page: String? = nil,
            docc: DocCIdentity = DocCIdentity(), anchor: String? = nil,
            availability: SymbolAvailability = SymbolAvailability()
        ) {
            self.identifier = identifier
            self.title = title
            self.kind = kind
            self.declaration = declaration
            self.comment = documentation
            self.requirement = requirement
            self.page = page
            self.docc = docc
            self.anchor = anchor
            self.availability = availability
        }
    }

    var module: String
    var pages: [TypePage]
    /// Each page's file name, one per page (`APIFileNames`), set from the pages' names.
    private(set) var fileNames: APIFileNames
    /// Each member's section by identifier (`memberLocations(of:)`), set with the pages, whose
    /// members and anchors are made once.
    private(set) var memberLocations: [String: MemberLocation]
    /// The groups the module's catalog curates; the site sets them once the catalog is read.
    var curation: [CuratedGroup] = []
    /// The top-level pages that another page of the module curates (an article's Topics, a
    /// top-level type's): docc leaves them out of its module page's automatic groups.
    var curatedElsewhere: Set<String> = []
    /// The extended types' and modules' pages that docc trims
    /// (`trimmedExtendedPages(curated:extensionFiles:)`): still written, as the page of their
    /// members' sections, but listed nowhere and linked from no relationship, as docc renders no
    /// page of them.
    var trimmed: Set<String> = []
    /// The articles of the module's catalog that docc lists under "Articles" on the module's
    /// page (`AutomaticArticles`), by title.
    var automaticArticles: [ListedArticle] = []
    /// Whether the module's catalog has a root page (` # ``Module`` `), which is then the module's
    /// page; else the generated index is, and lists the `automaticArticles` itself.
    var hasRootPage = false
    /// Each type's abstract as its module's index and Topics lists show it, by name
    /// (`TopicAbstracts.abstracts(of:pages:symbols:)`): its summary's symbol links resolve from
    /// the type, so the linking pass sets them once the symbol index is built.
    var indexAbstracts: [String: String] = [:]
    /// The module's default platforms, from its catalog's `Info.plist`.
    var defaults: SymbolAvailability.Defaults = []
    /// The platforms the build calls beta, with their versions (`markBeta(_:)`).
    var betaPlatforms: [String: String] = [:]
    /// The module page's role heading: the catalog's `CDDefaultModuleKind`, else DocC's.
    var moduleKind = "Framework"
    /// Whether the graphs carry extension block symbols (swift-docc-plugin's default): then, as
    /// in docc, a link through an extended module (` ``Swift/Array/member`` `) resolves.
    var hasExtensionBlocks = false
    /// What DocC's check of the doc comments' Parameters and Return Value finds, at the
    /// `.swift` files' lines (`ParametersAndReturnCheck`), sorted by place.
    var warnings: [SiteError] = []

    /// A reference made of its pages (tests build small ones).
    init(module: String, pages: [TypePage]) {
        self.module = module
        self.pages = pages
        fileNames = APIFileNames(names: pages.map(\.name))
        memberLocations = Self.memberLocations(of: pages)
    }

    /// Decodes `graphs` with SymbolKit; `defaults` are the module's default platforms from its
    /// catalog's `Info.plist`.
    ///
    /// - Throws: `SiteError` with `.input(.invalidData)` naming the file that does not decode.
    init(graphs: [URL], defaults: SymbolAvailability.Defaults = []) throws(SiteError) {
        // The module's own graph names it; extension graphs (`Module@Other`) carry it in the name.
        var module =
            graphs.first.flatMap { SymbolGraphFiles.module(ofFile: $0.lastPathComponent) } ?? ""
        // The symbols with a page, by page name: top-level ones and nested types (`Basket.Items`).
        var pageSymbols: [String: SymbolGraph.Symbol] = [:]
        // Symbols with a page by name, then identifier: overloads (`run(_:)` twice), and names
        // that are one `String` (equal under Unicode canonical equivalence, `ᾳ` and `α` +
        // U+0345), are namesakes that get a page each.
        var namesakes: [String: [String: SymbolGraph.Symbol]] = [:]
        var nested: [(path: [String], symbol: SymbolGraph.Symbol)] = []
        var relationships: [SymbolGraph.Relationship] = []
        // The operating system the main graph was built on: DocC lists it beside the defaults.
        var graphPlatform: String?
        var checked: [SymbolGraph.Symbol] = []
        var extended = ExtendedTypes()
        // The symbols of extension graphs (`Module@Other`), which DocC does not relate.
        var extensionSymbols: Set<String> = []
        for url in graphs {
            let graph: SymbolGraph
            do {
                graph = try JSONDecoder().decode(
                    SymbolGraph.self, from: Data(InputFile.read(url)))
            } catch {
                throw SiteError(file: url.path, reason: .input(.invalidData("\(error)")))
            }
            if !url.lastPathComponent.contains("@") {
                module = graph.module.name
                graphPlatform = graph.module.platform.operatingSystem?.name
            }
            relationships += graph.relationships
            if url.lastPathComponent.contains("@") {
                extensionSymbols.formUnion(graph.symbols.keys)
            }
            for symbol in graph.symbols.values where Self.isDocumented(symbol) {
                checked.append(symbol)
                let path = symbol.pathComponents.map(Self.clean)
                guard !path.isEmpty, !extended.read(symbol, path: path) else { continue }
                if path.count == 1 || Self.hasPage(symbol) {
                    namesakes[path.joined(separator: "."), default: [:]][
                        symbol.identifier.precise] = symbol
                }
                if path.count > 1 { nested.append((path, symbol)) }
            }
        }
        extended.choose()
        for (name, block) in extended.blocks {
            namesakes[name, default: [:]][block.identifier.precise] = block
            let path = block.pathComponents.map(Self.clean)
            if path.count > 1 { nested.append((path, block)) }
        }
        // Namesakes are named as DocC's URLs name them (`run(_:)-9ia7d`), shown by their name,
        // each from its own path's bytes, so that which symbol gets which name never depends on
        // the order a dictionary gives them in.
        var shownNames: [String: String] = [:]
        var identities: [String: DocCIdentity] = [:]
        var renamed: [[UInt8]: String] = [:]
        for symbols in namesakes.values {
            let sorted = symbols.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            let suffixes =
                sorted.count > 1
                ? DocCIdentity.urlSuffixes(
                    of: sorted.compactMap { symbols[$0] }.map { DocCIdentity($0) })
                : [""]
            for (identifier, suffix) in zip(sorted, suffixes) {
                guard let symbol = symbols[identifier] else { continue }
                let own = symbol.pathComponents.map(Self.clean).joined(separator: ".")
                pageSymbols[own + suffix] = symbol
                guard sorted.count > 1 else { continue }
                renamed[Array(own.utf8)] = own + suffix
                shownNames[own + suffix] = own
                identities[own + suffix] = DocCIdentity(symbol)
            }
        }
        /// The page of the type at `parts`, nil when it has none.
        func pageName(_ parts: ArraySlice<String>) -> String? {
            let joined = parts.joined(separator: ".")
            if !renamed.isEmpty, let name = renamed[Array(joined.utf8)] { return name }
            return pageSymbols[joined] != nil ? joined : nil
        }
        // Each member goes to the innermost type page above it (`Basket.Items` for
        // `Basket/Items/first`), titled by the rest of its path; a type nested in another is
        // also a member of its parent, which lists it.
        var members: [String: [(title: String, symbol: SymbolGraph.Symbol)]] = [:]
        let implementedTypes = Self.implementedTypes(relationships, symbols: checked)
        for (written, symbol) in nested {
            var path = written
            if let type = implementedTypes[symbol.identifier.precise], let name = written.last {
                path = type + [name]
            }
            var split = path.count - 1
            while split > 1, pageName(path[..<split]) == nil { split -= 1 }
            members[
                pageName(path[..<split]) ?? path[..<split].joined(separator: "."), default: []
            ].append((path[split...].joined(separator: "."), symbol))
        }
        self.module = module
        self.defaults = defaults
        // Sorted, as the graph's dictionary gives its symbols in any order; a symbol in two
        // graphs (two platforms') is checked twice, and said once.
        let found = checked.flatMap { ParametersAndReturnCheck.problems(of: $0, module: module) }
            .sorted {
                ($0.file, $0.line, $0.column, $0.message)
                    < ($1.file, $1.line, $1.column, $1.message)
            }
        warnings = found.indices.filter { $0 == 0 || found[$0 - 1] != found[$0] }.map { found[$0] }
        // docc's origin of an inherited member or default implementation: it drops the
        // documentation another module wrote (as `documentation(of:module:)` does) and says
        // where the member comes from instead.
        var inherited: [String: String] = [:]
        // The members docc moves to an "X Implementations" page of their type.
        var collections: [String: ImplementationsCollection] = [:]
        let byIdentifier = Dictionary(
            checked.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { first, _ in first })
        for relationship in relationships
        where relationship.kind == .memberOf || relationship.kind == .defaultImplementationOf {
            if let origin = relationship[mixin: SymbolGraph.Relationship.SourceOrigin.self] {
                inherited[relationship.source] = origin.displayName
            }
            if let member = byIdentifier[relationship.source],
                let collection = ImplementationsCollection.of(
                    member, through: relationship, symbols: byIdentifier)
            {
                collections[relationship.source] = collection
            }
        }
        let related = RelationshipIndex(
            relationships, pageSymbols: pageSymbols, extensionSymbols: extensionSymbols,
            blockPages: extended.blockPages, module: module)
        /// The module whose doc comments a symbol's page shows: docc drops another module's
        /// comment only from a symbol that inherits it (a `sourceOrigin`, `inherited`); a
        /// symbol re-exported from another module (`@_exported import Inner`) keeps its own.
        func reader(_ symbol: SymbolGraph.Symbol) -> String {
            inherited[symbol.identifier.precise] == nil
                ? symbol.docComment?.moduleName ?? module : module
        }
        let names = Set(pageSymbols.keys).union(members.keys).sorted()
        pages = names.map { name in
            let symbol = pageSymbols[name]
            var pageMembers = (members[name] ?? []).map { title, member in
                var entry = Member(
                    identifier: member.identifier.precise,
                    title: title,
                    kind: member.kind.identifier == .extension
                        ? extended.kind(of: name + "." + title) : member.kind.displayName,
                    declaration: Self.declaration(of: member),
                    documentation: Self.documentation(of: member, module: reader(member)),
                    requirement: related.requirement(of: member.identifier.precise),
                    page: pageSymbols[name + "." + title].map { _ in name + "." + title },
                    docc: DocCIdentity(
                        member,
                        isDefaultImplementation: related.requirement(of: member.identifier.precise)
                            == .defaultImplementation),
                    availability: Self.availability(
                        SymbolAvailability(
                            member, defaults: defaults, graphPlatform: graphPlatform),
                        documentation: Self.documentation(of: member, module: reader(member))))
                entry.commentOrigin = Self.origin(of: member, module: reader(member))
                entry.signature = ParametersAndReturnCheck.shape(
                    of: member, module: reader(member))
                entry.inheritedFrom = inherited[member.identifier.precise]
                entry.collection = collections[member.identifier.precise]
                let doccTitle = Self.clean(member.names.title)
                if doccTitle != title { entry.doccTitle = doccTitle }
                entry.defaultImplementations = related.defaultImplementations(
                    of: member.identifier.precise)
                return entry
            }.sorted {
                ($0.kind, $0.title, $0.declaration, $0.identifier)
                    < ($1.kind, $1.title, $1.declaration, $1.identifier)
            }
            Self.setAnchors(of: &pageMembers)
            var documentation = symbol.map { Self.documentation(of: $0, module: reader($0)) } ?? ""
            var topics: [TopicsSection.Group] = []
            if documentation.contains("Topics"),
                let section = TopicsSection(
                    in: MarkdownDocument(documentation), source: documentation)
            {
                topics = section.groups
                documentation = section.removed(from: documentation)
            }
            let isExtended = symbol == nil || symbol?.kind.identifier == .extension
            var page = TypePage(
                name: name, shownName: shownNames[name], docc: identities[name],
                identifier: symbol?.identifier.precise,
                kind: isExtended ? extended.kind(of: name) : symbol?.kind.displayName ?? "",
                declaration: symbol.map(Self.declaration)
                    ?? (extended.hasBlocks ? "" : "extension \(name)"),
                documentation: documentation,
                documentationOrigin: symbol.flatMap { Self.origin(of: $0, module: reader($0)) },
                signature: symbol.flatMap {
                    ParametersAndReturnCheck.shape(of: $0, module: reader($0))
                },
                members: pageMembers, isExtension: isExtended,
                commentTopics: topics, relationships: related.relationships(of: name),
                availability: Self.availability(
                    symbol.map {
                        SymbolAvailability($0, defaults: defaults, graphPlatform: graphPlatform)
                    } ?? SymbolAvailability(), documentation: documentation))
            page.inheritedFrom = symbol.flatMap { inherited[$0.identifier.precise] }
            // Extensions of the module's own types (whose own symbol the graph lacks) stay
            // under the module.
            if isExtended, let owner = extended.module(of: name), owner != module {
                page.extendedModule = owner
            }
            return page
        }
        pages = (pages + ExtendedTypes.modulePages(of: pages)).sorted { $0.name < $1.name }
        hasExtensionBlocks = extended.hasBlocks
        fileNames = APIFileNames(names: pages.map(\.name))
        memberLocations = Self.memberLocations(of: pages)
    }

    /// The type docc files a symbol under when it is a member of none (no `memberOf`) and
    /// implements a requirement (`defaultImplementationOf`): the requirement's, whose page
    /// lists it (`PathHierarchy`; swift-nio's `EventLoop.next()`, declared in an extension of
    /// `EventLoop` that the graph relates to nothing else, is `EventLoopGroup`'s, whose `next()`
    /// it implements). The first requirement by identifier when it implements several; a
    /// requirement of another module's type leaves the symbol where its path puts it.
    ///
    /// - Complexity: O(relationships + symbols).
    static func implementedTypes(
        _ relationships: [SymbolGraph.Relationship], symbols: [SymbolGraph.Symbol]
    ) -> [String: [String]] {
        var parented: Set<String> = []
        var requirements: [String: String] = [:]
        for relationship in relationships {
            switch relationship.kind {
            case .memberOf:
                parented.insert(relationship.source)
            case .defaultImplementationOf:
                if let known = requirements[relationship.source], known <= relationship.target {
                    continue
                }
                requirements[relationship.source] = relationship.target
            default:
                break
            }
        }
        guard !requirements.isEmpty else { return [:] }
        var paths: [String: [String]] = [:]
        for symbol in symbols { paths[symbol.identifier.precise] = symbol.pathComponents }
        var result: [String: [String]] = [:]
        for (source, target) in requirements where !parented.contains(source) {
            guard let path = paths[target]?.map(Self.clean), path.count > 1 else { continue }
            result[source] = Array(path.dropLast())
        }
        return result
    }

    /// Gives each member the last component of its DocC URL as its anchor: its name in
    /// lowercase, and for namesakes (in any case) DocC's suffix.
    static func setAnchors(of members: inout [Member]) {
        var namesakes: [String: [Int]] = [:]
        for (index, member) in members.enumerated() {
            namesakes[DocCIdentity.urlName(member.title), default: []].append(index)
        }
        for indices in namesakes.values {
            let suffixes = DocCIdentity.urlSuffixes(of: indices.map { members[$0].docc })
            for (index, suffix) in zip(indices, suffixes) {
                // A very long name is cut as DocC's URL cuts it (`…overthe-1yxf7`).
                members[index].anchor = DocCIdentity.urlName(members[index].title, suffix: suffix)
            }
        }
    }

    /// Types get pages of their own, nested ones too (`Basket.Items`), as in DocC.
    private static func hasPage(_ symbol: SymbolGraph.Symbol) -> Bool {
        [.struct, .class, .enum, .protocol].contains(symbol.kind.identifier)
    }

    /// A name from a symbol graph with its control characters replaced by U+FFFD: names go into
    /// headings, front matter and file names, where a line break would change the page.
    static func clean(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return name }
        return String(
            String.UnicodeScalarView(
                name.unicodeScalars.map {
                    $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
                }
            ))
    }

    /// Every symbol the graph holds, whatever its access level, as docc documents them: which
    /// ones a graph holds is its extraction's choice (`swift package dump-symbol-graph` writes
    /// public ones; swift-docc-plugin an executable's internal ones too, as in DocC's
    /// `BundleWithExecutableModuleKind`). Not those under an underscored name.
    private static func isDocumented(_ symbol: SymbolGraph.Symbol) -> Bool {
        !symbol.pathComponents.contains { $0.hasPrefix("_") }
    }

    /// The symbol's declaration; empty when its graph gives no fragments, as docc then shows
    /// none (DocC's `MultiCuratedSubtree` and `SourceLocations` catalogs).
    private static func declaration(of symbol: SymbolGraph.Symbol) -> String {
        guard
            let fragments = symbol[mixin: SymbolGraph.Symbol.DeclarationFragments.self]?
                .declarationFragments
        else { return "" }
        return DeclarationLayout.format(
            fragments.map {
                DeclarationLayout.Fragment(kind: $0.kind.rawValue, spelling: $0.spelling)
            })
    }

    /// Where the doc comment `documentation(of:module:)` gives is in its `.swift` file.
    private static func origin(of symbol: SymbolGraph.Symbol, module: String) -> TextOrigin? {
        guard let comment = symbol.docComment, comment.moduleName.map({ $0 == module }) ?? true
        else { return nil }
        return TextOrigin(comment, of: symbol)
    }

    private static func documentation(of symbol: SymbolGraph.Symbol, module: String) -> String {
        guard let comment = symbol.docComment else { return "" }
        if let owner = comment.moduleName, owner != module { return "" }
        return DoxygenMarkup.markdown(comment.lines.map(\.text).joined(separator: "\n"))
    }
}
