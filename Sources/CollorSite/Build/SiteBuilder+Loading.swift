import CollorMarkdown
import Foundation

/// Loading: each page's front matter split and its headings, title and Topics read.
extension SiteBuilder {
    /// Splits front matter and parses `paths`, on every core; returns the problems found.
    ///
    /// Each page's syntax tree is read for its headings and title, then freed: rendering parses
    /// the page again, so that the site's trees are never all in memory.
    func loadPages(_ paths: Set<String>) -> [SiteError] {
        let markdown = allMarkdown()
        struct Input: Sendable {
            var path: String
            var text: String
            var display: String
            var maximumBytes: Int?
            var inCatalog: Bool
        }
        // The size limit is for pages people write: a generated API page grows with the module
        // (an enum of thousands of cases) and is not refused for it.
        let inputs = paths.sorted().compactMap { path in
            markdown[path].map {
                Input(
                    path: path, text: $0, display: displayPath(of: path),
                    maximumBytes: apiPages?[path] != nil ? nil : MarkdownOptions.maximumPageBytes,
                    inCatalog: isInCatalog(path))
            }
        }
        let results = inputs.concurrentMap { input -> Result<Loaded, SiteError> in
            do throws(SiteError) {
                let split: FrontMatter.Split
                do throws(MarkdownDiagnostic) {
                    split = try FrontMatter.split(
                        input.text, file: input.display, maximumBytes: input.maximumBytes)
                } catch {
                    throw SiteError(error)
                }
                let document = MarkdownDocument(split.body, lineOffset: split.bodyLineOffset)
                let headings = document.headings(doccAnchors: input.inCatalog)
                return .success(
                    Loaded(
                        split: split, headings: headings, extendedSymbol: document.extendedSymbol,
                        displayName: document.displayName,
                        topics: TopicsSection(in: document, source: split.body)))
            } catch {
                return .failure(error)
            }
        }
        var errors: [SiteError] = []
        for (input, result) in zip(inputs, results) {
            switch result {
            case .success(let loaded):
                let split = loaded.split
                let heading: String? =
                    loaded.headings.first(where: { $0.level == 1 })?.title
                    ?? loaded.headings.first?.title
                let title =
                    split.frontMatter.title ?? loaded.displayName ?? heading
                    ?? Self.titleFromFileName(input.path)
                pages[input.path] = SourcePage(
                    sourcePath: input.path,
                    outputPath: outputPath(of: input.path, slug: split.frontMatter.slug),
                    kind: kind(of: input.path), section: section(of: input.path),
                    source: input.text, frontMatter: split.frontMatter, body: split.body,
                    bodyLineOffset: split.bodyLineOffset, headings: loaded.headings, title: title,
                    displayPath: input.display, extendedSymbol: loaded.extendedSymbol,
                    topics: loaded.topics, doccAnchors: input.inCatalog)
            case .failure(let error):
                errors.append(error)
            }
        }
        attachExtensionFiles()
        var owners: [String: String] = [:]
        var extended: [String: String] = [:]
        for path in pages.keys.sorted() {
            if let target = pages[path]?.extends {
                if let other = extended[target] {
                    errors.append(
                        SiteError(
                            file: displayPath(of: path),
                            reason: .duplicateOutput(
                                "an extension of \(target) (also extended by \(other))")))
                }
                extended[target] = displayPath(of: path)
                continue
            }
            guard let output = pages[path]?.outputPath else { continue }
            if let other = owners[output] {
                errors.append(
                    SiteError(
                        file: displayPath(of: path),
                        reason: .duplicateOutput("\(output) (also written by \(other))")))
            }
            owners[output] = displayPath(of: path)
        }
        return errors
    }

    struct Loaded: Sendable {
        var split: FrontMatter.Split
        var headings: [TOCEntry]
        var extendedSymbol: String?
        /// `@DisplayName`'s title.
        var displayName: String?
        var topics: TopicsSection?
    }
}
