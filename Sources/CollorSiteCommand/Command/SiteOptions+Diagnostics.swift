import CollorSite
import Foundation

extension SiteOptions {
    /// Writes `problem` in the chosen `--diagnostics-format` to the command's one stream;
    /// `sources` are the docs folders whose pages it may name.
    func printDiagnostic(
        _ problem: SiteError, _ severity: GitHubAnnotation.Severity, sources: [URL] = []
    ) {
        let files = DiagnosticFiles(
            sources: sources, root: URL(fileURLWithPath: packagePath, isDirectory: true))
        CommandOutput.line(diagnosticsFormat.line(problem, severity, files: files))
    }
}
