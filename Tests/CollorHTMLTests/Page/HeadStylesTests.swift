import Collor
import CollorTestSupport
import Foundation
import Testing

@testable import CollorHTML

/// Embedded galleries wrote their CSS in `<style>` inside the body (31 W3C errors on this
/// project's site): a page moves every `<style>` of its body to its head, each distinct one once.
@Suite struct HeadStylesTests {
    @Test func everyStyleOfTheBodyGoesToTheHeadOnce() {
        let body =
            "<div>\n<style>\na{}\n</style>\n<p>x</p><style>\nb{}\n</style>\n"
            + "<style>\na{}\n</style>\n</div>\n"
        let styles = HeadStyles(Array(body.utf8))
        #expect(styles.css == ["a{}\n", "b{}\n"])
        #expect(
            styles.body.map { String(decoding: $0, as: UTF8.self) } == "<div>\n<p>x</p></div>\n")
        // No style: nothing copied.
        #expect(HeadStyles(Array("<p>&lt;style&gt;</p>".utf8)).body == nil)
        // An unclosed style is left as it is.
        #expect(HeadStyles(Array("<style>a{}".utf8)).body == nil)
    }

    /// A page is built from the body's spans without a copy of the body (a gallery page of
    /// 40,000 items is 85 MB): the spans leave out exactly the style elements.
    @Test func theSpansLeaveOutTheStylesAndNothingElse() {
        let body = Array("<style>\na{}\n</style>\n<p>x</p><style>b{}</style><i>".utf8)
        let spans = body.withUnsafeBufferPointer { HeadStyles(scanning: $0).spans }
        #expect(spans == [21..<29, 47..<50])
        let none = Array("<p>x</p>".utf8)
        #expect(none.withUnsafeBufferPointer { HeadStyles(scanning: $0).spans } == [0..<8])
    }

    @Test func aTimelinePageHasNoStyleInItsBody() throws {
        let (before, transition) = try swapTransition()
        let timeline = Timeline(steps: [
            Timeline.Step(caption: "start", content: .state(before)),
            Timeline.Step(caption: "swap", content: .transition(transition)),
        ])
        let page = timeline.page(options: PageOptions(fontURL: nil))
        let parts = page.components(separatedBy: "<body>")
        #expect(parts.count == 2)
        #expect(!parts[1].contains("<style"))
        #expect(parts[0].contains("@keyframes state1-m"))
    }
}
