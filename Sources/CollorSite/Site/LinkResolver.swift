import Foundation

/// Resolves and checks a page's relative links against the whole site.
///
/// A link may name a markdown source (`model.md`, rewritten to the page's output, which honours a
/// `slug`), an output page (`model.html`) or any other file of the site, relative to the page or,
/// with a leading `/`, to the root. `#anchor` must be a heading of the target page.
struct LinkResolver: Sendable {
    private let outputsBySource: [String: String]
    private let anchorsByOutput: [String: Set<String>]
    private let files: Set<String>

    init(pages: [String: SourcePage], files: Set<String>) {
        var outputs: [String: String] = [:]
        var anchors: [String: Set<String>] = [:]
        for page in pages.values {
            outputs[page.sourcePath] = page.outputPath
            anchors[page.outputPath] = Set(page.headings.map(\.anchor))
        }
        outputsBySource = outputs
        anchorsByOutput = anchors
        self.files = files
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
