import CollorMarkdown
import Testing

@testable import CollorSite

/// A step's listing as a transition: lines are cells whose uid is their text and occurrence, so
/// the k-th `}` stays the k-th `}`; inserted lines appear (marked as added), removed ones
/// disappear, and the end state shows exactly the new file's lines in order.
@Suite struct CodeTransitionTests {
    private static func listing(_ lines: [String], previous: [String]?, index: Int = 2)
        -> CodeListing
    {
        CodeListing(
            name: "A.swift", lines: lines, highlightedLines: lines, previousLines: previous,
            previousHighlightedLines: previous, index: index)
    }

    /// The uids of the elements with `change` ("appears", "disappears", "moves") or, for nil,
    /// of every element that is not disappearing, in document order.
    private static func uids(in html: String, _ change: String?) -> [String] {
        html.split(separator: "\n").filter { $0.hasPrefix("<div class=\"collor-item") }
            .filter { line in
                change.map { line.contains("collor-" + $0) } ?? !line.contains("collor-disappears")
            }
            .compactMap { line in
                line.split(separator: "data-uid=\"code/").dropFirst().first?
                    .split(separator: "\"").first.map(String.init)
            }
    }

    @Test func insertedLinesAppearRemovedDisappearAndTheEndIsTheNewFile() throws {
        let html = try #require(
            CodeTransition.html(
                Self.listing(
                    ["a", "b", "}", "c", "}"], previous: ["a", "}", "x", "b", "}"])))
        #expect(Self.uids(in: html, "appears") == ["c#1"])
        #expect(Self.uids(in: html, "disappears") == ["x#1"])
        // `b` moved above the first `}`: the first `}` stays the first, the second the second.
        #expect(Self.uids(in: html, nil) == ["a#1", "b#1", "}#1", "c#1", "}#2"])
        #expect(html.contains("<code class=\"code-line code-added\">c</code>"))
        #expect(!html.contains("code-added\">}"))
        // Only transform and opacity animate: moves translate, appear and disappear fade.
        let keyframes = html.split(separator: "\n").filter { $0.hasPrefix("@keyframes") }
        #expect(!keyframes.isEmpty)
        #expect(keyframes.allSatisfy { $0.contains("{from{transform:translate(") })
    }

    @Test func aListingWithoutAPreviousOneIsStillAndTheFirstBringsTheTheme() throws {
        let first = try #require(
            CodeTransition.pageHTML(Self.listing(["let a = 1"], previous: nil, index: 1)))
        #expect(first.hasPrefix("<style>\n") && first.contains("@keyframes collor-appear"))
        #expect(!first.contains("collor-appears") && !first.contains("code-added"))
        #expect(Self.uids(in: first, nil) == ["let a = 1#1"])
        let later = try #require(
            CodeTransition.pageHTML(Self.listing(["let a = 1"], previous: nil, index: 3)))
        #expect(!later.contains("<style>"))
    }

    /// A snapshot of one small transition, reviewed by eye: `b` inserted between two kept lines
    /// slides in (the theme's `tutorial-line-in` replaces `collor-appear`), the last line
    /// translates down by one line from where it was.
    @Test func oneStepTransitionSnapshot() throws {
        let html = try #require(
            CodeTransition.html(Self.listing(["a", "b", "c"], previous: ["a", "c"])))
        #expect(
            html == """
                <div class="code-listing" role="region" tabindex="0" aria-label="A.swift, listing 2">
                <style>
                @keyframes code-2-m2{from{transform:translate(0px,-20px)}}
                </style>
                <div class="collor-collection" style="width:120px;height:60px">
                <div class="collor-item collor-cell" data-uid="code/a#1" data-kind="cell" \
                data-index-path="0.0" style="left:0px;top:0px;width:120px;height:20px;z-index:0;">\
                <code class="code-line">a</code></div>
                <div class="collor-item collor-cell collor-appears" data-uid="code/b#1" \
                data-kind="cell" data-index-path="0.1" style="left:0px;top:20px;width:120px;\
                height:20px;z-index:0;transform-origin:50% 50%;animation:collor-appear 700ms \
                ease-in-out both;"><code class="code-line code-added">b</code></div>
                <div class="collor-item collor-cell collor-moves" data-uid="code/c#1" \
                data-kind="cell" data-index-path="0.2" style="left:0px;top:40px;width:120px;\
                height:20px;z-index:0;transform-origin:0 0;animation:code-2-m2 700ms ease-in-out \
                both;"><code class="code-line">c</code></div>
                </div>
                </div>

                """)
    }

    /// A listing of more lines than a page should hold as elements is left to the plain
    /// highlighted text.
    @Test func aVeryLongListingIsNotACollection() {
        let long = (0...CodeTransition.maximumLines).map { "let a\($0) = 0" }
        #expect(CodeTransition.html(Self.listing(long, previous: nil)) == nil)
        #expect(CodeTransition.html(Self.listing(["a"], previous: long)) == nil)
        #expect(CodeTransition.html(Self.listing(Array(long.dropLast()), previous: nil)) != nil)
    }
}
