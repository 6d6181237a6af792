import CollorHTML
import CollorMarkdown
import Foundation
import Yams

/// The settings of `collor.yml` at a package's root. Every key is optional.
///
/// ```yaml
/// title: My Package
/// base_url: https://example.org/my-package/
/// docs: Docs                 # or a list: [Docs, Sources/MyLib/MyLib.docc]
/// modules: [MyLib, MyLibExtras]
/// navigation: [getting-started.md, Guides, MyLib, API reference]
/// theme: Docs/theme
/// output: _site
/// strict: true               # every warning fails the build
/// ```
///
/// Paths are relative to the folder holding the file. An unknown key is a warning; a value of the
/// wrong type is an error naming the file, line, column and key.
package struct ConfigurationFile: Equatable, Sendable {
    /// The configuration's file name, looked up at the package root.
    package static let fileName = "collor.yml"

    /// Every key `collor.yml` may hold, in the order the documentation lists them.
    package static let keys = [
        "title", "base_url", "docs", "modules", "navigation", "theme", "output", "strict",
        "code_block_annotations",
    ]

    /// Shown in the header and every page title; default: the package's name.
    package var title: String?
    /// The site's public `http(s)` address, for `sitemap.xml` and `404.html`.
    package var baseURL: String?
    /// Folders of documentation: markdown folders or `.docc` catalogs; default: discovered.
    package var docs: [String]?
    /// The modules whose API reference is built; default: every module with a symbol graph.
    package var modules: [String]?
    /// Sidebar order: page paths (`guide/start.md`) and section titles (`Guides`, a module's
    /// name, `API reference`); what is not listed follows in the default order.
    package var navigation: [String]?
    /// A folder whose files override the built-in theme's, file by file.
    package var theme: String?
    /// The output folder; default: `_site`.
    package var output: String?
    /// Whether every warning fails the build (as `--strict`); default: false.
    package var strict: Bool?
    /// Whether code blocks' info strings are read as DocC's code-block annotations (as
    /// `--enable-experimental-code-block-annotations`); default: false.
    package var codeBlockAnnotations: Bool?

    /// The file's name as messages show it.
    package var file = fileName
    /// Where each key's value starts, so later checks (a missing folder or module) can point at
    /// it: key → (line, column), 1-based.
    package var positions: [String: [Int]] = [:]

    /// Empty settings: every default applies.
    package init() {}

    /// True for an absolute `http` or `https` URL with a host: the only base URLs accepted, so no
    /// `javascript:` address reaches `404.html` or `sitemap.xml`.
    package static func isHTTPURL(_ value: String) -> Bool {
        let lowered = value.lowercased()
        // No whitespace or control character may hide in it (`URL(string:)` accepts some).
        guard !value.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F })
        else { return false }
        return (lowered.hasPrefix("https://") || lowered.hasPrefix("http://"))
            && URL(string: value)?.host?.isEmpty == false
    }

    /// An error about `key`'s value, at its position.
    package func error(key: String, _ reason: SiteError.Reason) -> SiteError {
        let position = positions[key] ?? [0, 0]
        return SiteError(file: file, line: position[0], column: position[1], reason: reason)
    }

    /// Reads `url`; warnings (unknown keys) are returned, errors thrown.
    ///
    /// - Throws: `SiteError` naming the file, line, column and key.
    package static func read(_ url: URL, displayName: String = fileName) throws(SiteError) -> (
        ConfigurationFile, warnings: [SiteError]
    ) {
        let bytes: [UInt8]
        do throws(InputFileError) {
            // Never more than the YAML reader accepts: a huge file is refused before it is read.
            bytes = try InputFile.read(url, limit: BoundedYAML.maximumBytes)
        } catch .tooLarge {
            throw SiteError(
                file: displayName,
                reason: .configuration(
                    .invalidYAML("larger than \(BoundedYAML.maximumBytes) bytes")))
        } catch {
            throw SiteError(
                file: displayName, reason: .input(.io("could not read: \(error.reason)")))
        }
        return try parse(try Self.text(bytes, file: displayName), file: displayName)
    }

    /// Parses the text of a `collor.yml`.
    ///
    /// - Throws: `SiteError` naming the file, line, column and key.
    package static func parse(_ text: String, file: String = fileName) throws(SiteError) -> (
        ConfigurationFile, warnings: [SiteError]
    ) {
        var result = ConfigurationFile()
        result.file = file
        let composed: Node?
        do {
            composed = try BoundedYAML.compose(text, file: file)
        } catch {
            throw SiteError(configuration: error)
        }
        guard let root = composed else { return (result, []) }
        guard case .mapping(let mapping) = root else {
            throw SiteError(
                at: root, file: file,
                .configuration(.invalidYAML("expected a mapping of keys to values")))
        }
        var warnings: [SiteError] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let keyScalar) = keyNode else {
                throw SiteError(
                    at: keyNode, file: file,
                    .configuration(.invalidYAML("a key must be a plain name")))
            }
            let key = keyScalar.string
            let reader = ValueReader(key: key, node: value, file: file)
            switch key {
            case "title": result.title = try reader.string()
            case "base_url": result.baseURL = try reader.httpURL()
            case "docs": result.docs = try reader.strings(allowingOne: true)
            case "modules": result.modules = try reader.strings(allowingOne: false)
            case "navigation": result.navigation = try reader.strings(allowingOne: false)
            case "theme": result.theme = try reader.string()
            case "output": result.output = try reader.string()
            case "strict": result.strict = try reader.bool()
            case "code_block_annotations": result.codeBlockAnnotations = try reader.bool()
            default:
                warnings.append(
                    SiteError(
                        at: keyNode, file: file, .configuration(.unknownKey(key, known: keys))))
                continue
            }
            result.positions[key] = [value.mark?.line ?? 0, value.mark?.column ?? 0]
        }
        return (result, warnings)
    }
}

/// Reads one key's value, with errors that name the key and the value's position.
private struct ValueReader {
    var key: String
    var node: Node
    var file: String

    func fail(_ detail: String, at node: Node? = nil) -> SiteError {
        SiteError(
            at: node ?? self.node, file: file, .configuration(.invalidValue(key: key, detail)))
    }

    func string() throws(SiteError) -> String {
        try string(of: node)
    }

    private func string(of node: Node) throws(SiteError) -> String {
        guard case .scalar(let scalar) = node else {
            throw fail("expected a string, found \(BoundedYAML.kind(of: node))", at: node)
        }
        let value = scalar.string
        guard !value.isEmpty || scalar.style != .plain else {
            throw fail("expected a string, found nothing", at: node)
        }
        guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw fail("control characters are not allowed", at: node) }
        return value
    }

    /// A list of strings; `allowingOne` also takes a single string.
    func strings(allowingOne: Bool) throws(SiteError) -> [String] {
        switch node {
        case .sequence(let sequence):
            var values: [String] = []
            for item in sequence { values.append(try string(of: item)) }
            return values
        case .scalar where allowingOne:
            return [try string()]
        default:
            throw fail("expected a list of strings, found \(BoundedYAML.kind(of: node))")
        }
    }

    /// `true` or `false`, read as front matter's `unsafe:` is (Yams's booleans).
    func bool() throws(SiteError) -> Bool {
        guard case .scalar(let scalar) = node else {
            throw fail("expected true or false, found \(BoundedYAML.kind(of: node))")
        }
        guard let value = Bool.construct(from: scalar) else {
            throw fail("expected true or false, found '\(scalar.string)'")
        }
        return value
    }

    /// An absolute `http` or `https` URL.
    func httpURL() throws(SiteError) -> String {
        let value = try string()
        guard ConfigurationFile.isHTTPURL(value) else {
            throw fail("expected an http:// or https:// address, found '\(value)'")
        }
        return value
    }

}

extension ConfigurationFile {
    /// `bytes` as text, or an error at the line and column of the first byte that is not UTF-8.
    ///
    /// - Complexity: O(n) in the number of bytes.
    static func text(_ bytes: [UInt8], file: String) throws(SiteError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var line = 1
        var column = 1
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        decoding: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1 && scalar.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += scalar.count
                }
            case .error, .emptyInput:
                break decoding
            }
        }
        throw SiteError(
            file: file, line: line, column: column,
            reason: .configuration(.invalidYAML("not UTF-8 text: save the file as UTF-8")))
    }
}
