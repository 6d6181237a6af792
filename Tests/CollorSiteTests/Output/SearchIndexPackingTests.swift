import Testing

@testable import CollorSite

/// The compact forms the search index keeps between rebuilds give back what was put in.
@Suite struct SearchIndexPackingTests {
    @Test func packedTermsGiveBackTheirTerms() {
        let terms = [
            SearchIndex.Term(text: "ab", fields: 1, heading: -1),
            SearchIndex.Term(text: "collectiondata", fields: 5, heading: 0),
            SearchIndex.Term(text: "très", fields: 2, heading: 41),
            SearchIndex.Term(text: "数据", fields: 7, heading: Int32.max),
            SearchIndex.Term(text: String(repeating: "x", count: 48), fields: 4, heading: 3),
        ]
        #expect(SearchIndex.PackedTerms(terms).terms == terms)
        #expect(SearchIndex.PackedTerms([]).terms.isEmpty)
        #expect(SearchIndex.PackedTerms(terms) != SearchIndex.PackedTerms(terms.dropLast()))
        var changed = terms
        changed[2].heading = 40
        #expect(SearchIndex.PackedTerms(terms) != SearchIndex.PackedTerms(changed))
    }

    @Test func postingsGiveBackPageFieldsAndHeading() {
        for (page, fields, heading) in [
            (0, UInt8(1), Int32(-1)), (1, 2, 0), (9_999, 4, 17), (123_456_789, 7, Int32.max),
            (1 << 28, 3, Int32.min),
        ] {
            let posting = SearchIndex.Posting(page: page, fields: fields, heading: heading)
            #expect(posting.page == page)
            #expect(posting.fields == fields)
            #expect(posting.heading == heading)
        }
        #expect(MemoryLayout<SearchIndex.Posting>.stride == 8)
    }
}
