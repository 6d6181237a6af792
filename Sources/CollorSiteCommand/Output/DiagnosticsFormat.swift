import ArgumentParser
import CollorSite
import Foundation

/// How warnings and errors are written (`--diagnostics-format`).
enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// `warning: FILE:LINE:COLUMN: message`, the form compilers use, FILE from the package's
    /// root (as the build report names it), so that an editor or a problem matcher opens it.
    case text
    /// GitHub Actions' workflow commands (`GitHubAnnotation`), which a pull request shows at
    /// the line they name.
    case github

    /// `problem` as one line of this format; `files` finds its file for an annotation.
    func line(_ problem: SiteError, _ severity: GitHubAnnotation.Severity, files: DiagnosticFiles)
        -> String
    {
        switch self {
        case .text:
            var located = problem
            located.file = ReportPaths(root: files.root, sources: files.sources).path(
                of: problem.file)
            return "\(severity.rawValue): \(located)"
        case .github:
            guard let file = files.path(of: problem.file) else {
                return GitHubAnnotation(severity: severity, message: problem.description).command
            }
            return GitHubAnnotation(
                severity: severity, file: file, line: problem.line, column: problem.column,
                message: problem.message
            ).command
        }
    }
}
