import Testing

@testable import CollorSiteCommand

/// How conditions and ranges decide the answer for a file that is not a page (RFC 9110, 13-14).
@Suite struct FileAnswerTests {
    private static let version = FileValidator(
        inode: 42, size: 100, seconds: 784_111_777, nanoseconds: 5)

    private static func answer(_ fields: [String: String], size: Int = 100) -> FileAnswer {
        FileAnswer(header: { fields[$0] }, size: size, validator: version)
    }

    @Test func httpDatesAreIMFFixdatesBothWays() {
        #expect(HTTPDate.format(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.format(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(HTTPDate.format(951_782_400) == "Tue, 29 Feb 2000 00:00:00 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.parse("Tue, 29 Feb 2000 00:00:00 GMT") == 951_782_400)
        for seconds in stride(from: 0, to: 4_000_000_000, by: 86_399 * 97) {
            #expect(HTTPDate.parse(HTTPDate.format(seconds)) == seconds)
        }
        // The obsolete forms and anything else are no date: no condition.
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
        #expect(HTTPDate.parse("Sun Nov  6 08:49:37 1994") == nil)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 25:49:37 GMT") == nil)
        #expect(HTTPDate.parse("") == nil)
    }

    @Test func oneRangeIsAPartClampedToTheFile() {
        #expect(Self.answer(["range": "bytes=0-9"]) == .part(0..<10))
        #expect(Self.answer(["range": "bytes=90-"]) == .part(90..<100))
        #expect(Self.answer(["range": "bytes=-10"]) == .part(90..<100))
        #expect(Self.answer(["range": "bytes=-1000"]) == .part(0..<100))
        #expect(Self.answer(["range": "bytes=95-1000"]) == .part(95..<100))
        #expect(Self.answer(["range": "bytes=0-99999999999999999999999"]) == .part(0..<100))
        #expect(Self.answer(["range": "Bytes= 3-3"]) == .part(3..<4))
    }

    @Test func noByteInTheFileIsUnsatisfiableAndAnInvalidRangeIsIgnored() {
        #expect(Self.answer(["range": "bytes=100-"]) == .unsatisfiable)
        #expect(Self.answer(["range": "bytes=99999999999999999999999-"]) == .unsatisfiable)
        #expect(Self.answer(["range": "bytes=-0"]) == .unsatisfiable)
        #expect(Self.answer(["range": "bytes=0-"], size: 0) == .unsatisfiable)
        for ignored in ["bytes=9-3", "bytes=-", "items=0-3", "bytes=a-b", "bytes=1-2-3", "bytes="] {
            #expect(Self.answer(["range": ignored]) == .whole, "\(ignored)")
        }
        // Several ranges: the whole file rather than a multipart answer.
        #expect(Self.answer(["range": "bytes=0-1,5-6"]) == .whole)
    }

    @Test func aMatchingTagOrAnUnchangedDateIsNotModified() {
        let tag = Self.version.etag
        #expect(Self.answer(["if-none-match": tag]) == .notModified)
        #expect(Self.answer(["if-none-match": "\"other\", W/\(tag)"]) == .notModified)
        #expect(Self.answer(["if-none-match": "*"]) == .notModified)
        #expect(Self.answer(["if-none-match": "\"other\""]) == .whole)
        let date = Self.version.lastModified
        #expect(Self.answer(["if-modified-since": date]) == .notModified)
        #expect(Self.answer(["if-modified-since": "Thu, 01 Jan 1970 00:00:00 GMT"]) == .whole)
        #expect(Self.answer(["if-modified-since": "yesterday"]) == .whole)
        // If-None-Match decides alone when present.
        #expect(Self.answer(["if-none-match": "\"other\"", "if-modified-since": date]) == .whole)
    }

    @Test func ifRangeKeepsTheRangeOnlyForThisVersion() {
        let tag = Self.version.etag
        #expect(Self.answer(["range": "bytes=0-9", "if-range": tag]) == .part(0..<10))
        #expect(
            Self.answer(["range": "bytes=0-9", "if-range": Self.version.lastModified])
                == .part(0..<10))
        #expect(Self.answer(["range": "bytes=0-9", "if-range": "\"older\""]) == .whole)
        #expect(Self.answer(["range": "bytes=0-9", "if-range": "W/\(tag)"]) == .whole)
    }

    @Test func theTagNamesInodeSizeAndTime() {
        let other = FileValidator(inode: 43, size: 100, seconds: 784_111_777, nanoseconds: 5)
        let touched = FileValidator(inode: 42, size: 100, seconds: 784_111_777, nanoseconds: 6)
        #expect(Self.version.etag == "\"2a-64-2ebc98a1-5\"")
        #expect(Set([Self.version.etag, other.etag, touched.etag]).count == 3)
    }
}
