import CollorMarkdown
import Foundation

/// Resolves and checks a page's relative links against the whole site.
///
/// A link may name a markdown source (`model.md`, rewritten to the page's output, which honours a
/// `slug`), an output page (`model.html`) or any other file of the site, relative to the page or,
/// with a leading `/`, to the root; in a DocC catalog also an article by its name, as DocC
/// leaves such links (`./Ordering`). `#anchor` must be a heading of the target page, in any case.
struct LinkResolver: Sendable {
    private let outputsBySource: [String: String]
    /// Each page's headings: anchor → title.
    private let headingsByOutput: [String: [String: String]]
    /// Each page's anchors by their lowercase slug, for `<doc:Name#anchor>` in another case.
    private let anchorsBySlug: [String: [String: String]]
    private let files: Set<String>
    /// Source paths by file name without `.md` (`Ordering`), sorted, for `<doc:Ordering>`.
    private let sourcesByName: [String: [String]]
    private let titlesBySource: [String: String]
    /// The catalogs' tutorials by file name without `.tutorial` (`SlothCreator`): links to them
    /// are counted warnings until tutorials are built.
    private let tutorials: Set<String>
    /// Each sidebar section's (a catalog's module's) articles by their `<doc:>` names, sorted:
    /// what DocC's near misses of a `<doc:>` link from the module compare.
    let articleNames: [String: [String]]

    init(pages: [String: SourcePage], files: Set<String>) {
        var outputs: [String: String] = [:]
        var headings: [String: [String: String]] = [:]
        var slugs: [String: [String: String]] = [:]
        var names: [String: [String]] = [:]
        var titles: [String: String] = [:]
        var sections: [String: Set<String>] = [:]
        // An article docc drops is no target: a link to its file is a broken link.
        for page in pages.values where !page.isDropped {
            outputs[page.sourcePath] = page.outputPath
            // An extension file's headings are on its symbol's page, with the page's own.
            var pageHeadings = headings[page.outputPath] ?? [:]
            for heading in page.headings {
                pageHeadings[heading.anchor] = pageHeadings[heading.anchor] ?? heading.title
                let slug = Slugger.slug(heading.anchor)
                if slugs[page.outputPath]?[slug] == nil {
                    slugs[page.outputPath, default: [:]][slug] = heading.anchor
                }
            }
            headings[page.outputPath] = pageHeadings
            titles[page.sourcePath] = page.title
            guard page.kind != .api, page.extends == nil else {
                continue
            }
            let file = RelativePath.fileName(of: page.sourcePath)
            let name = RelativePath.withoutPageExtension(file)
            names[Self.linkName(name), default: []].append(page.sourcePath)
            sections[page.section, default: []].insert(Self.linkName(name))
        }
        articleNames = sections.mapValues { $0.sorted() }
        outputsBySource = outputs
        headingsByOutput = headings
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

    /// Resolves DocC's `<doc:path#anchor>` from the page at `sourcePath`, with the text DocC
    /// shows for it: a heading's title, else the page's.
    ///
    /// The path's last component names an article by its file (`Name.md`, one in the same
    /// catalog preferred); else `<doc:Heading>`, like `<doc:#Heading>`, names a heading or task
    /// group of the page itself (swift-numerics' `<doc:Infinity>` is its article, though the
    /// page has a member `infinity`); else, after an article's name, the last component is one
    /// of its headings (`<doc:Page/Heading>`, as `<doc:Page#Heading>`).
    /// An anchor matches a heading's anchor as written or, failing that, in any case: a
    /// catalog's anchors keep the heading's case as DocC's do (`#Fill-a-basket`), a markdown
    /// folder's are lowercase.
    func resolveDocument(_ path: String, anchor: String?, from sourcePath: String)
        -> MarkdownContext.Resolution
    {
        let link = "doc:" + path + (anchor.map { "#" + $0 } ?? "")
        let fromOutput = outputsBySource[sourcePath] ?? sourcePath
        let components = path.split(separator: "/").map(String.init)
        guard let name = components.last else {
            guard let anchor, let found = heading(anchor, on: fromOutput) else {
                return .failure(.missingAnchor(link))
            }
            return .titled("#" + found.anchor, title: found.title)
        }
        var target = article(named: name, from: sourcePath)
        if target == nil, anchor == nil, components.count == 1,
            let found = heading(name, on: fromOutput)
        {
            return .titled("#" + found.anchor, title: found.title)
        }
        var headingName = anchor
        // DocC's `tutorials/Kit/Name` names a tutorial, never a heading of the page `Kit`.
        if target == nil, anchor == nil, components.count > 1, !isTutorial(path) {
            target = article(named: components[components.count - 2], from: sourcePath)
            headingName = name
        }
        guard let target, let output = outputsBySource[target] else {
            if isTutorial(path) {
                return .failure(.host(AnyHostProblem(LinkProblem.tutorialLink(link))))
            }
            let candidates = sourcesByName[name] ?? []
            let detail =
                candidates.count > 1
                ? " (several pages: \(candidates.joined(separator: ", ")))" : ""
            return .failure(.brokenLink(link + detail))
        }
        let url = RelativePath.url(from: fromOutput, to: output)
        guard let headingName, !headingName.isEmpty else {
            return .titled(url, title: titlesBySource[target] ?? name)
        }
        guard let found = heading(headingName, on: output) else {
            return .failure(.missingAnchor(link))
        }
        return .titled(url + "#" + found.anchor, title: found.title)
    }

    /// The article `<doc:name>` names from the page at `sourcePath`: the one whose file has
    /// that link name, one in the page's own folder (catalog) first; nil when none or several.
    func article(named name: String, from sourcePath: String) -> String? {
        let candidates = sourcesByName[name] ?? []
        let folder = RelativePath.directory(of: sourcePath)
        let sameFolder = candidates.filter { RelativePath.directory(of: $0) == folder }
        let chosen = sameFolder.count == 1 ? sameFolder : candidates
        return chosen.count == 1 ? chosen.first : nil
    }

    /// The heading of the page at `output` that `name` names (percent-encoded or not): its
    /// anchor as written, or as DocC reads a link's fragment (`Apple's-Heading` names
    /// `#Apples-Heading`: punctuation dropped), else in any case; nil when the page has none.
    func heading(_ name: String, on output: String) -> (anchor: String, title: String)? {
        guard let headings = headingsByOutput[output] else { return nil }
        let decoded = name.removingPercentEncoding ?? name
        let anchor =
            [decoded, Slugger.doccFragment(decoded)].first { headings[$0] != nil }
            ?? anchorsBySlug[output]?[Slugger.slug(decoded)]
        guard let anchor, let title = headings[anchor] else { return nil }
        return (anchor, title)
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
        } else if headingsByOutput[target] != nil || files.contains(target) {
            output = target
        } else if target.isEmpty || target.hasSuffix("/"),
            headingsByOutput[target + "index.html"] != nil
        {
            output = target + "index.html"
        } else if let article = articleLinkedByPath(target, from: sourcePath),
            let page = outputsBySource[article]
        {
            output = page
        } else {
            return .failure(.brokenLink(link))
        }
        var url = RelativePath.url(from: fromOutput, to: output)
        if let anchor, !anchor.isEmpty {
            guard headingsByOutput[output] != nil else {
                return .failure(.missingAnchor(link + "#" + anchor))
            }
            guard let found = heading(anchor, on: output) else {
                return .failure(.missingAnchor(link + "#" + anchor))
            }
            url += "#" + found.anchor
        }
        return .rewrite(url)
    }

    /// A catalog article that a plain relative link names as DocC's hosted pages would reach it
    /// (`./Ordering`, `Ordering`, `../Ordering`): the path's last component, without `.md`, as
    /// a `<doc:>` link would name it, in the page's catalog.
    private func articleLinkedByPath(_ target: String, from sourcePath: String) -> String? {
        var name = RelativePath.fileName(of: target)
        if name.hasSuffix(".md") { name.removeLast(3) }
        guard !name.isEmpty, !name.contains(".") else { return nil }
        return article(named: Self.linkName(name), from: sourcePath)
    }
}
