import Foundation

/// Builds the documentation site: pages from the source folder, the API reference from symbol
/// graphs, gallery pages, search index, sitemap, charts and the 404 page.
///
/// `build()` renders everything and swaps the output in atomically. The builder keeps what it
/// rendered, so that `rebuild()` (the preview server's) re-renders only the pages whose source
/// changed, and every page only when a title, order or anchor changed (the navigation and other
/// pages' links depend on those). The API reference is rendered once per builder.
public final class SiteBuilder {
    /// Where the site comes from and goes to: the one given, or what its `collor.yml` says
    /// now, when a rebuild found the file changed.
    public var configuration: SiteConfiguration { cache.configuration }

    /// Everything a rebuild reuses (`BuildCache`): the builder's only state.
    var cache: BuildCache
    let progress: (String) -> Void

    /// A builder; nothing is read until `build()`. `progress` hears each step of a full build.
    public init(configuration: SiteConfiguration, progress: @escaping (String) -> Void = { _ in }) {
        self.cache = BuildCache(configuration: configuration)
        self.progress = progress
    }

    /// Builds the whole site and replaces the output folder with it.
    ///
    /// Problems in pages (bad front matter, a page over a limit; in a strict build every warning
    /// too, such as a broken link) are collected in the report, all of them, and leave the output
    /// untouched. Pages are rendered on every core, a batch at a time, and written into the new
    /// output as they come, so memory holds one batch of HTML, not the site's.
    ///
    /// - Throws: `SiteError` when the output folder is not ours or cannot be written.
    /// - Complexity: O(total size of the sources and symbol graphs).
    public func build() throws(SiteError) -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        try OutputFolder(configuration.output).checkOwnership()
        // `PackageSite` checks `--base-url` and `base_url`; a configuration made in code is
        // checked here, before the address reaches `404.html` and `sitemap.xml`.
        if let baseURL = configuration.baseURL, !ConfigurationFile.isHTTPURL(baseURL) {
            throw SiteError(
                file: "base URL",
                reason: .configuration(
                    .invalidValue(
                        key: "base_url",
                        "expected an http:// or https:// address, found '\(baseURL)'")))
        }
        // A full build starts over; only the decoded API reference is kept.
        cache = cache.startingOver()
        var errors: [SiteError] = []
        do {
            cache.sources = try SiteSources.read(configuration)
            try loadAPIReference()
        } catch {
            return report(errors: [error], rendered: [], written: [], start: start, clock: clock)
        }
        cache.stages.finish("read")
        progress(
            "Read \(cache.sources.markdown.count) pages and \(cache.sources.staticFiles.count) theme and static "
                + "files; \(cache.api.pages?.count ?? 0) API reference pages from the symbol graphs"
        )
        errors += loadPages(Set(allDocuments().keys))
        attachExtensionFiles()
        errors += outputProblems()
        if errors.isEmpty { errors += loadGeneratedPages().errors }
        cache.stages.finish("load")
        guard errors.isEmpty else {
            return report(errors: errors, rendered: [], written: [], start: start, clock: clock)
        }
        highlightCodeBlocks()
        cache.stages.finish("highlight")
        let rendered = cache.linked.pages.keys.sorted()
        var replacement = try OutputFolder(configuration.output).beginReplacement(
            listing: cache.linked.pages.values.compactMap {
                $0.isWritten ? $0.outputPath : nil
            })
        do {
            errors += try render(rendered) { path, bytes, _ throws(SiteError) in
                try replacement.write(path, .bytes(bytes))
            }
            errors += generateSupportFiles()
            cache.stages.finish("render")
            progress("Rendered \(rendered.count) pages and checked their links")
            guard errors.isEmpty, strictFailures().isEmpty else {
                replacement.abandon()
                return report(
                    errors: errors, rendered: rendered, written: [], start: start, clock: clock)
            }
            for path in cache.output.files.keys.sorted() {
                try replacement.write(path, cache.output.files[path] ?? .bytes([]))
            }
        } catch {
            replacement.abandon()
            throw error
        }
        let written = allOutputPaths()
        try replacement.commit(allFiles: written)
        cache.stages.finish("write")
        progress("Wrote \(written.count) files")
        cache.hasBuilt = true
        return report(
            errors: [], rendered: rendered, written: written.sorted(), start: start, clock: clock)
    }

    /// Re-reads the source folder and updates the output in place with what changed; the first call
    /// (or any call after a failed build) does a full `build()`.
    ///
    /// - Throws: `SiteError` when the output folder is not ours or cannot be written.
    public func rebuild() throws(SiteError) -> BuildReport {
        try rebuild(changed: nil)
    }

    /// `rebuild()`, told which files changed (full paths, from file events): only those are read
    /// again. A path that is not a file the last read found (a new or removed file, a folder) has
    /// the sources read whole, as does `nil`.
    ///
    /// - Throws: `SiteError` when the output folder is not ours or cannot be written.
    public func rebuild(changed paths: Set<String>?) throws(SiteError) -> BuildReport {
        guard cache.hasBuilt else { return try build() }
        let clock = ContinuousClock()
        let start = clock.now
        switch reloadedConfiguration() {
        case nil: break
        case .failure(let error):
            // The last good output and cache stay; the next rebuild reads the file again.
            return report(errors: [error], rendered: [], written: [], start: start, clock: clock)
        case .success(let next):
            cache = cache.reconfigured(next)
            return try build()
        }
        // A rebuild's report gives its total time; its stages are a build's.
        cache.stages = StageTimer()
        // What the rebuild replaces is logged, and put back if it fails (`UndoLog`).
        cache.beginRebuild()
        defer { cache.endRebuild() }
        let previous = cache.sources
        let previousFiles = cache.output.files
        let previousCount = cache.linked.pages.count
        // The pages read again, when only the files a save named were: no file came or went.
        var rereadPages: Set<String>?
        do {
            if let paths,
                let reread = try SiteSources.reread(
                    paths, in: previous, configuration: configuration)
            {
                cache.replace(\.sources, with: reread.sources)
                rereadPages = reread.pages
            } else {
                cache.replace(
                    \.sources, with: try SiteSources.read(configuration, reusing: previous))
            }
        } catch {
            return report(errors: [error], rendered: [], written: [], start: start, clock: clock)
        }
        // Only the pages read again can differ when no file came or went: the others' documents
        // are made from what the last build left, and none of them went.
        let markdown = rereadPages == nil ? allDocuments() : [:]
        var changed = Set(
            (rereadPages.map(Array.init) ?? Array(markdown.keys)).filter {
                documentChanged($0, rereadPages == nil ? markdown : allDocuments(), since: previous)
            })
        changed.formUnion(tutorialsWithChangedCode(since: previous))
        if previous.snippets != cache.sources.snippets {
            // Pages read their snippets as they render: those that may show one render again.
            changed.formUnion(cache.linked.pages.values.filter(\.showsSnippets).map(\.sourcePath))
        }
        var removed =
            rereadPages != nil ? [] : Set(cache.linked.pages.keys.filter { markdown[$0] == nil })
        for path in removed {
            if let page = cache.linked.pages[path] {
                cache.setPage(nil, at: path)
                // An extension file's output is its symbol's page, which renders again without it.
                if let target = page.extends {
                    changed.insert(target)
                    cache.set(\.output.pageWarnings, path, to: nil)
                    continue
                }
                forget(page)
            }
        }
        var errors = loadPages(changed)
        let linkedChanged = attachExtensionFiles(changed: changed.union(removed))
        // The last build had no clashes: when no page came, went or moved, and no file that
        // claims a path came or went, there are none now.
        let sameClaims =
            linkedChanged && removed.isEmpty && cache.linked.pages.count == previousCount
            && Self.sameKeys(previous.staticFiles, cache.sources.staticFiles)
            && Self.sameKeys(previous.data, cache.sources.data)
            && previous.unpublished == cache.sources.unpublished
            && changed.allSatisfy {
                cache.pageBefore($0)?.outputPath == cache.linked.pages[$0]?.outputPath
            }
        if !sameClaims { errors += outputProblems() }
        // The home and folder indexes are made from the pages' titles, order and descriptions
        // and the paths files claim: when none of those changed, they are the same pages.
        var sameNavigation = !navigationChanged(
            count: previousCount, among: linkedChanged ? changed.union(removed) : nil)
        let sameShape =
            sameNavigation && removed.isEmpty
            && Self.sameKeys(previous.staticFiles, cache.sources.staticFiles)
            && Self.sameKeys(previous.data, cache.sources.data)
            && changed.allSatisfy {
                cache.pageBefore($0)?.frontMatter.description
                    == cache.linked.pages[$0]?.frontMatter.description
            }
        if errors.isEmpty && !sameShape {
            // What `loadGeneratedPages` writes without logging it: the generated pages, and the
            // folder indexes' pages it forgets.
            cache.keep(\.linked.homePage)
            cache.keep(\.linked.folderIndexes)
            for path in cache.linked.folderIndexes.keys {
                cache.setPage(cache.linked.pages[path], at: path)
            }
            let generated = loadGeneratedPages()
            errors += generated.errors
            changed.formUnion(generated.loaded)
            for page in generated.removed {
                removed.insert(page.sourcePath)
                forget(page)
            }
        }
        var rendered: [String] = []
        var changedPages: [String: FileContent] = [:]
        // The output paths of the pages rendered, whose search entries may have changed.
        var renderedOutputs = Set<String>()
        if errors.isEmpty {
            // A tutorial's code file may have come or gone: its blocks are looked at again.
            let codeMoved = !Self.sameKeys(previous.staticFiles, cache.sources.staticFiles)
            highlightCodeBlocks(
                changed: changed.union(removed).union(
                    codeMoved ? cache.highlights.uses.tutorialPages : []))
            if !sameShape { sameNavigation = !navigationChanged(count: previousCount) }
            // Titles, order, anchors or the set of pages changed: the sidebar and links of every
            // page may change, so all pages re-render. Otherwise only the edited ones.
            rendered = sameNavigation ? changed.sorted() : cache.linked.pages.keys.sorted()
            // What the site-wide part of the render reads of the edited pages, besides the
            // navigation's key: their headings' titles, kind, tutorial and link name.
            let sameContext =
                sameShape && previous.staticFiles == cache.sources.staticFiles
                && changed.allSatisfy { path in
                    guard let old = cache.pageBefore(path), let new = cache.linked.pages[path]
                    else { return false }
                    return old.headings == new.headings && old.kind == new.kind
                        && old.extends == new.extends && old.tutorialTime == new.tutorialTime
                        && old.tutorialReferences == new.tutorialReferences
                        && old.isDropped == new.isDropped
                        && old.symbolScope == new.symbolScope
                }
            // Rendering only writes into memory here; nothing it calls throws.
            errors +=
                (try? render(rendered, reusingContext: sameContext) { path, bytes, changed in
                    renderedOutputs.insert(path)
                    if changed { changedPages[path] = .bytes(bytes) }
                }) ?? []
            // The same key is the same output path for every page: none moved.
            if !sameShape { forgetMovedOutputs() }
        }
        let sameSupport =
            previous.staticFiles == cache.sources.staticFiles && previous.data == cache.sources.data
            && removed.isEmpty
        if errors.isEmpty && (!sameSupport || !rendered.isEmpty) {
            // Pages only edited in place: the support files but the search index's stay.
            errors += generateSupportFiles(
                searchEntries: sameSupport && sameShape ? renderedOutputs : nil)
        }
        guard errors.isEmpty, strictFailures().isEmpty else {
            let failed = report(
                errors: errors, rendered: rendered, written: [], start: start, clock: clock)
            // Keep the last good state so the next save can rebuild from it.
            cache.undoRebuild()
            return failed
        }
        let changedFiles = cache.output.files.filter { previousFiles[$0.key] != $0.value }
            .merging(changedPages) { _, page in page }
        // A page's file is gone when its hash went and no other file took its path; the
        // hashes the rebuild set are those the log holds.
        let removedFiles =
            previousFiles.keys.filter {
                cache.output.files[$0] == nil && cache.output.pageHashes[$0] == nil
            }
            + (cache.undo?.hashesBefore ?? [:]).compactMap { path, old in
                old != nil && cache.output.pageHashes[path] == nil
                    && cache.output.files[path] == nil ? path : nil
            }
        guard !changedFiles.isEmpty || !removedFiles.isEmpty else {
            return report(errors: [], rendered: rendered, written: [], start: start, clock: clock)
        }
        // Files only rewritten, none new or gone: the marker's list stands.
        let sameListing =
            removedFiles.isEmpty
            && changedFiles.keys.allSatisfy {
                previousFiles[$0] != nil || cache.pageHashBefore($0) != nil
            }
        try OutputFolder(configuration.output).update(
            changed: changedFiles, removed: removedFiles,
            allFiles: sameListing ? nil : allOutputPaths())
        return report(
            errors: [], rendered: rendered, written: changedFiles.keys.sorted(), start: start,
            clock: clock)
    }

    /// Whether the document at `path` differs from the one its page was loaded from. A written
    /// page's text is compared with the last read's, whose storage it shares when unchanged,
    /// rather than with its page, which would be copied: an edit looks at the site's texts, not
    /// at its pages.
    private func documentChanged(
        _ path: String, _ documents: @autoclosure () -> [String: PageContent],
        since previous: SiteSources
    ) -> Bool {
        // A written page is its document unless the site writes that path (`allDocuments()`).
        if let text = cache.sources.markdown[path], let old = previous.markdown[path],
            path != Self.searchPagePath, cache.api.pages?[path] == nil,
            cache.linked.pages.index(forKey: path) != nil
        {
            return text != old
        }
        return cache.linked.pages[path]?.source != documents()[path]
    }

    /// Whether two dictionaries have the same keys.
    private static func sameKeys<Value>(_ one: [String: Value], _ two: [String: Value]) -> Bool {
        one.count == two.count && one.keys.allSatisfy { two[$0] != nil }
    }

    /// Drops the hashes and search entries of output paths no page writes any more: a page that
    /// moved while serving (a new `slug`, a catalog's root page into or out of the home) leaves
    /// its old file, which the update then removes.
    private func forgetMovedOutputs() {
        let written = Set(cache.linked.pages.values.filter(\.isWritten).map(\.outputPath))
        for path in cache.output.pageHashes.keys where !written.contains(path) {
            cache.setPageHash(nil, at: path)
            cache.set(\.output.searchIndex.entries, path, to: nil)
        }
    }

    /// Drops what the last build kept of a page that is gone: its output's hash, search entry and
    /// warnings.
    private func forget(_ page: SourcePage) {
        cache.setPageHash(nil, at: page.outputPath)
        cache.set(\.output.searchIndex.entries, page.outputPath, to: nil)
        cache.set(\.output.pageWarnings, page.sourcePath, to: nil)
        cache.set(\.output.galleryCounts, page.sourcePath, to: nil)
    }

    /// Every file of the output: pages and the others.
    private func allOutputPaths() -> [String] {
        Array(Set(cache.output.pageHashes.keys).union(cache.output.files.keys))
    }

    /// Every warning of the sources as last read and rendered, the configuration's first.
    private func allWarnings() -> [SiteError] {
        configuration.warnings + cache.sources.skipped + cache.highlights.warnings
            + cache.api.references.flatMap(\.warnings)
            + cache.output.pageWarnings.keys.sorted().flatMap {
                cache.output.pageWarnings[$0] ?? []
            }
    }

    /// The warnings a strict build fails on; none when the build is not strict.
    private func strictFailures() -> [SiteError] {
        configuration.strict ? allWarnings().filter(\.failsStrictBuild) : []
    }

    private func report(
        errors: [SiteError], rendered: [String], written: [String], start: ContinuousClock.Instant,
        clock: ContinuousClock
    ) -> BuildReport {
        var warnings = allWarnings()
        var errors = errors
        let promoted = strictFailures()
        if !promoted.isEmpty {
            // After the build's own errors, in the order they would have been warned about.
            errors += promoted
            warnings.removeAll(where: \.failsStrictBuild)
        }
        // A gallery's own page embeds its gallery once: that is a page written, not an embed.
        let ownPages = configuration.galleries.sitePages
        let galleryPages = cache.linked.pages.keys.count { ownPages[$0] != nil }
        let galleries = cache.linked.pages.keys.reduce(0) {
            $0 + (ownPages[$1] == nil ? cache.output.galleryCounts[$1] ?? 0 : 0)
        }
        let html =
            cache.output.pageHashes.keys.filter { $0.hasSuffix(".html") }.count
            + cache.output.files.keys.filter {
                $0.hasSuffix(".html") && cache.output.pageHashes[$0] == nil
            }.count
        var report = BuildReport(
            pages: html, galleries: galleries, galleryPages: galleryPages,
            renderedPages: rendered.compactMap { cache.linked.pages[$0]?.outputPath }.sorted(),
            writtenFiles: written, warnings: warnings, errors: errors,
            warningsAsErrors: promoted.count, duration: clock.now - start)
        report.strict = configuration.strict
        if configuration.recordsPages { report.pageRecords = pageRecords() }
        report.stageTimes = cache.stages.times
        return report
    }
}
