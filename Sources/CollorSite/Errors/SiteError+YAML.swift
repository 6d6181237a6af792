import CollorMarkdown
import Yams

extension SiteError {
    /// An error at `node` of a YAML file such as `collor.yml`, with its line and column.
    init(at node: Node, file: String, _ reason: Reason) {
        self.init(
            file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0, reason: reason)
    }

    /// A configuration file's YAML problem (malformed, or out of `BoundedYAML`'s bounds), told
    /// as the configuration's, not a page's.
    init(configuration diagnostic: MarkdownDiagnostic) {
        let reason: Reason
        switch diagnostic.reason {
        case .invalidYAML(let detail): reason = .configuration(.invalidYAML(detail))
        default: reason = .markdown(diagnostic.reason)
        }
        self.init(
            file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
            reason: reason)
    }
}
