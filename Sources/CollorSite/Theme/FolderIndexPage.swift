import Foundation

/// The index page of a folder that the sidebar lists without an `index.md` of its own: the
/// folder's title, then every page (with its description, when it has one), every group of
/// pages and every subfolder, in the sidebar's order, as markdown that goes through the same
/// pipeline. The sidebar shows at most `SidebarWindow.size` items of a folder; this page is where
/// all of them are, and where the folder's link in the sidebar leads.
enum FolderIndexPage {
    /// The index of `section`'s folder (at `folder + "index.html"`).
    ///
    /// - Parameters:
    ///   - descriptions: Pages' descriptions, by output path.
    ///   - indexed: The sections whose folders have an index page once the site's are generated:
    ///     a subfolder's link leads there, or else to the subfolder's first page.
    /// - Complexity: O(pages and subfolders of the folder).
    static func page(
        of section: Int, in navigation: Navigation, descriptions: [String: String],
        indexed: Set<Int>
    ) -> GeneratedPage {
        let sections = navigation.sections
        let listed = sections[section]
        let indexPath = listed.folder + "index.html"
        var text = "# \(MarkdownEscaping.text(listed.title))\n"
        func item(_ title: String, _ outputPath: String) {
            let link = RelativePath.link(from: indexPath, to: outputPath)
            text += "- [\(MarkdownEscaping.text(title))](<\(MarkdownEscaping.destination(link))>)"
            if let description = descriptions[outputPath], !description.isEmpty {
                text += ": " + MarkdownEscaping.text(description)
            }
            text += "\n"
        }
        let pages = listed.entries.filter { $0.outputPath != indexPath }
        if !pages.isEmpty { text += "\n" }
        for entry in pages { item(entry.title, entry.outputPath) }
        let groups = listed.children.filter { sections[$0].isGroup }
        for group in groups {
            text += "\n## \(MarkdownEscaping.text(sections[group].title))\n\n"
            for entry in sections[group].entries { item(entry.title, entry.outputPath) }
        }
        if groups.count < listed.children.count {
            text += "\n## Folders\n\n"
            for child in listed.children where !sections[child].isGroup {
                let folder = sections[child]
                let link =
                    indexed.contains(child) ? folder.folder + "index.html" : folder.link
                item(folder.title, link)
            }
        }
        return GeneratedPage(title: listed.title, body: text)
    }
}
