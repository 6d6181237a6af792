/// Every output path is written by one source: two pages with the same output, two extension
/// files of one symbol, or a page and a file (static, generated) at the same path are errors
/// naming both, instead of one silently replacing the other.
enum OutputClaims {
    /// The clashes among `pages`, and between them and `files` (output path → the source shown
    /// in the error), in source path order.
    ///
    /// - Complexity: O(p log p) for p pages.
    static func clashes(in pages: [String: SourcePage], files: [String: String] = [:])
        -> [SiteError]
    {
        var errors: [SiteError] = []
        var owners: [String: String] = [:]
        var extended: [String: String] = [:]
        for path in pages.keys.sorted() {
            guard let page = pages[path] else { continue }
            if let target = page.extends {
                if let other = extended[target] {
                    errors.append(
                        SiteError(
                            file: page.displayPath,
                            reason: .output(
                                .duplicateOutput(
                                    "an extension of \(target) (also extended by \(other))"))))
                }
                extended[target] = page.displayPath
                continue
            }
            if let other = owners[page.outputPath] ?? files[page.outputPath] {
                errors.append(
                    SiteError(
                        file: page.displayPath,
                        reason: .output(
                            .duplicateOutput("\(page.outputPath) (also written by \(other))"))))
            }
            owners[page.outputPath] = page.displayPath
        }
        return errors
    }
}
