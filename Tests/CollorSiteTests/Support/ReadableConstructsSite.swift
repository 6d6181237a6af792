import CollorSiteTestSupport
import CollorTestSupport
import Foundation

@testable import CollorSite

/// A site holding each construct that made pages of catalogs no one here had seen hard to read
/// on a phone or with a screen reader (issue 35): bare long URLs in doc comments and articles,
/// a long nested type name as a title, two notes on a page, a `- SeeAlso:` with an empty link,
/// an empty `##` heading, a member's `###` and a top-level function's Parameters.
enum ReadableConstructsSite {
    static let module = "Records"
    static let url =
        "https://github.com/groue/GRDB.swift/blob/master/Documentation/"
        + "DatabaseValueConvertible+CustomStorageRepresentations.md"
    static let typePage = "api/Records/DatabaseValue.Storage.html"
    static let functionPage =
        "api/Records/fetchAllRecordsMatchingPredicate-28_-3AsortedBy-3A-29.html"
    static let article = "guide.html"

    static var graph: SymbolGraphJSON {
        SymbolGraphJSON(
            module: module,
            symbols: [
                .init(
                    path: ["DatabaseValue"], kind: "struct", displayName: "Structure",
                    doc: "A value stored in a database, see \(url)."),
                .init(
                    path: ["DatabaseValue", "Storage"], kind: "enum", displayName: "Enumeration",
                    doc: """
                        The storage of a value.

                        - Note: Stored as SQLite stores it: \(url)
                        - Note: Two notes on one page.
                        - SeeAlso: [](\(url))

                        ##

                        Text under an empty heading.
                        """),
                .init(
                    path: ["DatabaseValue", "Storage", "blobRepresentationOfTheStoredValue"],
                    kind: "property", displayName: "Instance Property",
                    doc: "The bytes.\n\n### Discussion\n\nRead from \(url)."),
                .init(
                    path: ["fetchAllRecordsMatchingPredicate(_:sortedBy:)"], kind: "func",
                    displayName: "Function",
                    doc: """
                        Fetches records.

                        - Parameters:
                          - predicate: What to match, as in \(url).
                          - order: The order.
                        - Returns: The records.
                        """),
            ])
    }

    /// Builds the site into `folder`; returns its output.
    static func build(in folder: URL) throws -> URL {
        try graph.buildSite(
            pages: [
                "index.md": "# Records\n\nSee <doc:guide>.\n",
                "guide.md": """
                # A guide to DatabaseValueConvertibleCustomStorage

                Bare: \(url)

                > Note: One note.

                > Note: Another note, with `DatabaseValue.Storage.blobRepresentationOfTheStoredValue`.

                ## 
                """,
            ], title: "Records", in: folder)
    }
}
