import CollorMarkdown
import Foundation

extension TopicsSection.Item {
    /// The source path of the article a `<doc:>` item names (by its last path component, as
    /// docc finds articles), seen from `sourcePath`; nil for any other item.
    func articleSource(from sourcePath: String, resolver: LinkResolver) -> String? {
        guard let name = documentationName else { return nil }
        return resolver.article(
            named: String(name.split(separator: "/").last ?? ""), from: sourcePath)
    }

    /// The symbol path the item curates, as DocC reads a Topics item: a symbol link's
    /// (` ``Kiwi`` `), or a `<doc:>` link's that names no article (`<doc:Demo/Kiwi>`, as
    /// swift-syntax's module page curates its types), since DocC's `<doc:>` reaches symbols too.
    /// With `headings`, a name that also reaches a heading curates the symbol all the same, as
    /// docc's topic graph does where its page links the heading (swift-syntax's root page
    /// links `<doc:SwiftSyntax/Syntax>` to its own "Syntax" group, and the structure `Syntax` is
    /// in no automatic group); docc's See Also reads the heading. Nil for an article or other
    /// text; the caller checks that a symbol answers. The one rule for See Also, canonical
    /// curators and Topics, so that the two spellings curate alike.
    func curatedSymbolPath(
        from sourcePath: String, resolver: LinkResolver, headings: Bool = false
    ) -> String? {
        if let symbolPath { return symbolPath }
        guard let name = documentationName else { return nil }
        switch resolver.resolveDocument(name, anchor: nil, from: sourcePath) {
        case .failure(let reason) where reason.isBrokenLink: break
        case .titled(let url, _) where headings && url.contains("#"): break
        default: return nil
        }
        let path = name.hasPrefix("documentation/") ? String(name.dropFirst(14)) : name
        return path.isEmpty ? nil : path
    }

    /// The name of a `<doc:name>` link that is the item's whole text, without an anchor.
    var documentationName: String? {
        let text = markdown.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("<"), text.hasSuffix(">"),
            case .documentation(let name, nil) = LinkTarget(String(text.dropFirst().dropLast()))
        else { return nil }
        return name
    }
}
