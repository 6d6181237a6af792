import Foundation

/// The synthetic site as a Hugo site, for the serve benchmark's comparison: the same markdown
/// pages under `content/` (the home page as `_index.md`), a minimal configuration and two
/// layouts that show a page's title and text, so that Hugo renders every page as HTML.
enum HugoSite {
    /// Writes the Hugo site of the pages in `docs` into `folder`; returns `folder`.
    static func make(from docs: URL, in folder: URL) throws -> URL {
        let files = FileManager.default
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        let content = folder.appendingPathComponent("content")
        try files.copyItem(at: docs, to: content)
        try files.moveItem(
            at: content.appendingPathComponent("index.md"),
            to: content.appendingPathComponent("_index.md"))
        try """
        baseURL = "http://127.0.0.1/"
        title = "Synthetic"
        disableKinds = ["taxonomy", "term", "RSS", "sitemap"]

        """.write(
            to: folder.appendingPathComponent("hugo.toml"), atomically: true, encoding: .utf8)
        let layouts = folder.appendingPathComponent("layouts/_default")
        try files.createDirectory(at: layouts, withIntermediateDirectories: true)
        let page = """
            <!DOCTYPE html>
            <html><head><title>{{ .Title }}</title></head>
            <body><main>{{ .Content }}</main></body></html>

            """
        for name in ["single.html", "list.html"] {
            try page.write(
                to: layouts.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }
}
