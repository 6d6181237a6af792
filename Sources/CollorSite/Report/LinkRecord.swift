/// One link occurrence of a page, as the build report lists it.
public struct LinkRecord: Equatable, Sendable {
    /// The file it is written in, as diagnostics name it.
    public var file: String
    /// 1-based line and column (bytes); 0 when unknown.
    public var line: Int
    public var column: Int
    /// `doc`, `symbol` or `link`, as `LinkOccurrence.Kind` names them.
    public var kind: String
    /// The destination as written.
    public var destination: String
    /// The page and anchor it leads to; nil when it is unresolved or leaves the site.
    public var target: ReportTarget?
    /// The URL of a link that leaves the site (`https://...`).
    public var external: String?
    /// A link the site wrote on a page it generates (an index's list, a nested type's heading,
    /// a relationship), which no source holds: column 0.
    public var generated: Bool { column == 0 }

    /// A link record.
    public init(
        file: String, line: Int, column: Int, kind: String, destination: String,
        target: ReportTarget?, external: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.destination = destination
        self.target = target
        self.external = external
    }
}
