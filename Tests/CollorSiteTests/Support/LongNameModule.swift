import CollorSiteTestSupport
import CollorTestSupport
import Foundation

@testable import CollorSite

/// A module with names and declarations as long as swift-collections' own: a type nested four
/// deep (`OrderedDictionary.Elements.SubSequence.Iterator`) and an initializer whose
/// declaration is wider than a desktop column.
enum LongNameModule {
    static let module = "Collections"
    static let typePath = ["OrderedDictionary", "Elements", "SubSequence", "Iterator"]
    /// The nested type's page in the built site.
    static let page = "api/Collections/OrderedDictionary.Elements.SubSequence.Iterator.html"
    static let initializer = "init(uncheckedUniqueElements:minimumCapacity:persistent:)"

    static var graph: SymbolGraphJSON {
        var symbols = (1...typePath.count).map { count in
            SymbolGraphJSON.Symbol(
                path: Array(typePath.prefix(count)), kind: "struct", displayName: "Structure",
                doc: "A level of nesting.")
        }
        symbols.append(
            SymbolGraphJSON.Symbol(
                path: typePath + [initializer], kind: "init", displayName: "Initializer",
                doc: "Creates an iterator over unique elements, without checking them.",
                declaration: [
                    ("keyword", "init"), ("text", "<"), ("genericParameter", "S"),
                    ("text", ">("), ("externalParam", "uncheckedUniqueElements"),
                    ("text", " "), ("internalParam", "elements"), ("text", ": "),
                    ("typeIdentifier", "S"), ("text", ", "), ("externalParam", "minimumCapacity"),
                    ("text", ": "), ("typeIdentifier", "Int"), ("text", ", "),
                    ("externalParam", "persistent"), ("text", ": "), ("typeIdentifier", "Bool"),
                    ("text", ") "), ("keyword", "where"), ("text", " S : "),
                    ("typeIdentifier", "Sequence"),
                ]))
        return SymbolGraphJSON(module: module, symbols: symbols)
    }

    /// Builds a site of one page and the module's reference into `folder`; returns its output.
    static func build(in folder: URL) throws -> URL {
        try graph.buildSite(
            pages: ["index.md": "# Collections\n\nLong names.\n"], title: "Collections",
            in: folder)
    }
}
