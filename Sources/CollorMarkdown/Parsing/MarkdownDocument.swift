import CCmark
import Foundation

/// A markdown text parsed by libcmark into its AST; frees the tree when released.
///
/// The pipeline parses a page once and walks this tree twice: once for the anchors the link checker
/// needs, once to render. Nothing downstream re-parses text that an earlier stage produced. With the
/// dialect on, DocC's directives are found before cmark parses (`DirectiveScanner`) and passes over
/// the tree add asides, symbol links, tables and strikethrough (`Dialect/`), each tagging its nodes
/// with a `DialectNode` the renderer reads.
package final class MarkdownDocument {
    /// The document node; valid for the lifetime of this object.
    let root: OpaquePointer
    /// Lines before the markdown body in the source file (front matter), added to cmark's lines.
    let lineOffset: Int
    /// From the parsed text's positions to the source's, when directives rewrote lines.
    let sourceMap: SourceMap
    /// The meaning of each node the dialect's passes tagged, by the index in its user data.
    private(set) var dialectNodes: [DialectNode] = []
    /// The types of the nodes tagged, as a mask of raw values: the renderer asks cmark for the
    /// user data only of nodes of these types (text, the most common node, is never tagged).
    private(set) var taggedTypes: UInt32 = 0
    /// The anchors a generated page's headings set (`GeneratedBlock.heading`), which no slug
    /// may take.
    private(set) var explicitAnchors: Set<String> = []
    /// Directives that do not parse, at source positions (without `lineOffset`).
    let directiveProblems: [(line: Int, column: Int, reason: MarkdownDiagnostic.Reason)]
    /// A generated page's top-level blocks of user markdown written in another file (a doc
    /// comment's), with where: their links and problems are named there.
    private(set) var origins: [OpaquePointer: TextOrigin.Placed] = [:]
    /// The page's tutorials, parsed and checked once every pass has tagged its nodes.
    private(set) var tutorials = TutorialDocument()

    /// cmark's options for a parse: with DocC's dialect, smart punctuation in prose (`'` → `’`,
    /// `"a"` → `“a”`, `--` → `–`, `---` → `—`, `...` → `…`), as swift-markdown parses for docc;
    /// code spans and blocks keep their characters. Plain CommonMark keeps cmark's defaults.
    static func cmarkOptions(dialect: Bool) -> Int32 {
        dialect ? CMARK_OPT_SMART : CMARK_OPT_DEFAULT
    }

    /// Parses `markdown` with `cmarkOptions(dialect:)`. Safety is decided by the renderer, not
    /// here.
    ///
    /// - Parameter dialect: read DocC's directives, asides and symbol links, and GitHub's tables
    ///   and strikethrough, with smart punctuation; off, the text is plain CommonMark.
    /// - Parameter limits: bound what the dialect builds (a table's padding).
    /// - Parameter docc: the page is a DocC catalog's or a symbol's, where every block quote is
    ///   an aside (`AsidePass`).
    /// - Complexity: O(n) in the length of the text.
    package init(
        _ markdown: String, lineOffset: Int = 0, dialect: Bool = true,
        limits: MarkdownLimits = .handWritten, docc: Bool = false
    ) {
        ParseCounter.record(markdown)
        var text = markdown
        self.lineOffset = lineOffset
        let hints = dialect ? text.withUTF8 { DialectHints($0) } : nil
        let scanned = hints?.directive == true ? text.withUTF8 { DirectiveScanner.scan($0) } : nil
        sourceMap = scanned?.map ?? .identity
        directiveProblems = scanned?.problems ?? []
        // cmark_parse_document never returns NULL except when out of memory.
        let options = Self.cmarkOptions(dialect: dialect)
        let parse = { (bytes: UnsafeBufferPointer<UInt8>) -> OpaquePointer in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, options)
            }
        }
        if let scanned {
            root = scanned.text.withUnsafeBufferPointer(parse)
        } else {
            root = text.withUTF8(parse)
        }
        guard let hints else { return }
        let collected = DialectPass.collect(
            under: root, for: hints, directives: scanned != nil)
        if let scanned {
            DirectivePass.run(
                on: self, directives: scanned.directives, htmlBlocks: collected.htmlBlocks)
        }
        if !collected.codes.isEmpty || !collected.paragraphs.isEmpty {
            let parsed = ParsedText(scanned?.text ?? Array(text.utf8))
            SymbolLinkPass.run(on: self, codes: collected.codes, text: parsed)
            // The hints' lines are the source's: when directives rewrote it, every paragraph is
            // read.
            let delimiterRows =
                scanned == nil
                ? hints.delimiterRowStarts.map { parsed.line(containing: $0) } : nil
            TablePass.run(
                on: self, paragraphs: collected.paragraphs, text: parsed,
                delimiterRows: delimiterRows, symbolLinks: hints.doubleBacktick, limits: limits)
        }
        // After tables: an aside's first block may have become a table.
        AsidePass.run(on: self, blockQuotes: collected.blockQuotes, plainQuotesAreNotes: docc)
        if hints.tilde {
            StrikethroughPass.run(on: self, root: root)
        }
        if scanned != nil {
            tutorials = TutorialDocument(parsing: self, nestingLimit: limits.markdownNesting)
        }
    }

    /// A document whose tree was built, not parsed (`MarkdownDocument(generated:)`): it owns
    /// `root`, and each node of `tags` is tagged with its meaning.
    init(
        root: OpaquePointer, tags: [(node: OpaquePointer, meaning: DialectNode)],
        directiveProblems: [(line: Int, column: Int, reason: MarkdownDiagnostic.Reason)],
        origins: [OpaquePointer: TextOrigin.Placed] = [:]
    ) {
        self.root = root
        self.origins = origins
        lineOffset = 0
        sourceMap = .identity
        self.directiveProblems = directiveProblems
        for (node, meaning) in tags { tag(MarkdownNode(pointer: node), meaning) }
    }

    deinit { cmark_node_free(root) }

    /// Records what `node` means and tags it with the record's index.
    func tag(_ node: MarkdownNode, _ meaning: DialectNode) {
        if case .headingAnchor(let anchor) = meaning { explicitAnchors.insert(anchor) }
        taggedTypes |= 1 << node.type.rawValue
        node.setDialectIndex(dialectNodes.count)
        dialectNodes.append(meaning)
    }

    /// Gives `block`, a top-level block a pass made of `source`'s content (a doc comment's
    /// aside or Parameters section, made of its list), `source`'s origin: their problems are
    /// named at the `.swift` file's lines, not the generated page's.
    func place(_ block: OpaquePointer, like source: OpaquePointer) {
        if let placed = origins[source] { origins[block] = placed }
    }

    /// Frees a top-level block and forgets its origin: cmark may give its address to a block
    /// made later, which must not take the freed one's place.
    func free(_ block: OpaquePointer) {
        origins[block] = nil
        cmark_node_free(block)
    }

    /// What a tagged node means, or nil for cmark's own nodes.
    func dialectNode(of node: MarkdownNode) -> DialectNode? {
        guard let index = node.dialectIndex, dialectNodes.indices.contains(index) else {
            return nil
        }
        return dialectNodes[index]
    }

    /// The title `@DisplayName("…")` gives the page, if it has one.
    package var displayName: String? {
        for case .directive(let directive) in dialectNodes where directive.known == .displayName {
            return directive.unlabelledArgument
        }
        return nil
    }

    /// Where the page's first `@DeprecationSummary` is (its `@`, in the page's source): DocC
    /// shows it on a symbol's page instead of the symbol graph's deprecation message.
    package var deprecationSummaryPosition: (line: Int, column: Int)? {
        for case .directive(let directive) in dialectNodes
        where directive.known == .deprecationSummary {
            return (directive.line, directive.column)
        }
        return nil
    }

    /// Where the page's first block is when it is not a level-1 heading (1:1 for an empty
    /// page), as docc requires of an article's first block; nil when it is one.
    package var blockBeforeTitle: (line: Int, column: Int)? {
        guard let first = cmark_node_first_child(root) else { return (1, 1) }
        let node = MarkdownNode(pointer: first)
        if node.type == .heading, node.headingLevel == 1 { return nil }
        return (max(1, node.startLine), max(1, node.startColumn))
    }

    /// The symbol a DocC extension file documents: the page's first block is a level-1 heading
    /// that starts with a symbol link (` # ``Module/Type`` `); nil for other pages. docc reads
    /// the heading's first child alone (`DocumentationContext`: `title?.child(at: 0)`), so what
    /// follows it changes nothing: swift-nio's ` # ``NIO`` <!-- SwiftNIO --> ` extends `NIO`.
    /// An absolute path (` # ``/Module`` `) names the same symbol, as docc reads it: given
    /// without its `/`.
    package var extendedSymbol: String? {
        guard let first = cmark_node_first_child(root),
            MarkdownNode(pointer: first).type == .heading,
            MarkdownNode(pointer: first).headingLevel == 1,
            let code = cmark_node_first_child(first),
            case .symbolLink(let path) = dialectNode(of: MarkdownNode(pointer: code))
        else { return nil }
        guard path.hasPrefix("/") else { return path }
        let relative = String(path.dropFirst())
        return relative.isEmpty ? nil : relative
    }
}
