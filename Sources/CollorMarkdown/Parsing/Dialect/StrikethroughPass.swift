import CCmark
import Foundation

/// Wraps GitHub's `~~text~~` (and `~text~`) in strikethrough nodes.
///
/// cmark leaves tildes in text nodes. Runs of one or two tildes are delimiters under the same
/// flanking rules as `*` (a run of three or more is text), and a closer pairs with the nearest
/// opener among the siblings of one inline container when both have the same length, as in
/// cmark-gfm's delimiter stack.
enum StrikethroughPass {
    private struct Run {
        var node: OpaquePointer
        var offset: Int
        var length: Int
        var canOpen: Bool
        var canClose: Bool
    }

    static func run(on document: MarkdownDocument, root: OpaquePointer) {
        let containers = DialectPass.nodes(
            of: [.paragraph, .heading, .emphasis, .strong, .link, .image, .customInline],
            under: root)
        for container in containers {
            process(container.pointer, in: document)
        }
    }

    private static func process(_ container: OpaquePointer, in document: MarkdownDocument) {
        var runs: [Run] = []
        var child = cmark_node_first_child(container)
        while let node = child {
            child = cmark_node_next(node)
            guard MarkdownNode(pointer: node).type == .text,
                let literal = MarkdownNode(pointer: node).literalPointer,
                strchr(literal, 0x7E) != nil
            else { continue }
            collectRuns(in: node, literal: literal, into: &runs)
        }
        guard runs.count >= 2 else { return }
        // Pair closers with openers, left to right.
        var openers: [Int] = []
        var pairs: [(opener: Int, closer: Int)] = []
        for index in runs.indices {
            let run = runs[index]
            // As cmark-gfm: only the nearest opener is tried, and one of another length leaves
            // the closer as text.
            if run.canClose, let last = openers.last, runs[last].length == run.length {
                pairs.append((last, index))
                openers.removeLast()
                continue
            }
            if run.canOpen { openers.append(index) }
        }
        guard !pairs.isEmpty else { return }
        let paired = Set(pairs.flatMap { [$0.opener, $0.closer] })
        let delimiters = split(runs: runs, paired: paired)
        for pair in pairs {
            guard let opener = delimiters[pair.opener], let closer = delimiters[pair.closer],
                let wrapper = DialectPass.newNode(
                    CMARK_NODE_CUSTOM_INLINE, meaning: .strikethrough, in: document)
            else { continue }
            cmark_node_insert_before(opener, wrapper)
            DialectPass.moveSiblings(after: opener, upTo: closer, into: wrapper)
            cmark_node_free(opener)
            cmark_node_free(closer)
        }
    }

    private static func collectRuns(
        in node: OpaquePointer, literal: UnsafePointer<CChar>, into runs: inout [Run]
    ) {
        let length = strlen(literal)
        let bytes = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
        var index = 0
        while index < length {
            guard bytes[index] == UInt8(ascii: "~") else {
                index += 1
                continue
            }
            var end = index
            while end < length, bytes[end] == UInt8(ascii: "~") { end += 1 }
            if end - index <= 2 {
                let before =
                    index > 0
                    ? scalar(endingAt: index, in: bytes)
                    : outside(cmark_node_previous(node), last: true)
                let after =
                    end < length
                    ? scalar(startingAt: end, in: bytes, length: length)
                    : outside(cmark_node_next(node), last: false)
                let left =
                    !isWhitespace(after)
                    && (!isPunctuation(after) || isWhitespace(before) || isPunctuation(before))
                let right =
                    !isWhitespace(before)
                    && (!isPunctuation(before) || isWhitespace(after) || isPunctuation(after))
                runs.append(
                    Run(
                        node: node, offset: index, length: end - index, canOpen: left,
                        canClose: right))
            }
            index = end
        }
    }

    /// Splits the text nodes so that each paired run is a node of its own; returns those nodes
    /// by run index.
    private static func split(runs: [Run], paired: Set<Int>) -> [Int: OpaquePointer] {
        var result: [Int: OpaquePointer] = [:]
        var index = 0
        while index < runs.count {
            let node = runs[index].node
            var end = index
            while end < runs.count, runs[end].node == node { end += 1 }
            let inNode = (index..<end).filter { paired.contains($0) }
            if !inNode.isEmpty {
                let bytes = Array(MarkdownNode(pointer: node).literal.utf8)
                var cursor = 0
                for run in inNode {
                    let delimiter = runs[run]
                    if delimiter.offset > cursor {
                        insertText(bytes[cursor..<delimiter.offset], before: node)
                    }
                    result[run] = insertText(
                        bytes[delimiter.offset..<(delimiter.offset + delimiter.length)],
                        before: node)
                    cursor = delimiter.offset + delimiter.length
                }
                if cursor < bytes.count {
                    cmark_node_set_literal(node, String(decoding: bytes[cursor...], as: UTF8.self))
                } else {
                    cmark_node_free(node)
                }
            }
            index = end
        }
        return result
    }

    @discardableResult
    private static func insertText(_ bytes: ArraySlice<UInt8>, before node: OpaquePointer)
        -> OpaquePointer?
    {
        guard let text = cmark_node_new(CMARK_NODE_TEXT) else { return nil }
        cmark_node_set_literal(text, String(decoding: bytes, as: UTF8.self))
        cmark_node_insert_before(node, text)
        return text
    }

    // MARK: Characters around a run

    /// The character just outside a text node: the end (or start) of a neighbouring text node,
    /// a space for a line break or the container's edge, and punctuation for any other inline,
    /// whose source ends (or starts) with `*`, `` ` ``, `]`, `)` or `>`.
    private static func outside(_ neighbour: OpaquePointer?, last: Bool) -> Unicode.Scalar {
        guard let neighbour else { return " " }
        let node = MarkdownNode(pointer: neighbour)
        switch node.type {
        case .softBreak, .lineBreak:
            return " "
        case .text:
            let scalars = node.literal.unicodeScalars
            return (last ? scalars.last : scalars.first) ?? " "
        default:
            return "*"
        }
    }

    private static func scalar(endingAt index: Int, in bytes: UnsafePointer<UInt8>)
        -> Unicode.Scalar
    {
        var start = index - 1
        while start > 0, bytes[start] & 0xC0 == 0x80, index - start < 4 { start -= 1 }
        let slice = UnsafeBufferPointer(start: bytes + start, count: index - start)
        return String(decoding: slice, as: UTF8.self).unicodeScalars.first ?? " "
    }

    private static func scalar(startingAt index: Int, in bytes: UnsafePointer<UInt8>, length: Int)
        -> Unicode.Scalar
    {
        var end = index + 1
        while end < length, bytes[end] & 0xC0 == 0x80, end - index < 4 { end += 1 }
        let slice = UnsafeBufferPointer(start: bytes + index, count: end - index)
        return String(decoding: slice, as: UTF8.self).unicodeScalars.first ?? " "
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\n" || scalar == "\u{0C}" || scalar == "\r"
            || scalar.properties.generalCategory == .spaceSeparator
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value)
                || (0x5B...0x60).contains(value) || (0x7B...0x7E).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
