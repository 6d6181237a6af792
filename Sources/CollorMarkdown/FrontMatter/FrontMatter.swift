import Foundation
import Yams

/// The YAML block at the top of a page, between two `---` lines.
///
/// ```yaml
/// ---
/// title: Getting started
/// description: Build a first collection and render it.
/// order: 1
/// slug: start
/// ---
/// ```
package struct FrontMatter: Equatable, Sendable {
    /// The page title; when absent, the first heading's text is the title.
    package var title: String?
    /// A one-sentence summary for the search index and the `<meta name="description">`.
    package var description: String?
    /// Position in the navigation; pages without an order come after, sorted by title.
    package var order: Int?
    /// Output file name (without `.html`) instead of the source file's name.
    package var slug: String?
    /// Keeps raw HTML and links of any scheme. Off by default.
    package var unsafe: Bool

    /// Creates front matter; every field is optional.
    package init(
        title: String? = nil, description: String? = nil, order: Int? = nil, slug: String? = nil,
        unsafe: Bool = false
    ) {
        self.title = title
        self.description = description
        self.order = order
        self.slug = slug
        self.unsafe = unsafe
    }
}

extension FrontMatter {
    /// A page split into its front matter and its markdown body.
    package struct Split: Sendable {
        /// The parsed front matter (all fields nil when the page has none).
        package var frontMatter: FrontMatter
        /// The markdown after the closing `---`.
        package var body: String
        /// Source lines before the body, so that positions in the body map back to the file.
        package var bodyLineOffset: Int

        /// A page's settings and body, as `split(_:file:maximumBytes:)` reads them or as a
        /// generator makes them.
        package init(frontMatter: FrontMatter, body: String, bodyLineOffset: Int) {
            self.frontMatter = frontMatter
            self.body = body
            self.bodyLineOffset = bodyLineOffset
        }
    }

    /// The fields front matter may set.
    static let fields = ["description", "order", "slug", "title", "unsafe"]

    /// Splits `source` into front matter and body. Front matter starts on the first line with
    /// `---` and ends at the next line that is `---` or `...`.
    ///
    /// The YAML is read with `BoundedYAML` (no anchors or aliases, at most 64 KiB and 16 levels)
    /// and must map the known fields to single values. Every page passes through here first, so
    /// this is also where a page over `maximumBytes` is refused, before cmark sees it.
    ///
    /// - Throws: `MarkdownDiagnostic` naming the file, line and column: `.invalidFrontMatter` when the
    ///   YAML is not a mapping of known fields to values of their type or the block is not closed,
    ///   `.invalidYAML` when the YAML is malformed or out of bounds, `.pageTooLarge` for a page
    ///   over `maximumBytes` (nil: no limit, for generated pages).
    package static func split(
        _ source: String, file: String,
        maximumBytes: Int? = MarkdownOptions.maximumPageBytes
    ) throws(MarkdownDiagnostic) -> Split {
        let size = source.utf8.count
        if let maximumBytes, size > maximumBytes {
            throw MarkdownDiagnostic(
                file: file, reason: .pageTooLarge(bytes: size, limit: maximumBytes))
        }
        guard source.hasPrefix("---\n") || source.hasPrefix("---\r\n") else {
            return Split(frontMatter: FrontMatter(), body: source, bodyLineOffset: 0)
        }
        var lines = 1
        var yamlLines: [Substring] = []
        var rest = source[source.index(after: source.firstIndex(of: "\n") ?? source.startIndex)...]
        while true {
            guard let end = rest.firstIndex(of: "\n") else {
                throw MarkdownDiagnostic(
                    file: file, line: 1, column: 1,
                    reason: .invalidFrontMatter("no closing '---' line"))
            }
            var line = rest[rest.startIndex..<end]
            if line.hasSuffix("\r") { line = line.dropLast() }
            rest = rest[rest.index(after: end)...]
            lines += 1
            if line == "---" || line == "..." { break }
            yamlLines.append(line)
        }
        let yaml = yamlLines.joined(separator: "\n")
        let frontMatter = try parse(yaml: yaml, file: file)
        return Split(frontMatter: frontMatter, body: String(rest), bodyLineOffset: lines)
    }

    /// Reads the YAML between the `---` lines, which starts on the file's line 2.
    private static func parse(yaml: String, file: String) throws(MarkdownDiagnostic) -> FrontMatter
    {
        let lineOffset = 1
        func failure(at node: Node, _ detail: String) -> MarkdownDiagnostic {
            BoundedYAML.error(
                at: node, file: file, lineOffset: lineOffset, .invalidFrontMatter(detail))
        }
        guard let root = try BoundedYAML.compose(yaml, file: file, lineOffset: lineOffset) else {
            return FrontMatter()
        }
        guard case .mapping(let mapping) = root else {
            throw failure(at: root, "expected 'key: value' lines")
        }
        var frontMatter = FrontMatter()
        for (keyNode, valueNode) in mapping {
            guard case .scalar(let key) = keyNode else {
                throw failure(at: keyNode, "a key must be a plain name")
            }
            guard fields.contains(key.string) else {
                throw failure(
                    at: keyNode,
                    "unknown field '\(key.string)' (known: \(fields.joined(separator: ", ")))")
            }
            let expected = typeName(of: key.string)
            guard case .scalar(let value) = valueNode else {
                throw failure(
                    at: valueNode,
                    "'\(key.string)' must be \(expected), not \(BoundedYAML.kind(of: valueNode))"
                )
            }
            // An empty value (`title:`) or `null` leaves the field unset.
            if NSNull.construct(from: value) != nil { continue }
            switch key.string {
            case "title": frontMatter.title = value.string
            case "description": frontMatter.description = value.string
            case "slug":
                guard isValidSlug(value.string) else {
                    throw failure(
                        at: valueNode, "'slug' may hold only letters, digits, '-' and '_'")
                }
                frontMatter.slug = value.string
            case "order":
                guard let order = Int.construct(from: value) else {
                    throw failure(at: valueNode, "'order' must be \(expected)")
                }
                frontMatter.order = order
            default:
                guard let unsafe = Bool.construct(from: value) else {
                    throw failure(at: valueNode, "'unsafe' must be \(expected)")
                }
                frontMatter.unsafe = unsafe
            }
        }
        if frontMatter.title?.isEmpty == true { frontMatter.title = nil }
        return frontMatter
    }

    private static func isValidSlug(_ slug: String) -> Bool {
        !slug.isEmpty
            && slug.unicodeScalars.allSatisfy {
                ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "-"
                    || $0 == "_"
            }
    }

    private static func typeName(of field: String) -> String {
        switch field {
        case "order": return "a whole number"
        case "unsafe": return "true or false"
        default: return "a string"
        }
    }
}
