import CollorMarkdown
import Foundation

/// The index page of a folder that the sidebar lists without an `index.md` of its own: the
/// folder's title, then every page (with its description, when it has one), every group of
/// pages and every subfolder, in the sidebar's order, as a generated page that goes through the
/// same renderer. The sidebar shows at most `SidebarWindow.size` items of a folder; this page is
/// where all of them are, and where the folder's link in the sidebar leads.
enum FolderIndexPage {
    /// The index of `section`'s folder (at `folder + "index.html"`).
    ///
    /// - Parameters:
    ///   - descriptions: Pages' descriptions, by output path.
    ///   - indexed: The sections whose folders have an index page once the site's are generated:
    ///     a subfolder's link leads there, or else to the subfolder's first page.
    ///   - previews: HTML previews of pages, by output path (a gallery's first step): a page
    ///     with one is listed under a heading of its own, its preview below its description.
    /// - Complexity: O(pages and subfolders of the folder).
    static func page(
        of section: Int, in navigation: Navigation, descriptions: [String: String],
        indexed: Set<Int>, previews: [String: String] = [:]
    ) -> GeneratedPage {
        let sections = navigation.sections
        let listed = sections[section]
        let indexPath = listed.folder + "index.html"
        var blocks: [GeneratedBlock] = [
            .heading(level: 1, [.text(GeneratedText.trimmedLine(listed.title))])
        ]
        func item(_ title: String, _ outputPath: String) -> [GeneratedInline] {
            let link = RelativePath.link(from: indexPath, to: outputPath)
            var item: [GeneratedInline] = [
                .link(GeneratedText.destination(link), [.text(GeneratedText.line(title))])
            ]
            if let description = descriptions[outputPath], !description.isEmpty {
                item.append(.text(GeneratedText.lineEnd(": " + description)))
            }
            return item
        }
        let pages = listed.entries.filter { $0.outputPath != indexPath }
        let plain = pages.filter { previews[$0.outputPath] == nil }
        if !plain.isEmpty { blocks.append(.list(plain.map { item($0.title, $0.outputPath) })) }
        for page in pages {
            guard let preview = previews[page.outputPath] else { continue }
            let link = RelativePath.link(from: indexPath, to: page.outputPath)
            blocks.append(
                .heading(
                    level: 2,
                    [
                        .link(
                            GeneratedText.destination(link),
                            [.text(GeneratedText.trimmedLine(page.title))])
                    ]))
            if let description = descriptions[page.outputPath], !description.isEmpty {
                blocks.append(.paragraph([.text(GeneratedText.trimmedLine(description))]))
            }
            blocks.append(.html(preview))
        }
        let groups = listed.children.filter { sections[$0].isGroup }
        for group in groups {
            let title = GeneratedText.trimmedLine(sections[group].title)
            blocks.append(.heading(level: 2, [.text(title)]))
            let entries = sections[group].entries
            if !entries.isEmpty {
                blocks.append(.list(entries.map { item($0.title, $0.outputPath) }))
            }
        }
        if groups.count < listed.children.count {
            blocks.append(.heading(level: 2, [.text("Folders")]))
            blocks.append(
                .list(
                    listed.children.filter { !sections[$0].isGroup }.map { child in
                        let folder = sections[child]
                        let link =
                            indexed.contains(child) ? folder.folder + "index.html" : folder.link
                        return item(folder.title, link)
                    }))
        }
        // A preview is the only raw HTML: every other block is text.
        let previewed = pages.contains { previews[$0.outputPath] != nil }
        return GeneratedPage(title: listed.title, unsafe: previewed, blocks: blocks)
    }
}
