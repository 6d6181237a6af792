import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import PropertyBased
import Testing

@testable import CollorSite

/// Random sequences of edits, each followed by an incremental rebuild whose output must be the
/// bytes a full build of the same sources writes: a cache that misses an invalidation shows as a
/// difference here. Each case prints its seed on failure (`.fixedSeed(...)` reproduces it).
private let scripts = Generator<EditScript, Shrink.None<EditScript>> { seeded in
    var random = SplitMix64(seed: seeded.next())
    return EditScript.random(using: &random)
}

@Suite struct IncrementalRebuildPropertyTests {
    @Test func incrementalRebuildWritesWhatAFullBuildWrites() async {
        await propertyCheck(count: 5, input: scripts) { script in
            let scratch = ScratchFolder()
            defer { scratch.remove() }
            do {
                try script.check(in: scratch)
            } catch {
                Issue.record("\(error)\n\(script)")
            }
        }
    }
}

/// One edit of a small site's files.
private enum Edit: CustomStringConvertible {
    /// A paragraph added to the page (by index into the pages, sorted).
    case text(Int, String)
    /// The page's level-1 heading replaced.
    case title(Int, String)
    /// A page added in a folder (by index into `EditScript.folders`), linking to another page.
    case newPage(folder: Int, name: String, linkTo: Int)
    case delete(Int)
    /// The page moved to another folder.
    case rename(Int, folder: Int)
    /// The snippet's code replaced.
    case snippet(String)
    /// A theme file added or replaced.
    case theme(String)
    /// A JSON block added to the page, or the page's blocks removed when the text is empty:
    /// blocks that pages share, gain and lose, highlighted by Pygments.
    case code(Int, String)
    /// `collor.yml`'s title replaced, and its navigation listing the pages (sorted) from an
    /// index on, or listing none.
    case configuration(title: String, navigationFrom: Int?)

    var description: String {
        switch self {
        case .text(let page, let words): "text(\(page), \(words))"
        case .title(let page, let title): "title(\(page), \(title))"
        case .newPage(let folder, let name, let link): "newPage(\(folder), \(name), \(link))"
        case .delete(let page): "delete(\(page))"
        case .rename(let page, let folder): "rename(\(page), \(folder))"
        case .snippet(let code): "snippet(\(code))"
        case .theme(let css): "theme(\(css))"
        case .code(let page, let word): "code(\(page), \(word))"
        case .configuration(let title, let from):
            "configuration(\(title), \(from.map(String.init) ?? "nil"))"
        }
    }
}

/// A starting site and the edits made to it, one rebuild after each.
private struct EditScript: CustomStringConvertible {
    static let folders = ["", "guide/", "guide/deep/", "reference/"]
    static let words = ["apple", "basket", "cherry", "dune", "ember", "fjord", "grove", "harbor"]

    var edits: [Edit]

    var description: String { "edits: " + edits.map(\.description).joined(separator: "; ") }

    static func random(using random: inout SplitMix64) -> EditScript {
        func word() -> String { words[Int(random.next() % UInt64(words.count))] }
        func number(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        var edits: [Edit] = []
        for _ in 0..<(4 + number(4)) {
            switch number(10) {
            case 0: edits.append(.text(number(64), word() + " " + word()))
            case 1: edits.append(.title(number(64), word().capitalized + " " + word()))
            case 2:
                edits.append(
                    .newPage(folder: number(folders.count), name: word(), linkTo: number(64)))
            case 3: edits.append(.delete(number(64)))
            case 4: edits.append(.rename(number(64), folder: number(folders.count)))
            case 5: edits.append(.snippet("let " + word() + " = \(number(100))"))
            case 6: edits.append(.theme(word()))
            case 7: edits.append(.code(number(64), number(3) == 0 ? "" : word()))
            case 8:
                edits.append(
                    .configuration(
                        title: word().capitalized,
                        navigationFrom: number(2) == 0 ? nil : number(64)))
            default: edits.append(.title(number(64), word().capitalized))
            }
        }
        return EditScript(edits: edits)
    }

    /// Builds the starting site, then for each edit rebuilds it and compares the output with a
    /// full build's.
    func check(in scratch: ScratchFolder) throws {
        let docs = scratch.url.appendingPathComponent("docs")
        let theme = scratch.url.appendingPathComponent("theme")
        let snippets = scratch.url.appendingPathComponent("Snippets")
        try ScratchSite.write(
            [
                "index.md": "# Home\n\nSee [the model](guide/model.md).\n",
                "guide/model.md": "# The model\n\n## Sections\n\nSee [start](../start.md).\n",
                "guide/deep/snippet.md": "# Code\n\n@Snippet(path: \"Kit/Snippets/Add\")\n",
                "start.md": "# Start\n\nRead [the model](guide/model.md#sections).\n",
                "reference/terms.md": "---\norder: 2\n---\n# Terms\n\nA list.\n",
            ], into: docs)
        try ScratchSite.write(["extra.css": "p { color: red }\n"], into: theme)
        try ScratchSite.write(["Add.swift": "let sum = 1 + 2\n"], into: snippets)
        try ScratchSite.write(
            ["collor.yml": "title: Edits\ndocs: docs\ntheme: theme\n"], into: scratch.url)
        // Read from `collor.yml` (the snippets are its `Snippets/`), as `collor serve` reads
        // it, so that its edits are seen.
        func readConfiguration(output: String) throws -> SiteConfiguration {
            var configuration = try PackageSite(
                options: PackageSite.Options(root: scratch.url, output: output)
            ).configuration
            // Pygments runs only when a page shows a block (`.code`).
            configuration.highlighter = Pygments()
            return configuration
        }
        let configuration = try readConfiguration(output: "_site")
        let builder = SiteBuilder(configuration: configuration)
        let first = try builder.build()
        #expect(first.errors.map(\.description) == [])
        for (step, edit) in edits.enumerated() {
            let touched = try apply(
                edit, docs: docs, theme: theme, snippets: snippets, root: scratch.url)
            // Every other rebuild is told which files changed, as file events tell serve's.
            let incremental = try builder.rebuild(changed: step % 2 == 0 ? touched : nil)
            let fresh = try readConfiguration(output: "full-\(step)")
            let full = try SiteBuilder(configuration: fresh).build()
            #expect(
                incremental.errors.map(\.description) == full.errors.map(\.description),
                "after \(edit)")
            guard full.errors.isEmpty else { continue }
            let difference = Self.difference(configuration.output, fresh.output)
            #expect(difference == nil, "after step \(step), \(edit)")
            if difference != nil { return }
        }
    }

    /// Makes the edit; returns the full paths of the files it wrote, removed or moved.
    private func apply(
        _ edit: Edit, docs: URL, theme: URL, snippets: URL, root: URL
    ) throws -> Set<String> {
        let pages = Self.pages(in: docs)
        func page(_ index: Int) -> URL? {
            pages.isEmpty ? nil : docs.appendingPathComponent(pages[index % pages.count])
        }
        switch edit {
        case .text(let index, let words):
            guard let file = page(index) else { return [] }
            try (readText(file) + "\nMore about \(words).\n").write(
                to: file, atomically: true, encoding: .utf8)
            return [file.path]
        case .title(let index, let title):
            guard let file = page(index) else { return [] }
            let lines = readText(file).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("# ") ? "# " + title : String($0) }
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            return [file.path]
        case .newPage(let folder, let name, let link):
            let path = Self.folders[folder] + name + ".md"
            let target = pages.isEmpty ? "" : pages[link % pages.count]
            let relative =
                String(repeating: "../", count: Self.folders[folder].split(separator: "/").count)
                + target
            try ScratchSite.write(
                [path: "# \(name.capitalized)\n\nNext: [a page](\(relative)).\n"], into: docs)
            return [docs.appendingPathComponent(path).path]
        case .delete(let index):
            // One page stays, so that the site is never empty.
            guard pages.count > 1, let file = page(index) else { return [] }
            try FileManager.default.removeItem(at: file)
            return [file.path]
        case .rename(let index, let folder):
            guard let file = page(index) else { return [] }
            let destination = docs.appendingPathComponent(Self.folders[folder])
                .appendingPathComponent(file.lastPathComponent)
            guard !FileManager.default.fileExists(atPath: destination.path) else { return [] }
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: file, to: destination)
            return [file.path, destination.path]
        case .snippet(let code):
            try ScratchSite.write(["Add.swift": code + "\n"], into: snippets)
            return [snippets.appendingPathComponent("Add.swift").path]
        case .code(let index, let word):
            guard let file = page(index) else { return [] }
            let text = readText(file)
            let edited =
                word.isEmpty
                ? String(text.prefix { $0 != "`" })
                : text + "\n```json\n{\"\(word)\": 1}\n```\n"
            try edited.write(to: file, atomically: true, encoding: .utf8)
            return [file.path]
        case .theme(let word):
            try ScratchSite.write(
                ["extra.css": "/* \(word) */\n", "\(word).css": word], into: theme)
            return [
                theme.appendingPathComponent("extra.css").path,
                theme.appendingPathComponent("\(word).css").path,
            ]
        case .configuration(let title, let from):
            let listed = from.map { from in
                pages.indices.map { pages[(from + $0) % pages.count] }
            }
            let navigation = listed.map { "navigation: [\($0.joined(separator: ", "))]\n" }
            try ScratchSite.write(
                ["collor.yml": "title: \(title)\ndocs: docs\ntheme: theme\n" + (navigation ?? "")],
                into: root)
            return [root.appendingPathComponent("collor.yml").path]
        }
    }

    /// The markdown files under `docs`, root-relative and sorted.
    static func pages(in docs: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: docs.path)
        return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") }.sorted()
    }

    /// The first difference between two folders (a file in one only, or other bytes); nil when
    /// they hold the same files with the same bytes.
    static func difference(_ left: URL, _ right: URL) -> String? {
        func files(_ folder: URL) -> [String] {
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            return (enumerator?.allObjects as? [String] ?? []).filter { path in
                var isFolder: ObjCBool = false
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
                return !isFolder.boolValue
            }.sorted()
        }
        let leftFiles = files(left)
        let rightFiles = files(right)
        if leftFiles != rightFiles {
            return "files: only incremental \(Set(leftFiles).subtracting(rightFiles).sorted()), "
                + "only full \(Set(rightFiles).subtracting(leftFiles).sorted())"
        }
        for path in leftFiles {
            let one = FileManager.default.contents(atPath: left.appendingPathComponent(path).path)
            let two = FileManager.default.contents(atPath: right.appendingPathComponent(path).path)
            if one != two {
                return "\(path) differs:\n" + String(decoding: one ?? Data(), as: UTF8.self)
                    + "\n---- full build:\n" + String(decoding: two ?? Data(), as: UTF8.self)
            }
        }
        return nil
    }
}
