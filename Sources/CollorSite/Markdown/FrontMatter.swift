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
public struct FrontMatter: Equatable, Sendable {
    /// The page title; when absent, the first heading's text is the title.
    public var title: String?
    /// A one-sentence summary for the search index and the `<meta name="description">`.
    public var description: String?
    /// Position in the navigation; pages without an order come after, sorted by title.
    public var order: Int?
    /// Output file name (without `.html`) instead of the source file's name.
    public var slug: String?
    /// Keeps raw HTML and links of any scheme. Off by default.
    public var unsafe: Bool

    /// Creates front matter; every field is optional.
    public init(
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
    public struct Split: Sendable {
        /// The parsed front matter (all fields nil when the page has none).
        public var frontMatter: FrontMatter
        /// The markdown after the closing `---`.
        public var body: String
        /// Source lines before the body, so that positions in the body map back to the file.
        public var bodyLineOffset: Int
    }

    /// Splits `source` into front matter and body. Front matter starts on the first line with
    /// `---` and ends at the next line that is `---` or `...`.
    ///
    /// - Throws: `SiteError` with `.invalidFrontMatter` naming the line, when the YAML is not a
    ///   mapping, a field has the wrong type, or the block is not closed.
    public static func split(_ source: String, file: String) throws(SiteError) -> Split {
        guard source.hasPrefix("---\n") || source.hasPrefix("---\r\n") else {
            return Split(frontMatter: FrontMatter(), body: source, bodyLineOffset: 0)
        }
        var lines = 1
        var yamlLines: [Substring] = []
        var rest = source[source.index(after: source.firstIndex(of: "\n") ?? source.startIndex)...]
        while true {
            guard let end = rest.firstIndex(of: "\n") else {
                throw SiteError(
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

    private static func parse(yaml: String, file: String) throws(SiteError) -> FrontMatter {
        let value: Any?
        do {
            value = try Yams.load(yaml: yaml)
        } catch let error as YamlError {
            // Yams counts lines of the YAML from 1; the YAML starts on the file's line 2.
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                .composer(_, let problem, let mark, _):
                throw SiteError(
                    file: file, line: mark.line + 1, column: mark.column,
                    reason: .invalidFrontMatter(problem))
            default:
                throw SiteError(file: file, line: 2, reason: .invalidFrontMatter("\(error)"))
            }
        } catch {
            throw SiteError(file: file, line: 2, reason: .invalidFrontMatter("\(error)"))
        }
        guard let value else { return FrontMatter() }
        guard let fields = value as? [String: Any] else {
            throw SiteError(
                file: file, line: 2, reason: .invalidFrontMatter("expected 'key: value' lines"))
        }
        func field<T>(_ key: String, as type: T.Type) throws(SiteError) -> T? {
            guard let raw = fields[key] else { return nil }
            guard let typed = raw as? T else {
                throw SiteError(
                    file: file, line: line(of: key, in: yaml),
                    reason: .invalidFrontMatter("'\(key)' must be \(typeName(T.self))"))
            }
            return typed
        }
        let known: Set = ["title", "description", "order", "slug", "unsafe"]
        if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
            throw SiteError(
                file: file, line: line(of: unknown, in: yaml),
                reason: .invalidFrontMatter(
                    "unknown field '\(unknown)' (known: \(known.sorted().joined(separator: ", ")))"
                ))
        }
        var frontMatter = FrontMatter(
            title: try field("title", as: String.self),
            description: try field("description", as: String.self),
            order: try field("order", as: Int.self),
            slug: try field("slug", as: String.self),
            unsafe: try field("unsafe", as: Bool.self) ?? false)
        if let slug = frontMatter.slug {
            let allowed = slug.unicodeScalars.allSatisfy {
                ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "-"
                    || $0 == "_"
            }
            if slug.isEmpty || !allowed {
                throw SiteError(
                    file: file, line: line(of: "slug", in: yaml),
                    reason: .invalidFrontMatter("'slug' may hold only letters, digits, '-' and '_'")
                )
            }
        }
        if frontMatter.title?.isEmpty == true { frontMatter.title = nil }
        return frontMatter
    }

    /// The file line of `key` (front matter starts after the opening `---` on line 1).
    private static func line(of key: String, in yaml: String) -> Int {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let index = lines.firstIndex { $0.hasPrefix("\(key):") } ?? 0
        return index + 2
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        default: return "text"
        }
    }
}
