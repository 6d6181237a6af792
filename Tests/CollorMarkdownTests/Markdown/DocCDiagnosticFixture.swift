import Foundation

/// A catalog of `__Fixtures__/DocCDiagnostics` with what docc 6.3.1 said about it, as
/// `scripts/docc-diagnostics-fixtures.sh` records it (`NAME.docc/NAME.md`,
/// `NAME.diagnostics.json`).
struct DocCDiagnosticFixture {
    /// One diagnostic of docc's: where, and its summary.
    struct Place: Decodable, Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var summary: String
        var description: String { "\(line):\(column) \(summary)" }
    }

    /// The catalog's page `NAME.md`.
    var markdown: String
    /// docc's diagnostics, in the recorded order (file, line, column, summary).
    var docc: [Place]

    init(_ name: String) throws {
        let fixtures = DocCSilentHTMLTests.fixtures
        markdown = try String(
            contentsOf: fixtures.appendingPathComponent("\(name).docc/\(name).md"),
            encoding: .utf8)
        docc = try JSONDecoder().decode(
            [Place].self,
            from: Data(contentsOf: fixtures.appendingPathComponent("\(name).diagnostics.json")))
    }
}
