extension SearchIndex {
    /// A page's terms as the index keeps them: their UTF-8 text one after the other, and each
    /// term's end, fields and first heading in arrays of numbers. Every page's terms are kept
    /// between rebuilds, and as `[Term]` each cost a `String` and 24 bytes (a 10,000-page site's
    /// index was the largest part of `serve`'s memory).
    struct PackedTerms: Equatable, Sendable {
        private var text: [UInt8] = []
        /// Where each term's text ends in `text`.
        private var ends: [UInt32] = []
        private var fields: [UInt8] = []
        private var headings: [Int32] = []

        init(_ terms: [Term]) {
            text.reserveCapacity(terms.reduce(0) { $0 + $1.text.utf8.count })
            ends.reserveCapacity(terms.count)
            fields.reserveCapacity(terms.count)
            headings.reserveCapacity(terms.count)
            for term in terms {
                text += term.text.utf8
                ends.append(UInt32(clamping: text.count))
                fields.append(term.fields)
                headings.append(term.heading)
            }
        }

        /// The terms, in the order they were given.
        var terms: [Term] {
            var start = 0
            return ends.indices.map { index in
                let end = Int(ends[index])
                defer { start = end }
                return Term(
                    text: String(decoding: text[start..<end], as: UTF8.self),
                    fields: fields[index], heading: headings[index])
            }
        }
    }
}
