/// The `<style>` elements of a page's body, moved to its `<head>`: HTML allows `<style>` only
/// there, while fragments (a transition's keyframes, a timeline's width rules, an embedded
/// gallery's CSS) are written with their own.
///
/// Every writer of this package writes `<style>` exactly so and keeps `</` out of the CSS
/// (`PageRenderer.styleText(_:)`), and all text is escaped, so `<style>` in a body is always an
/// element and the first `</style>` after it ends it. Each distinct CSS text goes to the head
/// once (a page embedding two galleries shares the theme's), in the order of the body.
package struct HeadStyles {
    /// The CSS of the elements found, each distinct one once, in order.
    package private(set) var css: [String] = []
    /// The body without them; `nil` when it had none (nothing was copied).
    package private(set) var body: [UInt8]?
    /// The ranges of the body outside them, in order: the body without them, uncopied.
    package private(set) var spans: [Range<Int>] = []

    private static let opening = Array("<style>".utf8)
    private static let closing = Array("</style>".utf8)

    /// Finds the `<style>` elements of `body`.
    ///
    /// - Complexity: O(n) in the bytes of `body`.
    package init(_ body: [UInt8]) {
        self = body.withUnsafeBufferPointer { HeadStyles(scanning: $0) }
        guard spans != [0..<body.count] else { return }
        var kept: [UInt8] = []
        kept.reserveCapacity(body.count)
        for span in spans { kept.append(contentsOf: body[span]) }
        self.body = kept
    }

    /// Finds the `<style>` elements of `body` and keeps only `css` and `spans`, so that a page
    /// of megabytes is not copied once more.
    ///
    /// - Complexity: O(n) in the bytes of `body`.
    package init(scanning body: UnsafeBufferPointer<UInt8>) {
        var seen = Set<String>()
        var copied = 0
        var index = 0
        while let start = Self.find(Self.opening, in: body, from: index) {
            let content = start + Self.opening.count
            guard let end = Self.find(Self.closing, in: body, from: content) else { break }
            if start > copied { spans.append(copied..<start) }
            var after = end + Self.closing.count
            if after < body.count, body[after] == UInt8(ascii: "\n") { after += 1 }
            copied = after
            index = after
            var text = String(
                decoding: UnsafeBufferPointer(rebasing: body[content..<end]), as: UTF8.self)
            if text.hasPrefix("\n") { text.removeFirst() }
            if seen.insert(text).inserted { css.append(text) }
        }
        if copied < body.count || body.isEmpty { spans.append(copied..<body.count) }
    }

    /// All the CSS, for the head's `<style>`.
    package var joined: String {
        css.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined()
    }

    private static func find(
        _ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first,
                bytes[index..<index + needle.count].elementsEqual(needle)
            {
                return index
            }
            index += 1
        }
        return nil
    }
}
