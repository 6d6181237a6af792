import Testing

@testable import CollorMarkdown

/// A doc comment's summary is shown apart from its comment (Topics lists, a module's index, a
/// page's description), so its reference links are written inline with the destinations the
/// comment defines (swift-numerics' `The [arccosine][wiki] (inverse cosine) of x.`, which read
/// "The [arccosine][wiki]  (inverse cosine)" under every Topics entry).
@Suite struct SummaryReferencesTests {
    @Test func aSummarysReferenceLinksTakeTheCommentsDefinitions() {
        let comment = """
            The [arccosine][wiki] (inverse cosine) of `x`, a [Field] and [angle][] in [0, π].

            [wiki]: https://en.wikipedia.org/wiki/Inverse_trigonometric_functions
            [field]: <https://example.com/a field> "A (field)"
            [Angle]: https://example.com/angle
            """
        let summary = MarkdownDocument.summary(of: comment)
        #expect(
            summary == "The [arccosine]"
                + "(<https://en.wikipedia.org/wiki/Inverse_trigonometric_functions>)"
                + " (inverse cosine) of `x`, a [Field](<https://example.com/a field> \"A (field)\")"
                + " and [angle](<https://example.com/angle>) in [0, π].")
        #expect(
            MarkdownDocument.abstract(of: summary)
                == "The arccosine (inverse cosine) of x, a Field and angle in [0, π].")
    }

    /// What cmark would not read as a reference stays as written: an inline link, brackets in a
    /// code span or escaped, a label no definition names, a definition inside a code block.
    @Test func whatIsNoResolvedReferenceStaysAsWritten() {
        let comment = """
            See [docs](https://a.example/[wiki]), `[wiki]`, \\[wiki], [missing][], [code].

            ```
            [code]: https://example.com/code
            ```

            [wiki]: https://example.com/wiki
            """
        let summary = MarkdownDocument.summary(of: comment)
        #expect(
            summary
                == "See [docs](https://a.example/[wiki]), `[wiki]`, \\[wiki], [missing][], [code].")
    }

    @Test func aSummaryWithoutDefinitionsIsItsSourceLine() {
        let comment = "The [first]\nline.\n\nMore [text][t]."
        #expect(MarkdownDocument.summary(of: comment) == "The [first] line.")
        #expect(MarkdownDocument.referenceLinks(in: "a ``` b `` c ` [x]").map(\.label) == ["x"])
    }
}
