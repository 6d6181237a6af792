import CollorHTML
import Foundation

/// A package's name, read cheaply from `Package.swift` (`Package(name: "...")`) without running
/// SwiftPM; the folder's name when the manifest does not spell it plainly.
enum PackageName {
    static func read(root: URL) -> String {
        let manifest = root.appendingPathComponent("Package.swift")
        if let bytes = try? InputFile.read(manifest),
            let text = String(validating: bytes, as: UTF8.self),
            let name = name(inManifest: text)
        {
            return name
        }
        return root.standardizedFileURL.lastPathComponent
    }

    /// The string literal after the first `Package(` and `name:`.
    static func name(inManifest text: String) -> String? {
        guard let call = text.range(of: "Package(") else { return nil }
        var rest = text[call.upperBound...].drop { $0.isWhitespace }
        guard rest.hasPrefix("name:") else { return nil }
        rest = rest.dropFirst("name:".count).drop { $0.isWhitespace }
        guard rest.hasPrefix("\"") else { return nil }
        rest = rest.dropFirst()
        guard let end = rest.firstIndex(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }),
            rest[end] == "\""
        else { return nil }
        let name = String(rest[..<end])
        return name.isEmpty ? nil : name
    }
}
