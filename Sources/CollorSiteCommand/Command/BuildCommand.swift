import ArgumentParser
import CollorSite
import Foundation

/// `collor build`: the documentation site, atomically.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the documentation site into the output folder.",
        discussion: """
            The site is built in a hidden sibling folder and swapped in, so a failed build leaves \
            the previous output intact. The build refuses to write into a folder it did not \
            create and never deletes files it did not write.
            """
    )

    @OptionGroup var site: SiteOptions

    func run() throws {
        let configuration = try site.packageSite().configuration
        let output = SiteOptions.display(configuration.output)
        printOutput("Building \(configuration.siteTitle) into \(output)/")
        if configuration.baseURL == nil { printOutput(Self.sitemapNote) }
        let sources = configuration.sources.map(\.folder)
        let report: BuildReport
        do {
            report = try SiteBuilder(configuration: configuration) { printOutput("  " + $0) }
                .build()
        } catch {
            site.printDiagnostic(error, .error, sources: sources)
            site.writeReport(BuildReport(stoppedBy: error), configuration: configuration)
            throw ExitCode.failure
        }
        let reportWritten = site.writeReport(report, configuration: configuration)
        for warning in report.warnings { site.printDiagnostic(warning, .warning, sources: sources) }
        for error in report.errors { site.printDiagnostic(error, .error, sources: sources) }
        guard report.succeeded else {
            printError(Self.failure(report, output: output))
            throw ExitCode.failure
        }
        printOutput(Self.summary(report))
        guard reportWritten else { throw ExitCode.failure }
    }

    /// Said when there is no base URL: the sitemap protocol allows only absolute locations, so
    /// there is no sitemap (a note, not a warning: a strict build does not fail on it).
    static let sitemapNote =
        "note: no sitemap.xml without a base URL (--base-url or base_url: in collor.yml)"

    /// The last line of a failed build.
    static func failure(_ report: BuildReport, output: String) -> String {
        "Build failed: \(report.errorCount); \(output)/ was not changed"
    }

    /// The last line of a build that wrote its output.
    static func summary(_ report: BuildReport) -> String {
        let seconds =
            Double(report.duration.components.attoseconds) / 1e18
            + Double(report.duration.components.seconds)
        let tutorials =
            report.tutorialLinks == 0
            ? ""
            : " (\(report.tutorialLinks) of them links to tutorials that no catalog has)"
        let galleries =
            report.galleryPages == 0
            ? "\(report.galleries) galleries"
            : "\(report.galleryPages) gallery pages, \(report.galleries) galleries embedded"
        return "Built \(report.pages) pages, \(galleries), "
            + "\(report.warnings.count) warnings\(tutorials) in \(String(format: "%.2f", seconds)) s"
    }
}
