import Testing

@testable import CollorHTMLWriter

/// Long words wrap where a reader expects: a title's `DatabaseValue.Storage` broke as
/// "DatabaseValue.Sto|rage" on a phone.
@Suite struct HTMLWriterWordBreakTests {
    private func written(_ text: String) -> String {
        var html = HTMLWriter(escaping: .commonMark)
        var text = text
        text.withUTF8 { html.textBreakingLongWords($0) }
        return String(decoding: html.bytes, as: UTF8.self)
    }

    @Test func aLongNameBreaksAtDotsAndCaseChanges() {
        #expect(written("DatabaseValue.Storage") == "Database<wbr>Value.<wbr>Storage")
        #expect(written("snake_case_identifier") == "snake_<wbr>case_<wbr>identifier")
    }

    @Test func aLongURLBreaksAfterEachSlashButNotInsideTheSchemesTwo() {
        #expect(
            written("see https://example.com/docs/page")
                == "see https://<wbr>example.<wbr>com/<wbr>docs/<wbr>page")
    }

    @Test func shortWordsAndTheEndsOfWordsAreLeftAlone() {
        #expect(written("ItemData.swift and URL.") == "ItemData.swift and URL.")
        #expect(
            written("AnotherVeryLongNameHere.") == "Another<wbr>Very<wbr>Long<wbr>Name<wbr>Here.")
        #expect(written("") == "")
    }

    @Test func textIsStillEscaped() {
        #expect(
            written("a<b&cLongerThanTwentyBytes")
                == "a&lt;b&amp;c<wbr>Longer<wbr>Than<wbr>Twenty<wbr>Bytes")
    }
}
