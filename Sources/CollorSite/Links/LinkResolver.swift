import CollorMarkdown
import Foundation

/// Resolves and checks a page's relative links against the whole site.
///
/// A link may name a markdown source (`model.md`, rewritten to the page's output, which honours a
/// `slug`), an output page (`model.html`) or any other file of the site, relative to the page or,
/// with a leading `/`, to the root. `#anchor` must be a heading of the target page.
struct LinkResolver: Sendable {
    private let outputsBySource: [String: String]
    private let anchorsByOutput: [String: Set<String>]
    /// Each page's anchors by their lowercase slug, for `<doc:Name#anchor>` in another case.
    private let anchorsBySlug: [String: [String: String]]
    private let files: Set<String>
    /// Source paths by file name without `.md` (`Ordering`), sorted, for `<doc:Ordering>`.
    private let sourcesByName: [String: [String]]
    private let titlesBySource: [String: String]
    /// The catalogs' tutorials by file name without `.tutorial` (`SlothCreator`): links to them
    /// are counted warnings until tutorials are built.
    private let tutorials: Set<String>

    init(pages: [String: SourcePage], files: Set<String>) {
        var outputs: [String: String] = [:]
        var anchors: [String: Set<String>] = [:]
        var slugs: [String: [String: String]] = [:]
        var names: [String: [String]] = [:]
        var titles: [String: String] = [:]
        for page in pages.values {
            outputs[page.sourcePath] = page.outputPath
            // An extension file's headings are on its symbol's page, with the page's own.
            anchors[page.outputPath, default: []].formUnion(page.headings.map(\.anchor))
            for heading in page.headings {
                let slug = Slugger.slug(heading.anchor)
                if slugs[page.outputPath]?[slug] == nil {
                    slugs[page.outputPath, default: [:]][slug] = heading.anchor
                }
            }
            titles[page.sourcePath] = page.title
            guard page.kind != .api, page.extends == nil else { continue }
            let file = RelativePath.fileName(of: page.sourcePath)
            let name = RelativePath.withoutPageExtension(file)
            names[Self.linkName(name), default: []].append(page.sourcePath)
        }
        outputsBySource = outputs
        anchorsByOutput = anchors
        anchorsBySlug = slugs
        self.files = files
        sourcesByName = names.mapValues { $0.sorted() }
        titlesBySource = titles
        tutorials = Set(
            files.lazy.filter { $0.hasSuffix(".tutorial") }
                .map { RelativePath.fileName(of: $0).dropLast(".tutorial".count) }
                .map(Self.linkName))
    }

    /// The name a `<doc:>` link gives an article or tutorial of file name `name`, as DocC makes
    /// it: every run of whitespace, hyphens and en or em dashes becomes one `-`, so
    /// `Adopting ServiceLifecycle in libraries.md` is `<doc:Adopting-ServiceLifecycle-in-libraries>`.
    static func linkName(_ name: some StringProtocol) -> String {
        name.split(whereSeparator: { $0.isWhitespace || "-\u{2013}\u{2014}".contains($0) })
            .joined(separator: "-")
    }

    /// Whether `<doc:name>` names a tutorial: a `.tutorial` file of a catalog, or DocC's
    /// `tutorials/` path (`<doc:/tutorials/SlothCreator/Creating-Custom-Sloths>`).
    private func isTutorial(_ name: String) -> Bool {
        let path = name.hasPrefix("/") ? name.dropFirst() : Substring(name)
        return path.hasPrefix("tutorials/") || tutorials.contains(RelativePath.fileName(of: name))
    }

    /// The tutorial's name in DocC's path to it (`Creating-Custom-Sloths` in
    /// `/tutorials/SlothCreator/Creating-Custom-Sloths`), or nil for another path.
    private func tutorialPath(_ name: String) -> String? {
        let path = name.hasPrefix("/") ? name.dropFirst() : Substring(name)
        guard path.hasPrefix("tutorials/") else { return nil }
        return RelativePath.fileName(of: String(path))
    }

    /// Resolves DocC's `<doc:Name#anchor>` from the page at `sourcePath`: the page whose file is
    /// `Name.md`, preferring one in the same folder (catalog), with its title for the link's
    /// text. An anchor matches a heading's anchor as written or, failing that, in any case:
    /// a catalog's anchors keep the heading's case as DocC's do (`#Fill-a-basket`), a markdown
    /// folder's are lowercase.
    func resolveDocument(_ name: String, anchor: String?, from sourcePath: String)
        -> MarkdownContext.Resolution
    {
        let link = "doc:" + name + (anchor.map { "#" + $0 } ?? "")
        let candidates =
            sourcesByName[name] ?? tutorialPath(name).flatMap { sourcesByName[$0] } ?? []
        let folder = RelativePath.directory(of: sourcePath)
        let sameFolder = candidates.filter { RelativePath.directory(of: $0) == folder }
        let chosen = sameFolder.count == 1 ? sameFolder : candidates
        if candidates.isEmpty && isTutorial(name) { return .failure(.tutorialLink(link)) }
        guard chosen.count == 1, let target = chosen.first, let output = outputsBySource[target]
        else {
            let detail = chosen.isEmpty ? "" : " (several pages: \(chosen.joined(separator: ", ")))"
            return .failure(.brokenLink(link + detail))
        }
        let fromOutput = outputsBySource[sourcePath] ?? sourcePath
        var url = RelativePath.link(from: fromOutput, to: output)
        if let anchor, !anchor.isEmpty {
            let anchors = anchorsByOutput[output] ?? []
            let decoded = anchor.removingPercentEncoding ?? anchor
            guard
                let found = anchors.contains(decoded)
                    ? decoded : anchorsBySlug[output]?[Slugger.slug(decoded)]
            else {
                return .failure(.missingAnchor(link))
            }
            url += "#" + found
        }
        return .titled(url, title: titlesBySource[target] ?? name)
    }

    func resolve(_ link: String, anchor: String?, from sourcePath: String)
        -> MarkdownContext.Resolution
    {
        let decoded = link.removingPercentEncoding ?? link
        guard let target = RelativePath.resolve(decoded, from: sourcePath) else {
            return .failure(.brokenLink(link))
        }
        let fromOutput = outputsBySource[sourcePath] ?? sourcePath
        let output: String
        if let page = outputsBySource[target] {
            output = page
        } else if anchorsByOutput[target] != nil || files.contains(target) {
            output = target
        } else if target.isEmpty || target.hasSuffix("/"),
            anchorsByOutput[target + "index.html"] != nil
        {
            output = target + "index.html"
        } else {
            return .failure(.brokenLink(link))
        }
        if let anchor, !anchor.isEmpty {
            guard let anchors = anchorsByOutput[output] else {
                return .failure(.missingAnchor(link + "#" + anchor))
            }
            guard anchors.contains(anchor.removingPercentEncoding ?? anchor) else {
                return .failure(.missingAnchor(link + "#" + anchor))
            }
        }
        return .rewrite(RelativePath.link(from: fromOutput, to: output))
    }
}
