import CollorMarkdown

/// Resolves DocC symbol links (` ``Basket``, ``Fruit/Basket``, ``Basket/add(_:)`` `) against the
/// API reference's pages: a type to its page, a member to its heading's anchor there.
///
/// A path is tried relative to the page's own type first (a doc comment's ` ``add(_:)`` `), then
/// from the module (with or without its name in front). A function may be named with its labels
/// (`add(_:)`) or, when that is unambiguous, without (`add`). Overloads resolve to the first in
/// the page's order unless DocC's disambiguation picks one: a kind (`-swift.method`), a hash of
/// its identifier (`-1syvw`) or its types (`-(Int)->Bool`), as DocC reads them. A path whose first
/// component is neither a module of the build nor one of its types names a symbol outside the
/// build (`Swift/Array`): a warning, not an error.
struct SymbolIndex: Sendable {
    struct Target: Sendable, Equatable {
        var outputPath: String
        var anchor: String?
        var kind: String
        var module = ""
        /// What DocC tells a member from its namesakes by.
        var docc = DocCIdentity()
        /// What a symbol link to it shows, as docc shows it: the symbol graph's title, qualified
        /// for a nested type or an enum case (`Status.Code`, `RPCError.Code.cancelled`); empty
        /// for a module, shown by the name as written.
        var title = ""
    }

    /// Where a page's relative symbol links start: a type's page (a nested type's own, then
    /// its parents').
    struct Scope: Sendable, Equatable {
        var output: String
    }

    /// A path's target, or why it has none.
    enum Lookup: Equatable {
        case found(Target)
        case missing(MarkdownDiagnostic.Reason)
    }

    /// The kind of a module's target.
    static let moduleKind = "Module"

    private(set) var modules: Set<String> = []
    /// Whether a symbol graph gave the build any symbols: without one (a catalog built for its
    /// prose alone) a symbol an extension file names is unknown rather than missing.
    private(set) var hasSymbols = false
    /// Module name → its index page, for ` ``FreshKit`` ` (a catalog's title).
    private var moduleIndexes: [String: String] = [:]
    /// Type name → its pages (one per module that defines or extends it), first module first.
    private(set) var types: [String: [Target]] = [:]
    /// Module → the names of its top-level pages, in page order: what DocC's near misses of a
    /// path from the module compare.
    private(set) var topLevelNames: [String: [String]] = [:]
    /// Output path of a type's page → member title → targets, overloads in page order.
    private(set) var members: [String: [String: [Target]]] = [:]
    /// Output path of a page → its module.
    private(set) var moduleOfOutput: [String: String] = [:]
    /// Output path of a type's page → the type's name (`Basket.Items`).
    private(set) var typeOfOutput: [String: String] = [:]
    /// Output path of an extended type's page → the module of the type it extends (`Swift`),
    /// for graphs with extension blocks, with which docc resolves a path through that module.
    private var extendedModuleOfOutput: [String: String] = [:]
    /// DocC's documentation URLs, lowercased (`basiccontainers/uniquearray/append(_:)`) → target.
    private var documentationPaths: [String: Target] = [:]

    /// The index of `references`, with each page's headings as `MarkdownRenderer.anchors` found
    /// them (members are their level-3 headings, matched in order by title).
    ///
    /// `catalogRoots` are the output paths of catalogs' root pages (` # ``NIOFileSystem`` `) by
    /// module: a module whose graph has nothing public (it re-exports another) gets no reference,
    /// and DocC's page of it is its catalog's root page, so ` ``NIOFileSystem`` ` links there.
    init(
        references: [APIReference], headingsByOutput: [String: [TOCEntry]],
        catalogRoots: [String: String] = [:]
    ) {
        let referenced = Set(references.map(\.module))
        hasSymbols = !references.isEmpty
        for (module, output) in catalogRoots.sorted(by: { $0.key < $1.key })
        where !referenced.contains(module) {
            modules.insert(module)
            moduleIndexes[module] = output
            documentationPaths[module.lowercased()] = Target(
                outputPath: output, anchor: nil, kind: Self.moduleKind)
        }
        for reference in references {
            modules.insert(reference.module)
            moduleIndexes[reference.module] = reference.folder + "index.html"
            let module = reference.module.lowercased()
            documentationPaths[module] = Target(
                outputPath: reference.folder + "index.html", anchor: nil, kind: Self.moduleKind)
            for page in reference.pages {
                // An extended module's page is docc's only with extension blocks: without them
                // docc has no page that ` ``NIOCore`` ` could name from `NIOPosix`.
                if page.isExtendedModule, !reference.hasExtensionBlocks {
                    continue
                }
                let output = reference.outputPath(of: page.name)
                moduleOfOutput[output] = reference.module
                typeOfOutput[output] = page.name
                if reference.hasExtensionBlocks {
                    extendedModuleOfOutput[output] = page.extendedModule
                }
                if !page.name.contains(".") {
                    topLevelNames[reference.module, default: []].append(page.name)
                }
                // Its hash alone (no kind): a hash suffix that is not its own picks nothing.
                types[page.name, default: []].append(
                    Target(
                        outputPath: output, anchor: nil, kind: page.kind, module: reference.module,
                        docc: DocCIdentity(hash: page.identifier.map(DocCIdentity.hash) ?? ""),
                        title: page.title))
                // An overloaded function's page by its name too, told apart by its identity.
                if let docc = page.docc, page.title != page.name {
                    types[page.title, default: []].append(
                        Target(
                            outputPath: output, anchor: nil, kind: page.kind,
                            module: reference.module, docc: docc, title: page.title))
                }
                let level3 = (headingsByOutput[output] ?? []).filter { $0.level == 3 }
                // A member's heading by its anchor (DocC's URL name): its extension file's
                // Topics may show overloads in another order than the symbol graph's.
                let byAnchor = Dictionary(
                    level3.map { ($0.anchor, $0) }, uniquingKeysWith: { first, _ in first })
                var headings = level3[...]
                var byTitle: [String: [Target]] = [:]
                for member in APIReference.membersInPageOrder(page, module: reference.module) {
                    var anchor: String
                    if let own = member.anchor, let heading = byAnchor[own],
                        heading.title == member.heading
                    {
                        anchor = heading.anchor
                    } else {
                        guard
                            let index = headings.firstIndex(where: { $0.title == member.heading })
                        else { continue }
                        anchor = headings[index].anchor
                        headings = headings[(index + 1)...]
                    }
                    byTitle[member.title, default: []].append(
                        Target(
                            outputPath: output, anchor: anchor, kind: member.kind,
                            module: reference.module, docc: member.docc, title: member.heading))
                }
                members[output] = byTitle
                let typePath =
                    module + "/" + page.name.lowercased().replacingOccurrences(of: ".", with: "/")
                // A type's own page over its heading on its parent's (`Basket.Items`).
                if documentationPaths[typePath]?.anchor != nil
                    || documentationPaths[typePath] == nil
                {
                    documentationPaths[typePath] = Target(
                        outputPath: output, anchor: nil, kind: page.kind, module: reference.module,
                        title: page.title)
                }
                for (title, targets) in byTitle {
                    guard let first = targets.first else { continue }
                    let memberPath = typePath + "/" + title.lowercased()
                    documentationPaths[memberPath] = documentationPaths[memberPath] ?? first
                    // DocC's URL of each overload (`…/append(_:)-1syvw`) is its anchor.
                    for target in targets {
                        guard let anchor = target.anchor else { continue }
                        documentationPaths[typePath + "/" + anchor.lowercased()] = target
                    }
                }
            }
        }
    }

    /// The page of the symbol named `name` at the top of `module` (a type, or a function's page);
    /// nil when the module has none. The module's extensions of other modules' types
    /// (`extension Bool`) are not at its top: DocC puts them under the extended module
    /// (`/documentation/parsing/swift/bool`).
    func topLevelSymbol(named name: String, in module: String) -> Target? {
        guard !name.contains(".") else { return nil }
        return types[name]?.first {
            $0.module == module && !ExtendedTypes.isExtended(kind: $0.kind)
        }
    }

    /// The target of `path` as written on a page: relative to `scope` first (a type's page and
    /// its extension file, then the types it is nested in), then from the modules, `module`'s
    /// own types first (a catalog's). An absolute path (` ``/Tracing`` `,
    /// ` ``/Tracing/Span`` `) starts from the modules, whatever the scope, as DocC reads it; a
    /// top-level operator (` ``/(_:_:)`` `) is not one.
    func resolve(_ path: String, scope: Scope? = nil, module: String? = nil) -> Lookup {
        if path.hasPrefix("/"), let next = path.dropFirst().first, next.isLetter || next == "_" {
            return resolve(String(path.dropFirst()), module: module)
        }
        let found = lookup(path, scope: scope, module: module)
        guard case .missing(.unresolvedSymbol) = found,
            let last = SymbolPath(path).components.last,
            let written = last.disambiguation, DocCIdentity.Suffix(written) != nil
        else { return found }
        // As DocC warns: the path names a symbol, but its suffix picks none of its namesakes.
        let end = path.utf8.count - written.utf8.count - 1
        guard path.hasSuffix("-" + written), end > 0 else { return found }
        let bare = String(decoding: path.utf8.prefix(end), as: UTF8.self)
        guard case .found(let namesake) = lookup(bare, scope: scope, module: module) else {
            return found
        }
        if namesake.anchor != nil, ambiguity(of: path, on: namesake.outputPath) > 1 {
            return .missing(.ambiguousSymbol(path, suffix: written, symbol: last.name))
        }
        return .missing(.notADisambiguation(path, suffix: written, symbol: last.name))
    }

    private func lookup(_ path: String, scope: Scope?, module: String?) -> Lookup {
        let parsed = SymbolPath(path)
        var components = parsed.components
        guard !components.isEmpty else { return .missing(.unresolvedSymbol(path)) }
        if let scope, let found = member(components, on: scope.output) { return .found(found) }
        // As DocC reads a path from outside any type: a module's name is the module, before a
        // type named like it (` # ``M`` ` is module `M`'s page, `enum M` is ``M/M``).
        if scope == nil, components.count == 1, let index = moduleIndexes[components[0].name] {
            return .found(Target(outputPath: index, anchor: nil, kind: Self.moduleKind))
        }
        var preferred = scope.flatMap { moduleOfOutput[$0.output] } ?? module
        if components.count > 1, modules.contains(components[0].name) {
            // A type named like its module (`M/M/member()`): DocC reads the path from the
            // module first, then as written (`M/member()`).
            if types[components[0].name] != nil {
                let rest = Array(components.dropFirst())
                if let found = typeMember(rest, named: "", preferred: components[0].name) {
                    return .found(found)
                }
            } else {
                preferred = components.removeFirst().name
            }
        }
        // As DocC does, up the page's type and its parents: their nested types (`Items/first`
        // on `Basket`'s page) and, from a nested type's page, the members of its parents
        // (`sort()` on `OrderedDictionary.Values`'s page is `OrderedDictionary`'s).
        if let scope, var owner = typeOfOutput[scope.output] {
            let scopeModule = moduleOfOutput[scope.output]
            while true {
                if let found = typeMember(components, named: owner + ".", preferred: preferred) {
                    return .found(found)
                }
                guard let dot = owner.lastIndex(of: ".") else { break }
                owner = String(owner[..<dot])
                let parent = types[owner]?.first { $0.module == scopeModule }
                if let parent, let found = member(components, on: parent.outputPath) {
                    return .found(found)
                }
            }
        }
        if let found = typeMember(components, named: "", preferred: preferred) {
            return .found(found)
        }
        if components.count == 1, let index = moduleIndexes[components[0].name] {
            return .found(Target(outputPath: index, anchor: nil, kind: Self.moduleKind))
        }
        let first = components[0].name
        if components.count > 1, !modules.contains(first),
            let found = typeMember(Array(components.dropFirst()), named: "", preferred: preferred),
            extendedModuleOfOutput[found.outputPath] == first
        {
            // docc files an extension under the module it extends (`Swift/Array/asdf`).
            return .found(found)
        }
        if components.count > 1, first.first?.isUppercase == true, !modules.contains(first),
            types[first]?.allSatisfy({ $0.kind == ExtendedTypes.moduleKind }) ?? true
        {
            return .missing(.externalSymbol(path))
        }
        return .missing(.unresolvedSymbol(path))
    }

    /// The type page that the longest leading components name (`Basket/Items` is the page
    /// `Basket.Items`), after `prefix` (a scope's type and `.`), or a member on it that the
    /// rest name; nil when no type page starts the path, or it lacks the member.
    private func typeMember(
        _ components: [SymbolPath.Component], named prefix: String, preferred: String?
    ) -> Target? {
        var count = components.count
        while count > 0 {
            let name = prefix + components[..<count].map(\.name).joined(separator: ".")
            if var typePages = types[name] {
                // The named (or the page's) module first, then types over extensions of them.
                typePages.sort {
                    (Self.rank($0, preferred: preferred), $0.outputPath)
                        < (Self.rank($1, preferred: preferred), $1.outputPath)
                }
                let last = components[count - 1]
                if count == components.count {
                    // Overloaded functions' pages by DocC's suffix (`run(_:)-9ia7d`).
                    if let written = last.disambiguation,
                        let suffix = DocCIdentity.Suffix(written)
                    {
                        let overloads = typePages.filter { !$0.docc.kind.isEmpty }
                        if let picked = overloads.first(where: { $0.docc.matches(suffix) }) {
                            return picked
                        }
                        // DocC: a suffix that names none of the overloads is no disambiguation,
                        // nor a hash that is not the one symbol's of that name.
                        if !overloads.isEmpty { return nil }
                        if case .kindAndHash(_, let hash?) = suffix,
                            typePages.allSatisfy({ !$0.docc.hash.isEmpty && $0.docc.hash != hash })
                        {
                            return nil
                        }
                    }
                    return typePages.first { Self.matches(last, kind: $0.kind) } ?? typePages.first
                }
                for candidate in typePages {
                    if let found = member(Array(components[count...]), on: candidate.outputPath) {
                        return found
                    }
                }
            }
            count -= 1
        }
        return nil
    }

    /// The page of a link written as DocC's hosted URL (`./basiccontainers/uniquearray`,
    /// `/documentation/heapmodule/heap`), which DocC leaves unchecked: the path's last components
    /// naming a module, its type and perhaps a member, in any case; nil when they name nothing.
    func documentationPath(_ path: String) -> Target? {
        let components = path.lowercased().split(separator: "/").filter {
            $0 != "." && $0 != ".." && $0 != "documentation"
        }
        guard !components.isEmpty, components.count <= 3 else { return nil }
        return documentationPaths[components.joined(separator: "/")]
    }

    /// Pages of `preferred` first, then types over extensions of them.
    private static func rank(_ target: Target, preferred: String?) -> Int {
        (target.module == preferred ? 0 : 2) + (ExtendedTypes.isExtended(kind: target.kind) ? 1 : 0)
    }

    /// A member of the type whose page is `output`: its path below the type, joined with `.` as
    /// member titles are (`Inner.value`).
    private func member(_ components: [SymbolPath.Component], on output: String) -> Target? {
        guard let byTitle = members[output] else { return nil }
        return Self.pick(components, in: byTitle, identity: { ($0.kind, $0.docc) })
    }

    /// The entry of `byTitle` (members by title, overloads in page order) that a path below a
    /// type names: by its title (`add(_:)`), or by its base name (`add`) when only one member
    /// has it; among overloads, the first that `isAvailable` accepts and that the path's
    /// disambiguation picks as DocC would (kind, hash or types; nil when it picks none). A
    /// suffix DocC would not read as one is part of the name (`first-run`).
    ///
    /// - Parameter identity: a value's kind as shown (`Instance Method`), for references built
    ///   without DocC's identities, and its DocC identity.
    static func pick<Value>(
        _ components: [SymbolPath.Component], in byTitle: [String: [Value]],
        identity: (Value) -> (kind: String, docc: DocCIdentity),
        isAvailable: (Value) -> Bool = { _ in true }
    ) -> Value? {
        guard var last = components.last else { return nil }
        var names = components.map(\.name)
        var suffix = last.disambiguation.flatMap(DocCIdentity.Suffix.init)
        // `string-swift.type.property-3u2b5`: a kind before the hash is the suffix's too.
        if let written = last.disambiguation, let dash = last.name.lastIndex(of: "-"),
            case .kindAndHash(.some, .some)? = DocCIdentity.Suffix(
                last.name[last.name.index(after: dash)...] + "-" + written)
        {
            suffix = DocCIdentity.Suffix(last.name[last.name.index(after: dash)...] + "-" + written)
            last.name = String(last.name[..<dash])
            names[names.count - 1] = last.name
        }
        if let written = last.disambiguation, suffix == nil {
            names[names.count - 1] += "-" + written
            last.disambiguation = nil
        }
        let title = names.joined(separator: ".")
        var candidates = byTitle[title] ?? []
        if candidates.isEmpty, !title.contains("(") {
            // `add` for `add(_:)`, when only one member has that base name.
            let prefix = title + "("
            let named = byTitle.filter { $0.key.hasPrefix(prefix) }
            if named.count == 1 { candidates = named.first?.value ?? [] }
        }
        guard let suffix else {
            // As DocC resolves a name several symbols share: to the one the others give way to
            // (a requirement, not its default implementations), else the first.
            let favored = candidates.filter { !identity($0).docc.isDisfavored }
            if favored.count == 1, candidates.count > 1, let only = favored.first {
                return isAvailable(only) ? only : nil
            }
            return candidates.first(where: isAvailable)
        }
        let fitting = candidates.filter { value in
            let (kind, docc) = identity(value)
            let fits = docc.kind.isEmpty ? matches(last, kind: kind) : docc.matches(suffix)
            return fits && isAvailable(value)
        }
        // As DocC: several that a kind, a hash or one side's types fit are ambiguous (known
        // only from DocC's identities: a reference built without them takes the first).
        guard
            Set(fitting.map { identity($0).docc.hash }).count < 2
                || DocCIdentity.picksFirst(suffix)
                || fitting.contains(where: { identity($0).docc.kind.isEmpty })
        else { return nil }
        return fitting.first
    }

    /// How many of the members of the type whose page is `output` the last component of `path`
    /// and its suffix fit, when DocC finds them ambiguous (`pick` resolves none); 0 otherwise.
    func ambiguity(of path: String, on output: String) -> Int {
        guard let last = SymbolPath(path).components.last, let written = last.disambiguation,
            let suffix = DocCIdentity.Suffix(written), !DocCIdentity.picksFirst(suffix),
            let namesakes = members[output]?[last.name]
        else { return 0 }
        // One symbol listed twice (a requirement in two groups) is one: by DocC's hash.
        let fitting = Set(namesakes.filter { $0.docc.matches(suffix) }.map(\.docc.hash))
        return fitting.count > 1 && !fitting.contains("") ? fitting.count : 0
    }

    /// Whether a kind disambiguation (`swift.method`, `method`, `struct`) fits `kind` (the
    /// symbol graph's display name: `Instance Method`, `Structure`).
    static func matches(_ component: SymbolPath.Component, kind: String) -> Bool {
        guard var wanted = component.disambiguation?.lowercased() else { return true }
        if wanted.hasPrefix("swift.") { wanted.removeFirst("swift.".count) }
        let words: [String: [String]] = [
            "struct": ["structure"], "class": ["class"], "enum": ["enumeration"],
            "protocol": ["protocol"], "method": ["instance method"],
            "type.method": ["type method"], "property": ["instance property"],
            "type.property": ["type property"], "init": ["initializer"],
            "func": ["function"], "func.op": ["operator"], "enum.case": ["case"],
            "typealias": ["type alias"], "subscript": ["instance subscript"],
            "var": ["global variable"], "associatedtype": ["associated type"],
        ]
        guard let names = words[wanted] else { return true }
        return names.contains(kind.lowercased())
    }
}
