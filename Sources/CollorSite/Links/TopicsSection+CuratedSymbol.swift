import CollorMarkdown
import Foundation

extension TopicsSection.Item {
    /// The symbol path the item curates, as DocC reads a Topics item: a symbol link's
    /// (` ``Kiwi`` `), or a `<doc:>` link's that names no article (`<doc:Demo/Kiwi>`, as
    /// swift-syntax's module page curates its types), since DocC's `<doc:>` reaches symbols too.
    /// Nil for an article, a heading or other text. The one rule for See Also, canonical
    /// curators and Topics, so that the two spellings curate alike.
    func curatedSymbolPath(from sourcePath: String, resolver: LinkResolver) -> String? {
        if let symbolPath { return symbolPath }
        guard let name = documentationName,
            case .failure(let reason) = resolver.resolveDocument(
                name, anchor: nil, from: sourcePath),
            reason.isBrokenLink
        else { return nil }
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
