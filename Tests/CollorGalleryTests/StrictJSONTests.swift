import Foundation
import Testing

@testable import CollorGallery

@Suite struct StrictJSONTests {
    @Test(arguments: [
        "{}", "[]", "{\"a\": [1, -2.5e3, true, false, null, \"x\\u00e9\\n\"]}",
        " \n[ {} , [ ] ]\n ", "0", "\"é\"",
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
    ])
    func namesLineAndColumnOfTheFirstError(text: String, line: Int, column: Int, reason: String) {
        #expect(throws: StrictJSON.SyntaxError(line: line, column: column, reason: reason)) {
            try StrictJSON.validate(Data(text.utf8))
        }
    }
}
