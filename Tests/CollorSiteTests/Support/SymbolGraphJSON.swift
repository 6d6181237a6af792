import CollorMarkdown
import CollorSiteTestSupport
import Foundation

/// A small symbol graph written as JSON, as `swift symbolgraph-extract` writes one, for tests
/// that need symbols or relationships the fixture graphs lack.
struct SymbolGraphJSON {
    struct Symbol {
        var path: [String]
        /// The kind's identifier without `swift.` (`struct`, `protocol`, `method`).
        var kind: String
        var displayName: String
        var doc = ""
        /// Tells apart symbols of one path (a requirement and its default implementation).
        var identifierSuffix = ""
        /// `public` unless a test says otherwise (an executable's graph holds `internal` ones).
        var accessLevel = "public"
        /// The declaration's fragments, `(kind, spelling)` (`externalParam`, `text`); none
        /// shows the symbol's name as its declaration.
        var declaration: [(kind: String, spelling: String)] = []
        var identifier: String { "s:" + path.joined(separator: ".") + identifierSuffix }
    }

    var module: String
    var symbols: [Symbol]
    /// `(kind, source, target, targetFallback)`, sources and targets as `Symbol.identifier`s.
    var relationships: [(kind: String, source: String, target: String, fallback: String?)] = []

    /// Writes the graph as `<module>.symbols.json` in `folder`; returns its URL.
    func write(in folder: URL) throws -> URL {
        func quoted(_ text: String) -> String {
            String(decoding: (try? JSONEncoder().encode(text)) ?? Data(), as: UTF8.self)
        }
        let symbolsJSON = symbols.map { symbol in
            let lines = symbol.doc.split(separator: "\n", omittingEmptySubsequences: false)
                .map { #"{"text":\#(quoted(String($0)))}"# }.joined(separator: ",")
            let fragments =
                symbol.declaration.isEmpty
                ? ""
                : #""declarationFragments":["#
                    + symbol.declaration.map {
                        #"{"kind":\#(quoted($0.kind)),"spelling":\#(quoted($0.spelling))}"#
                    }.joined(separator: ",") + "],"
            return #"""
                {"identifier":{"precise":\#(quoted(symbol.identifier)),"interfaceLanguage":"swift"},
                \#(fragments)"names":{"title":\#(quoted(symbol.path.last ?? ""))},
                "pathComponents":[\#(symbol.path.map(quoted).joined(separator: ","))],
                "kind":{"identifier":"swift.\#(symbol.kind)","displayName":\#(quoted(symbol.displayName))},
                "accessLevel":\#(quoted(symbol.accessLevel)),"docComment":{"lines":[\#(lines)]}}
                """#
        }.joined(separator: ",")
        let relationshipsJSON = relationships.map { relationship in
            #"{"kind":\#(quoted(relationship.kind)),"source":\#(quoted(relationship.source)),"#
                + #""target":\#(quoted(relationship.target))"#
                + (relationship.fallback.map { #","targetFallback":\#(quoted($0))"# } ?? "")
                + "}"
        }.joined(separator: ",")
        let graph = #"""
            {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0},"generator":"test"},
            "module":{"name":\#(quoted(module)),"platform":{}},
            "symbols":[\#(symbolsJSON)],"relationships":[\#(relationshipsJSON)]}
            """#
        let url = folder.appendingPathComponent("\(module).symbols.json")
        try graph.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
