extension SearchIndex {
    /// A page holding a term: its number (in URL order), where the term is (`Field` bits), and
    /// under which heading, in one word: there is one for each term of each page, and the index
    /// keeps them all between rebuilds (as a tuple of an `Int` and two fields, 16 bytes each).
    struct Posting: Equatable, Sendable {
        /// The page's number (29 bits: more pages than that could not be held in memory), the
        /// three `Field` bits, and the heading's bit pattern.
        private let bits: UInt64

        init(page: Int, fields: UInt8, heading: Int32) {
            bits =
                UInt64(min(max(0, page), Self.pageLimit)) << 35
                | UInt64(fields & 0b111) << 32 | UInt64(UInt32(bitPattern: heading))
        }

        var page: Int { Int(bits >> 35) }
        var fields: UInt8 { UInt8(truncatingIfNeeded: bits >> 32) & 0b111 }
        var heading: Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: bits)) }

        private static let pageLimit = (1 << 29) - 1
    }
}
