import Foundation
import Yams

/// Reads a small YAML document with hard bounds, instead of Yams' value loading.
///
/// Yams' `load` crashes on a complex key (`? [a, b]`) and expands aliases without limit (nine
/// levels of ten aliases take gigabytes), so a document is only composed into nodes (which share
/// an alias's target instead of copying it) and then walked once, iteratively: the first anchor
/// or alias and the first node deeper than `maximumDepth` are refused with their position. The
/// text is capped at `maximumBytes`. Yams' composer recurses once per level of nesting; every
/// level needs an indicator (`[`, `{`, `-`, `:`, `?`), so a document with more of them than the
/// calling thread's stack surely holds is composed on a thread whose stack holds the deepest
/// document `maximumBytes` allows.
package enum BoundedYAML {
    /// The largest document read; a configuration or front matter is a few hundred bytes.
    package static let maximumBytes = 64 * 1024
    /// The deepest nesting of sequences and mappings accepted.
    package static let maximumDepth = 16
    /// Indicators up to which the composer's recursion stays on the calling thread: a few hundred
    /// levels take well under the 512 KiB of a secondary thread's stack, even in a debug build.
    static let indicatorsOnCallingThread = 128

    /// The document's root node (nil when empty), or an error at the offending position.
    ///
    /// - Parameter lineOffset: Lines of `file` before `text` (front matter starts on line 2),
    ///   added to every line in errors. Node marks stay relative to `text`; `error(at:...)` adds
    ///   the offset to them.
    /// - Complexity: O(n) in the length of the text.
    package static func compose(_ text: String, file: String, lineOffset: Int = 0)
        throws(MarkdownDiagnostic)
        -> Node?
    {
        guard text.utf8.count <= maximumBytes else {
            throw MarkdownDiagnostic(
                file: file, reason: .invalidYAML("larger than \(maximumBytes) bytes"))
        }
        let indicators = text.utf8.reduce(0) { count, byte in
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "-"), UInt8(ascii: ":"),
                UInt8(ascii: "?"):
                return count + 1
            default: return count
            }
        }
        let composed =
            indicators <= indicatorsOnCallingThread
            ? Composition(text) : LargeStack.run { Composition(text) }
        switch composed.result {
        case .success(let node):
            guard let node else { return nil }
            try check(node, file: file, lineOffset: lineOffset)
            return node
        case .failure(let error as YamlError):
            throw Self.siteError(error, file: file, lineOffset: lineOffset)
        case .failure(let error):
            throw MarkdownDiagnostic(file: file, reason: .invalidYAML("\(error)"))
        }
    }

    /// Yams' composition of a document, with the parser kept alive: a node's anchor is a weak
    /// reference to an object only the parser holds.
    private struct Composition: @unchecked Sendable {
        let parser: Parser?
        let result: Result<Node?, any Error>

        init(_ text: String) {
            do {
                let parser = try Parser(yaml: text)
                self.parser = parser
                result = Result { try parser.singleRoot() }
            } catch {
                parser = nil
                result = .failure(error)
            }
        }
    }

    /// Every node once, in document order, without recursion: anchors (and so aliases, which
    /// name an anchored node) and nesting deeper than `maximumDepth` are refused.
    private static func check(_ root: Node, file: String, lineOffset: Int)
        throws(MarkdownDiagnostic)
    {
        var pending: [(node: Node, depth: Int)] = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            if anchor(of: node) != nil {
                throw error(
                    at: node, file: file, lineOffset: lineOffset,
                    .invalidYAML("anchors and aliases are not allowed"))
            }
            var children: [Node] = []
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping { children += [key, value] }
            case .sequence(let sequence):
                children = Array(sequence)
            case .scalar, .alias:
                continue
            }
            if depth > maximumDepth {
                throw error(
                    at: node, file: file, lineOffset: lineOffset,
                    .invalidYAML("nested deeper than \(maximumDepth) levels"))
            }
            pending += children.reversed().map { ($0, depth + 1) }
        }
    }

    private static func anchor(of node: Node) -> Anchor? {
        switch node {
        case .scalar(let scalar): return scalar.anchor
        case .mapping(let mapping): return mapping.anchor
        case .sequence(let sequence): return sequence.anchor
        case .alias: return nil
        }
    }

    /// Yams' marks count lines and columns from 1.
    private static func siteError(_ error: YamlError, file: String, lineOffset: Int)
        -> MarkdownDiagnostic
    {
        switch error {
        case .composer(_, "found undefined alias", let mark, _):
            // Any alias is refused; one that names no anchor is refused as such.
            return MarkdownDiagnostic(
                file: file, line: lineOffset + mark.line, column: mark.column,
                reason: .invalidYAML("anchors and aliases are not allowed"))
        case .parser(_, let problem, let mark, _) where problem.hasPrefix("Maximum nesting level"):
            // libyaml's own cap (1,000 levels) met before the walk's: the same refusal.
            return MarkdownDiagnostic(
                file: file, line: lineOffset + mark.line, column: mark.column,
                reason: .invalidYAML("nested deeper than \(maximumDepth) levels"))
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return MarkdownDiagnostic(
                file: file, line: lineOffset + mark.line, column: mark.column,
                reason: .invalidYAML(problem))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return MarkdownDiagnostic(
                file: file, line: lineOffset + context.mark.line, column: context.mark.column,
                reason: .invalidYAML("duplicate key '\(duplicates.joined(separator: "', '"))'"))
        default:
            return MarkdownDiagnostic(file: file, reason: .invalidYAML("\(error)"))
        }
    }

    /// `file`, line and column of `node`, with `lineOffset` lines before the YAML.
    package static func error(
        at node: Node, file: String, lineOffset: Int = 0, _ reason: MarkdownDiagnostic.Reason
    ) -> MarkdownDiagnostic {
        guard let mark = node.mark else { return MarkdownDiagnostic(file: file, reason: reason) }
        return MarkdownDiagnostic(
            file: file, line: lineOffset + mark.line, column: mark.column, reason: reason)
    }
}
