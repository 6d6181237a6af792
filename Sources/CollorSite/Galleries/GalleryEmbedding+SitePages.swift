import CollorMarkdown

extension GalleryEmbedding {
    /// The pages the galleries add to the site, by root-relative source path: `LiveGalleries`'
    /// generated pages, or another embedding's markdown (`pages()`).
    var sitePages: [String: PageContent] {
        if let live = self as? LiveGalleries {
            return live.generatedPages.mapValues { .generated($0) }
        }
        return pages().mapValues { .written($0) }
    }

    /// Previews of the galleries' pages for their folder's index, by output path: none but
    /// `LiveGalleries`'.
    var sitePreviews: [String: String] { (self as? LiveGalleries)?.previews ?? [:] }
}
