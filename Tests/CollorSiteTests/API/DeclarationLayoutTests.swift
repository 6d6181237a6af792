import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A long declaration with several parameters is shown one parameter per line, as DocC shows it;
/// a short one, or one with a single parameter, stays on one line.
@Suite struct DeclarationLayoutTests {
    /// Fragments as a symbol graph gives them: `a` an external name, `b` an internal one, the
    /// rest text.
    static func fragments(_ pieces: [(String, String)]) -> [DeclarationLayout.Fragment] {
        pieces.map { kind, spelling in
            DeclarationLayout.Fragment(
                kind: kind == "a" ? "externalParam" : kind == "b" ? "internalParam" : "text",
                spelling: spelling)
        }
    }

    @Test func aLongDeclarationWithSeveralParametersHasOnePerLine() {
        let declaration = Self.fragments([
            ("t", "@inlinable init<S: Sequence>("), ("a", "uncheckedUniqueElements"), ("t", " "),
            ("b", "elements"), ("t", ": S, "), ("a", "minimumCapacity"),
            ("t", ": Int = 0, "), ("a", "persistent"),
            ("t", ": Bool = \"(, )\" == \"x\", "), ("a", "body"),
            (
                "t",
                ": (Int, [String: Int]) -> Void) async throws -> Set<Int> where S.Element == Int"
            ),
        ])
        #expect(
            DeclarationLayout.format(declaration) == """
                @inlinable init<S: Sequence>(
                    uncheckedUniqueElements elements: S,
                    minimumCapacity: Int = 0,
                    persistent: Bool = "(, )" == "x",
                    body: (Int, [String: Int]) -> Void
                ) async throws -> Set<Int> where S.Element == Int
                """)
    }

    @Test func shortOrSingleParameterDeclarationsStayOnOneLine() {
        let short = Self.fragments([
            ("t", "func price("), ("a", "of"), ("t", " "), ("b", "basket"), ("t", ": Basket, "),
            ("a", "in"), ("t", ": Currency) -> Int"),
        ])
        #expect(
            DeclarationLayout.format(short) == "func price(of basket: Basket, in: Currency) -> Int")
        let single = Self.fragments([
            ("t", "func aVeryLongFunctionNameThatGoesOnAndOn("), ("a", "withAVeryLongLabel"),
            ("t", ": SomeVeryLongTypeName<WithGenericArguments, AndMore>) -> AnotherLongType"),
        ])
        #expect(
            DeclarationLayout.format(single)
                == "func aVeryLongFunctionNameThatGoesOnAndOn(withAVeryLongLabel: "
                + "SomeVeryLongTypeName<WithGenericArguments, AndMore>) -> AnotherLongType")
        let noParameters = Self.fragments([
            ("t", "struct AVeryLongTypeNameThatGoesOnAndOnAndOn<Element, Key, Value, Other, More>")
        ])
        #expect(
            DeclarationLayout.format(noParameters)
                == "struct AVeryLongTypeNameThatGoesOnAndOnAndOn<Element, Key, Value, Other, More>")
    }
}

/// On the API page, the wrapped declaration is the one shown, highlighted line by line.
@Suite struct LongDeclarationPageTests {
    @Test func anAPIPageShowsALongDeclarationOneParameterPerLine() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = try LongNameModule.build(in: scratch.url)
        let html = readText(output.appendingPathComponent(LongNameModule.page))
        let blocks = html.components(separatedBy: "<pre><code class=\"language-swift\">")
            .dropFirst().map { $0.components(separatedBy: "</code></pre>")[0] }
        let code = try #require(blocks.first { $0.contains("uncheckedUniqueElements") })
        let text = code.replacingOccurrences(
            of: #"<[^>]+>"#, with: "", options: .regularExpression)
        #expect(
            text == """
                init&lt;S&gt;(
                    uncheckedUniqueElements elements: S,
                    minimumCapacity: Int,
                    persistent: Bool
                ) where S : Sequence

                """)
    }
}
