import CollorMarkdown
import Foundation

/// The API reference stage's result: the symbol graphs decoded into modules and generated
/// pages, kept while the build reads the same graphs.
struct GeneratedAPI {
    /// The symbol graphs it was read from: its key.
    var symbolGraphs: [URL] = []
    /// The generated API pages by source path; nil until the symbol graphs are read.
    var pages: [String: GeneratedPage]?
    /// The source path of each symbol's page, by symbol.
    var symbolPages: [String: String] = [:]
    /// The decoded API reference, for symbol links.
    var references: [APIReference] = []
}
