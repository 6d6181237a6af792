import CollorSite
import Foundation

extension SiteOptions {
    /// Writes `report` to the `--report` file, when there is one, its paths from the package's
    /// root. Returns false, having said why, when the file cannot be written.
    @discardableResult
    func writeReport(_ report: BuildReport, configuration: SiteConfiguration) -> Bool {
        guard let file = self.report else { return true }
        let paths = ReportPaths(
            root: URL(fileURLWithPath: packagePath, isDirectory: true),
            sources: configuration.sources.map(\.folder))
        do {
            try Data(report.json(paths: paths)).write(
                to: URL(fileURLWithPath: file), options: .atomic)
            return true
        } catch {
            printError(
                "error: cannot write the build report \(file): \(error.localizedDescription)")
            return false
        }
    }
}
