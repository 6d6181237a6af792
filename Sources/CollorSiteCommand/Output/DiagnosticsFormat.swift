import ArgumentParser
import CollorSite
import Foundation

/// How warnings and errors are written (`--diagnostics-format`).
enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// `warning: FILE:LINE:COLUMN: message`, the form compilers use.
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
            return "\(severity.rawValue): \(problem)"
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
