import CollorHTML
import Foundation

/// What a DocC catalog's `Info.plist` sets that the pages show, as `docc convert` reads it:
/// the display name, the default code-listing language, the module page's role heading, and
/// each module's default platforms (`CDAppleDefaultAvailability`).
struct CatalogInfo: Equatable, Sendable {
    /// `CFBundleDisplayName`.
    var displayName: String?
    /// `CDDefaultCodeListingLanguage`: the language of code blocks that name none.
    var defaultCodeListingLanguage: String?
    /// `CDDefaultModuleKind`: the module page's role heading (`Framework`, `Tool`).
    var defaultModuleKind: String?
    /// `CDAppleDefaultAvailability`, by module name: each platform (`name`) with its
    /// introduced version (`version`), in the plist's order. An entry without a version (an
    /// unavailable platform) is left out.
    var defaultAvailability: [String: [(platform: String, version: String)]] = [:]

    static func == (lhs: CatalogInfo, rhs: CatalogInfo) -> Bool {
        lhs.displayName == rhs.displayName
            && lhs.defaultCodeListingLanguage == rhs.defaultCodeListingLanguage
            && lhs.defaultModuleKind == rhs.defaultModuleKind
            && lhs.defaultAvailability.mapValues { $0.map { "\($0.platform) \($0.version)" } }
                == rhs.defaultAvailability.mapValues { $0.map { "\($0.platform) \($0.version)" } }
    }

    /// Reads a property list (XML or binary); nil when it is not a dictionary.
    init?(plist data: Data) {
        guard
            let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
            let dictionary = object as? [String: Any]
        else { return nil }
        displayName = dictionary["CFBundleDisplayName"] as? String
        defaultCodeListingLanguage = dictionary["CDDefaultCodeListingLanguage"] as? String
        defaultModuleKind = dictionary["CDDefaultModuleKind"] as? String
        let modules = dictionary["CDAppleDefaultAvailability"] as? [String: Any] ?? [:]
        for (module, value) in modules {
            let entries = value as? [[String: Any]] ?? []
            defaultAvailability[module] = entries.compactMap { entry in
                guard let name = entry["name"] as? String, let version = entry["version"] as? String
                else { return nil }
                return (name, version)
            }
        }
    }

    /// The title of each catalog's section in the sidebar that is not its module's name, by
    /// module: a catalog whose module has no symbols (no API reference among `references`) is
    /// shown under its `CFBundleDisplayName`, as docc titles the root page it makes for a catalog
    /// of articles alone. A module with symbols keeps its name, as docc's module page does (the
    /// display name only names its articles' URLs there).
    static func sectionTitles(
        of sources: [SiteSource], info: [String: CatalogInfo], references: [APIReference]
    ) -> [String: String] {
        let documented = Set(references.map(\.module))
        var result: [String: String] = [:]
        for source in sources where source.folder.pathExtension == "docc" {
            guard let module = source.module, !documented.contains(module),
                let name = info[source.prefix]?.displayName?.trimmingCharacters(in: .whitespaces),
                !name.isEmpty, name != module
            else { continue }
            result[module] = result[module] ?? name
        }
        return result
    }

    /// Each catalog's `CDDefaultModuleKind`, by the module its source documents.
    static func moduleKinds(of sources: [(folder: URL, module: String?)]) -> [String: String] {
        var result: [String: String] = [:]
        for source in sources where source.folder.pathExtension == "docc" {
            guard let module = source.module,
                let bytes = try? InputFile.read(
                    source.folder.appendingPathComponent("Info.plist"), limit: 1 << 20),
                let kind = CatalogInfo(plist: Data(bytes))?.defaultModuleKind
            else { continue }
            result[module] = result[module] ?? kind
        }
        return result
    }

    /// The `Info.plist` of each source that is a `.docc` catalog, read and merged: each module's
    /// defaults from the first catalog that names it.
    static func defaultAvailability(of sources: [URL]) -> [String: [(
        platform: String, version: String
    )]] {
        var result: [String: [(platform: String, version: String)]] = [:]
        for folder in sources where folder.pathExtension == "docc" {
            let url = folder.appendingPathComponent("Info.plist")
            guard let bytes = try? InputFile.read(url, limit: 1 << 20),
                let info = CatalogInfo(plist: Data(bytes))
            else { continue }
            result.merge(info.defaultAvailability) { first, _ in first }
        }
        return result
    }
}
