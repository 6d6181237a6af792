import Foundation

/// One folder of documentation and where its pages go in the site.
public struct SiteSource: Equatable, Sendable {
    /// A folder of markdown pages (with `data/` and any static files) or a `.docc` catalog.
    public var folder: URL
    /// The site folder its pages go to: `""` for the root, `"MyLib/"` for a catalog's articles.
    public var prefix: String
    /// The module a catalog documents; nil for a plain markdown folder.
    public var module: String?

    /// A source; `prefix` is empty or ends with `/`.
    public init(folder: URL, prefix: String = "", module: String? = nil) {
        self.folder = folder
        self.prefix = prefix.isEmpty || prefix.hasSuffix("/") ? prefix : prefix + "/"
        self.module = module
    }

    /// A `.docc` catalog: its articles go under the module's name.
    public static func catalog(_ folder: URL, module: String) -> SiteSource {
        SiteSource(folder: folder, prefix: module + "/", module: module)
    }
}
