/// The start of the HTML pages Collor writes, up to `<body>`: the doctype, `<html>` and its
/// `<head>`. Collection and gallery pages (``PageRenderer``) and a documentation site's pages
/// alike begin with it, so they all have the same head, one element per line:
///
/// ```html
/// <!DOCTYPE html>
/// <html lang="en" data-root="../">
/// <head>
/// <meta charset="utf-8">
/// <meta name="viewport" content="width=device-width, initial-scale=1">
/// <meta name="color-scheme" content="light dark">
/// <title>Layouts – Collor</title>
/// <meta name="description" content="How cells are placed.">
/// <link rel="stylesheet" href="../theme/style.css">
/// <style>
/// …
/// </style>
/// </head>
/// ```
///
/// The optional parts (`data-root`, the colour scheme, the description, stylesheets and CSS) are
/// written only when given.
public struct DocumentHead: Sendable {
    /// The document's `<title>`.
    public var title: String
    /// The `<meta name="description">`, or `nil` for none.
    public var description: String?
    /// The document's language, the `lang` of `<html>`.
    public var language: String
    /// The relative path from the page to the root of the site it belongs to (`../` or an empty
    /// string), written as `data-root` on `<html>` for scripts that load files relative to the
    /// root; `nil` writes none (a page shown at any depth, such as a 404 page).
    public var rootPath: String?
    /// The colour schemes the page supports (`light dark`), written as
    /// `<meta name="color-scheme">`; `nil` writes none, and the browser draws the page light.
    public var colorScheme: String?
    /// URLs of stylesheets to link, in order.
    public var stylesheets: [String]
    /// CSS written in a `<style>` element after the linked stylesheets; empty writes none.
    public var css: String

    /// Creates a head titled `title`, by default with nothing else than the charset and
    /// viewport every page has.
    public init(
        title: String, description: String? = nil, language: String = "en",
        rootPath: String? = nil, colorScheme: String? = nil, stylesheets: [String] = [],
        css: String = ""
    ) {
        self.title = title
        self.description = description
        self.language = language
        self.rootPath = rootPath
        self.colorScheme = colorScheme
        self.stylesheets = stylesheets
        self.css = css
    }

    /// Writes the doctype, the opening `<html>` tag and the whole `<head>`, escaping every value
    /// by `html`'s mode; the caller writes `<body>` next and closes `<html>`.
    public func write(into html: inout HTMLWriter) {
        html.raw("<!DOCTYPE html>\n<html")
        html.attribute("lang", language)
        if let rootPath { html.attribute("data-root", rootPath) }
        html.raw(">\n<head>\n<meta charset=\"utf-8\">\n")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        if let colorScheme {
            html.raw("<meta name=\"color-scheme\"")
            html.attribute("content", colorScheme)
            html.raw(">\n")
        }
        html.raw("<title>")
        html.text(title)
        html.raw("</title>\n")
        if let description {
            html.raw("<meta name=\"description\"")
            html.attribute("content", description)
            html.raw(">\n")
        }
        for url in stylesheets {
            html.raw("<link rel=\"stylesheet\" href=\"")
            html.url(url)
            html.raw("\">\n")
        }
        if !css.isEmpty {
            html.raw("<style>\n")
            html.raw(PageRenderer.styleText(css))
            html.raw("</style>\n")
        }
        html.raw("</head>\n")
    }
}
