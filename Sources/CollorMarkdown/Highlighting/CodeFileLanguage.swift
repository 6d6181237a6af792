/// The language of a code file by its extension, as a fence would name it (`Package.swift`:
/// `swift`, `route.proto`: `proto`), for a tutorial's `@Code(file:)`; nil for plain text.
package enum CodeFileLanguage {
    package static func of(_ file: String) -> String? {
        let name = file.split(separator: "/").last ?? Substring(file)
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let fileExtension = name[name.index(after: dot)...].lowercased()
        return fileExtension.isEmpty || fileExtension == "txt" ? nil : fileExtension
    }
}
