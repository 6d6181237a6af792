import Foundation
import Testing

@testable import CollorGallery

@Suite struct StrictJSONTests {
    @Test(arguments: [
        "{}", "[]", "{\"a\": [1, -2.5e3, true, false, null, \"x\\u00e9\\n\"]}",
        " \n[ {} , [ ] ]\n ", "0", "\"é\"", "[\"\\ud83d\\ude00\", 1e308, -0.0, 1E-400]",
    ])
    func acceptsValidJSON(text: String) throws {
        try StrictJSON.validate(Data(text.utf8))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a property name in double quotes"),
        ("[1, 2,]", 1, 7, "trailing comma before ']'"),
        ("{\n  \"a\": 01\n}", 2, 9, "expected ',' or '}' in an object"),
        ("{\"é\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' in an object"),
        ("[\"a\n\"]", 1, 4, "control character in a string"),
        ("{'a': 1}", 1, 2, "expected a property name in double quotes"),
        ("[1] x", 1, 5, "unexpected text after the document"),
        ("", 1, 1, "unexpected end of the document"),
        ("[tru]", 1, 2, "unexpected word"),
        // What RFC 8259 allows but Foundation's decoder refuses, at its place rather than 1:1.
        ("[1e400]", 1, 2, "number 1e400 is out of range"),
        ("{\n  \"a\": -2.5E+999\n}", 2, 8, "number -2.5E+999 is out of range"),
        ("[\"\\ud800\"]", 1, 3, "unpaired UTF-16 surrogate \\ud800 in a string"),
        ("[\"ab\\uDC00\"]", 1, 5, "unpaired UTF-16 surrogate \\uDC00 in a string"),
        ("[\"\\ud800\\u0041\"]", 1, 3, "unpaired UTF-16 surrogate \\ud800 in a string"),
        ("[\"\\ud800\\n\"]", 1, 3, "unpaired UTF-16 surrogate \\ud800 in a string"),
    ])
    func namesLineAndColumnOfTheFirstError(text: String, line: Int, column: Int, reason: String) {
        #expect(throws: StrictJSON.SyntaxError(line: line, column: column, reason: reason)) {
            try StrictJSON.validate(Data(text.utf8))
        }
    }

    struct Chart: Decodable {
        struct Row: Decodable { var values: [Double] }
        var rows: [Row]
    }

    @Test func aValueOfTheWrongShapeIsFoundAtItsPlace() {
        let text = "{\n  \"rows\": [\n    {\"values\": [1]},\n    {\"values\": [2, \"x\"]}\n  ]\n}"
        #expect {
            _ = try StrictJSON.decode(Chart.self, from: Data(text.utf8))
        } throws: { error in
            guard let error = error as? StrictJSON.SyntaxError else { return false }
            return error.line == 4 && error.column == 20
                && error.reason.hasSuffix("at .rows[1].values[1]")
        }
        // A missing key: at the object that lacks it.
        #expect {
            _ = try StrictJSON.decode(Chart.self, from: Data("{\"rows\": [{\"value\": []}]}".utf8))
        } throws: { error in
            guard let error = error as? StrictJSON.SyntaxError else { return false }
            return error.line == 1 && error.column == 11
                && error.reason.hasPrefix("unexpected shape: missing \"values\"")
        }
    }
}
