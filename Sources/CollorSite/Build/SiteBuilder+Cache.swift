import CollorMarkdown

/// The stages' view of the cache: each reads and updates its part of the one `BuildCache` value
/// in place.
extension SiteBuilder {
    var sources: SiteSources {
        get { cache.sources }
        _modify { yield &cache.sources }
    }
    var pages: [String: SourcePage] {
        get { cache.pages }
        _modify { yield &cache.pages }
    }
    var files: [String: FileContent] {
        get { cache.files }
        _modify { yield &cache.files }
    }
    var searchIndex: SearchIndex {
        get { cache.searchIndex }
        _modify { yield &cache.searchIndex }
    }
    var apiPages: [String: GeneratedPage]? {
        get { cache.apiPages }
        _modify { yield &cache.apiPages }
    }
    var parsed: [String: ParsedDocument] {
        get { cache.parsed }
        _modify { yield &cache.parsed }
    }
    var apiReferences: [APIReference] {
        get { cache.apiReferences }
        _modify { yield &cache.apiReferences }
    }
    var folderIndexes: [String: GeneratedPage] {
        get { cache.folderIndexes }
        _modify { yield &cache.folderIndexes }
    }
}
