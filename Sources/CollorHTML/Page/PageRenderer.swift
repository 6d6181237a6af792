import Collor
import Foundation

/// Writes a collection as a positioned HTML page or fragment: every element absolutely placed at
/// its layout frame inside a container of the layout's content size.
///
/// The output is deterministic (the same input gives the same bytes) and streamed: elements are
/// written one by one and drained to the output every 64 KB.
public struct PageRenderer {
    /// Title, font, links, decoration views and CSS of the pages written.
    public var options: PageOptions

    /// Creates a renderer writing with `options`.
    public init(options: PageOptions = PageOptions()) {
        self.options = options
    }

    /// Writes a whole page (doctype, head with the theme CSS and font, body) to `output`.
    ///
    /// - Complexity: O(n) for n elements; memory O(1) beyond the layout.
    public func writePage(_ layout: some CollectionLayout, to output: inout some HTMLOutput)
        throws(CollorHTMLError)
    {
        var html = HTMLWriter()
        writePageStart(into: &html)
        try writeCollection(layout, into: &html, output: &output)
        Self.writePageEnd(into: &html)
        try html.drain(to: &output)
    }

    /// A whole page (doctype, head with the theme CSS, font and `extraCSS`) with what `body`
    /// writes inside its `<main>`: the one skeleton of state, transition, timeline and gallery
    /// pages. The `<style>` elements `body` writes (fragments bring their own) go to the head,
    /// after `extraCSS` (`HeadStyles`).
    public func page(body: (inout HTMLWriter) -> Void) -> String {
        String(decoding: pageBytes(body: body), as: UTF8.self)
    }

    /// The bytes of `page(body:)`, built with the body and one copy of it at most: a gallery
    /// page of 40,000 items is 85 MB, and every copy of it costs as much memory.
    package func pageBytes(body: (inout HTMLWriter) -> Void) -> [UInt8] {
        var inner = HTMLWriter()
        body(&inner)
        return withExtendedLifetime(inner) {
            let written = inner.buffer
            let styles = HeadStyles(scanning: written)
            var start = HTMLWriter()
            writePageStart(into: &start, css: styles.joined)
            var end = HTMLWriter()
            Self.writePageEnd(into: &end)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(start.count + written.count + end.count)
            bytes.append(contentsOf: start.bytes)
            for span in styles.spans {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: written[span]))
            }
            bytes.append(contentsOf: end.bytes)
            return bytes
        }
    }

    /// Writes the doctype, the head (with `css` after the options' CSS) and the opening of the
    /// page's `<main>`.
    private func writePageStart(into html: inout HTMLWriter, css: String = "") {
        var head = head
        head.css += css
        head.write(into: &html)
        html.raw("<body><main class=\"collor-page\">\n")
    }

    /// Closes what `writePageStart(into:)` opened.
    private static func writePageEnd(into html: inout HTMLWriter) {
        html.raw("</main></body></html>\n")
    }

    /// Writes only the collection's container, to embed in another page (which includes
    /// `Theme.css(fontURL:)` and `options.extraCSS`).
    public func writeFragment(_ layout: some CollectionLayout, to output: inout some HTMLOutput)
        throws(CollorHTMLError)
    {
        var html = HTMLWriter()
        try writeCollection(layout, into: &html, output: &output)
        try html.drain(to: &output)
    }

    /// The page as a string.
    public func page(_ layout: some CollectionLayout) throws(CollorHTMLError) -> String {
        var output = BufferOutput()
        try writePage(layout, to: &output)
        return output.string
    }

    /// The fragment as a string.
    public func fragment(_ layout: some CollectionLayout) throws(CollorHTMLError) -> String {
        var output = BufferOutput()
        try writeFragment(layout, to: &output)
        return output.string
    }

    /// Writes the page to `path` through a temporary file, so a failure leaves any previous file.
    public func writePage(_ layout: some CollectionLayout, toFile path: String)
        throws(CollorHTMLError)
    {
        let file = try FileOutput(path: path)
        var output = file
        do {
            try writePage(layout, to: &output)
            try file.finish()
        } catch {
            file.discard()
            throw error
        }
    }

    /// The head of the pages written: `options.title`, and the theme's CSS with the font at
    /// `options.fontURL` and `options.extraCSS`.
    public var head: DocumentHead {
        DocumentHead(
            title: options.title, css: Theme.css(fontURL: options.fontURL) + options.extraCSS)
    }

    func writeCollection(
        _ layout: some CollectionLayout, into html: inout HTMLWriter, output: inout some HTMLOutput
    ) throws(CollorHTMLError) {
        let size = layout.collectionViewContentSize
        html.raw("<div class=\"collor-collection\" style=\"width:")
        html.pixels(size.width)
        html.raw(";height:")
        html.pixels(size.height)
        html.raw("\">\n")
        try ElementTraversal.forEach(layout, options: options) {
            (head, content, _) throws(CollorHTMLError) in
            ElementHTML.write(head, into: &html) { content.render(into: &$0) }
            html.raw("\n")
            if html.count >= 1 << 16 { try html.drain(to: &output) }
        }
        html.raw("</div>\n")
    }

    /// CSS inside `<style>` must not close the element: `</` is written `<\/`, which CSS reads the same.
    public static func styleText(_ css: String) -> String {
        css.replacingOccurrences(of: "</", with: "<\\/")
    }
}
