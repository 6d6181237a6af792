import CollorHTMLWriter
import Foundation
import Testing

@Suite struct URLPathTests {
    @Test func eachSegmentIsEncodedAndSlashesStay() {
        #expect(URLPath.encoded("guide/model.html") == "guide/model.html")
        #expect(URLPath.encoded("../../a-b_c~d.html") == "../../a-b_c~d.html")
        #expect(URLPath.encoded("javascript:alert(1).html") == "javascript%3Aalert(1).html")
        #expect(URLPath.encoded("a#b?c%d e.html") == "a%23b%3Fc%25d%20e.html")
        #expect(URLPath.encoded("café/ᾳ.html") == "caf%C3%A9/%E1%BE%B3.html")
        #expect(URLPath.encoded("<x>\"\n\\.html") == "%3Cx%3E%22%0A%5C.html")
    }

    @Test func noEncodedPathHasASchemeAQueryOrAFragmentAndDecodingGivesItBack() {
        let paths = [
            "javascript:void(0).html", "JavaScript:x/y.html", "data:text/html,x", "#top", "?q",
            "%2e%2e/x", "a:b:c/d:e", "vbscript:\u{0}x", "\u{1F600}/é.html", "../x:y.html",
        ]
        for path in paths {
            let url = URLPath.encoded(path)
            #expect(URLSafety.scheme(of: url) == nil, "\(url)")
            #expect(!url.contains("#") && !url.contains("?") && !url.contains(":"), "\(url)")
            #expect(url.removingPercentEncoding == path, "\(url)")
            #expect(url.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "\(url)")
        }
    }
}
