import CollorMarkdown
import CollorSiteTestSupport
import Foundation
import Testing

@testable import CollorSite

/// DocC's parameter and return-value checks against docc 6.3.1's diagnostics for the same
/// symbol graph (`CollorMarkdownTests/__Fixtures__/DocCDiagnostics/Parameters.*`, written by
/// `scripts/docc-diagnostics-fixtures.sh`): the same problems in the same words, at the same
/// line and column of the `.swift` file, and nothing where docc is silent.
@Suite struct ParametersAndReturnCheckTests {
    private static let folder = Fixtures.repository.appendingPathComponent(
        "Tests/CollorMarkdownTests/__Fixtures__/DocCDiagnostics")

    struct Row: Decodable, Equatable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var summary: String

        static func < (lhs: Row, rhs: Row) -> Bool {
            (lhs.file, lhs.line, lhs.column, lhs.summary)
                < (rhs.file, rhs.line, rhs.column, rhs.summary)
        }

        var description: String { "\(file):\(line):\(column): \(summary)" }
    }

    @Test func theChecksSayWhatDoccSaysWhereDoccSaysIt() throws {
        let docc = try JSONDecoder().decode(
            [Row].self,
            from: Data(
                contentsOf: Self.folder.appendingPathComponent("Parameters.diagnostics.json")))
        let reference = try APIReference(
            graphs: [Self.folder.appendingPathComponent("Parameters.symbols.json")])
        let collor = reference.warnings.map { warning in
            // docc's summary; the suggestions are its solutions.
            Row(
                file: URL(fileURLWithPath: warning.file).lastPathComponent, line: warning.line,
                column: warning.column,
                summary: warning.message.components(separatedBy: ". Replace").first ?? "")
        }
        #expect(collor.sorted() == docc)
        #expect(reference.warnings.allSatisfy { $0.file == "/FIXTURES/Parameters.swift" })
        #expect(
            reference.warnings.map(\.reason.identifier).sorted().first == "parameter.duplicate")
    }

    /// swift-metrics' CoreMetrics: `NOOPMetricsHandler.destroyCounter(_:)` inherits its
    /// requirement's comment (`- handler:`); docc matches the documented name left with the
    /// unnamed parameter and says nothing (20 warnings here before, none in docc).
    @Test func anUnnamedParameterTakesTheDocumentedNameLeft() {
        let documented = DocumentedParameters("- Parameters:\n  - handler: The handler.")
        let problems = ParametersAndReturnCheck.parameterProblems(
            documented, parameters: [.init(name: "_")], kind: "instance method")
        #expect(problems.isEmpty, "\(problems.map(\.problem))")
        let two = ParametersAndReturnCheck.parameterProblems(
            documented, parameters: [.init(name: "_"), .init(name: "_")], kind: "function")
        #expect(two.map(\.problem) == [.missingUnnamedParameter(2)])
    }

    @Test func aMisspeltParameterIsOfferedTheNearestNames() {
        let documented = DocumentedParameters("- Parameters:\n  - ordr: Which way.")
        let problems = ParametersAndReturnCheck.parameterProblems(
            documented, parameters: [.init(name: "count"), .init(name: "order")],
            kind: "function")
        #expect(
            problems.map(\.problem) == [
                .parameterNotFound("ordr", kind: "function", suggestions: ["order"]),
                .missingParameter("count"), .missingParameter("order"),
            ])
        // At the name, as docc puts a problem it offers a replacement for.
        #expect(problems.first.map { ($0.line, $0.column) } ?? (0, 0) == (2, 5))
    }
}
