import CYaml
import Yams

/// Reads a small YAML document with hard bounds, before and instead of Yams' value loading.
///
/// Yams' `load` crashes on a complex key (`? [a, b]`) and expands aliases without limit (nine
/// levels of ten aliases take gigabytes), so a configuration file is checked token by token with
/// libyaml's scanner first: anchors, aliases and nesting deeper than `maximumDepth` are refused
/// with their position, and the text is capped at `maximumBytes`. Only then is the node tree
/// composed (`Yams.compose`, which builds nodes and nothing else), and callers walk it themselves.
package enum BoundedYAML {
    /// The largest document read; a configuration or front matter is a few hundred bytes.
    package static let maximumBytes = 64 * 1024
    /// The deepest nesting of sequences and mappings accepted.
    package static let maximumDepth = 16

    /// The document's root node (nil when empty), or an error at the offending position.
    ///
    /// - Parameter lineOffset: Lines of `file` before `text` (front matter starts on line 2),
    ///   added to every line in errors. Node marks stay relative to `text`; `error(at:...)` adds
    ///   the offset to them.
    package static func compose(_ text: String, file: String, lineOffset: Int = 0)
        throws(MarkdownDiagnostic)
        -> Node?
    {
        guard text.utf8.count <= maximumBytes else {
            throw MarkdownDiagnostic(
                file: file, reason: .invalidYAML("larger than \(maximumBytes) bytes"))
        }
        try scan(text, file: file, lineOffset: lineOffset)
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.siteError(error, file: file, lineOffset: lineOffset)
        } catch {
            throw MarkdownDiagnostic(file: file, reason: .invalidYAML("\(error)"))
        }
    }

    /// Every token once: anchors, aliases and deep nesting are refused before anything is built.
    ///
    /// - Complexity: O(n) in the text's length.
    private static func scan(_ text: String, file: String, lineOffset: Int)
        throws(MarkdownDiagnostic)
    {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw MarkdownDiagnostic(file: file, reason: .invalidYAML("out of memory"))
        }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        var failure: MarkdownDiagnostic?
        bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var depth = 0
            while true {
                var token = yaml_token_t()
                guard yaml_parser_scan(&parser, &token) == 1 else {
                    // libyaml counts lines and columns from 0.
                    failure = MarkdownDiagnostic(
                        file: file, line: lineOffset + parser.problem_mark.line + 1,
                        column: parser.problem_mark.column + 1,
                        reason: .invalidYAML(
                            parser.problem.map { String(cString: $0) } ?? "unreadable"))
                    return
                }
                defer { yaml_token_delete(&token) }
                let line = lineOffset + token.start_mark.line + 1
                let column = token.start_mark.column + 1
                switch token.type {
                case YAML_ANCHOR_TOKEN, YAML_ALIAS_TOKEN:
                    failure = MarkdownDiagnostic(
                        file: file, line: line, column: column,
                        reason: .invalidYAML("anchors and aliases are not allowed"))
                    return
                case YAML_BLOCK_SEQUENCE_START_TOKEN, YAML_BLOCK_MAPPING_START_TOKEN,
                    YAML_FLOW_SEQUENCE_START_TOKEN, YAML_FLOW_MAPPING_START_TOKEN:
                    depth += 1
                    if depth > maximumDepth {
                        failure = MarkdownDiagnostic(
                            file: file, line: line, column: column,
                            reason: .invalidYAML("nested deeper than \(maximumDepth) levels"))
                        return
                    }
                case YAML_BLOCK_END_TOKEN, YAML_FLOW_SEQUENCE_END_TOKEN,
                    YAML_FLOW_MAPPING_END_TOKEN:
                    depth -= 1
                case YAML_STREAM_END_TOKEN:
                    return
                default:
                    break
                }
            }
        }
        if let failure { throw failure }
    }

    /// Yams' marks count lines and columns from 1.
    private static func siteError(_ error: YamlError, file: String, lineOffset: Int)
        -> MarkdownDiagnostic
    {
        switch error {
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
