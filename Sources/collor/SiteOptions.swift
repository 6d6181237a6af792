import ArgumentParser
import CollorSite
import Foundation
import SampleGalleries

/// Options shared by `collor build` and `collor serve`.
struct SiteOptions: ParsableArguments {
    @Option(help: "The folder of markdown pages, theme/ and data/.")
    var source = "Site"

    @Option(
        help: "The output folder; it must be empty, absent, or a previous output of collor build.")
    var output = "_site"

    @Option(
        name: .customLong("symbol-graphs"),
        help: """
            The folder holding Collor.symbols.json (from `swift package dump-symbol-graph \
            --skip-synthesized-members`); default: the first .build/*/symbolgraph.
            """)
    var symbolGraphs: String?

    @Option(
        name: .customLong("base-url"), help: "The site's public URL, for sitemap.xml and 404.html.")
    var baseURL: String?

    /// The configuration, and a warning when no symbol graph was found. The galleries run their
    /// scenarios here; their own warnings and failures are printed.
    func configuration() -> (SiteConfiguration, warning: String?) {
        let folder =
            symbolGraphs.map { URL(fileURLWithPath: $0) } ?? Self.defaultSymbolGraphFolder()
        let graphs = folder.map { SiteConfiguration.symbolGraphs(in: $0, module: "Collor") } ?? []
        let warning =
            graphs.isEmpty
            ? "warning: no Collor.symbols.json found; the site is built without its API reference"
            : nil
        let galleries = LiveGalleries(SampleGalleries.all)
        for message in galleries.warnings { print("warning: \(message)") }
        for message in galleries.failures { printError("error: gallery \(message)") }
        let configuration = SiteConfiguration(
            source: URL(fileURLWithPath: source), output: URL(fileURLWithPath: output),
            baseURL: baseURL, symbolGraphs: graphs, galleries: galleries)
        return (configuration, warning)
    }

    private static func defaultSymbolGraphFolder() -> URL? {
        let build = URL(fileURLWithPath: ".build")
        let triples = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        return triples.sorted().lazy
            .map { build.appendingPathComponent($0).appendingPathComponent("symbolgraph") }
            .first {
                FileManager.default.fileExists(
                    atPath: $0.appendingPathComponent("Collor.symbols.json").path)
            }
    }
}
