import CollorMarkdown

extension SiteError.Reason {
    /// A stable name of the problem's kind (`link.unresolved`, `config.unknownKey`), for
    /// programs that read the build report: a page's problem keeps its markdown identifier
    /// (`MarkdownDiagnostic.Reason.identifier`). Listed in `Site/build-report.md`.
    public var identifier: String {
        switch self {
        case .markdown(let reason): reason.identifier
        case .configuration(let problem):
            switch problem {
            case .invalidYAML: "config.invalidYAML"
            case .invalidValue: "config.invalidValue"
            case .unknownKey: "config.unknownKey"
            case .missingDocumentation: "config.missingDocumentation"
            case .missingSymbolGraph: "config.missingSymbolGraph"
            }
        case .input(let problem):
            switch problem {
            case .invalidData: "input.invalidData"
            case .io: "input.unreadable"
            case .skipped: "input.skipped"
            }
        case .output(let problem):
            switch problem {
            case .duplicateOutput: "output.duplicate"
            case .notOwned: "output.notOwned"
            case .foreignFiles: "output.foreignFiles"
            case .unsafePath: "output.unsafePath"
            case .leftoverKept: "output.leftoverKept"
            case .io: "output.unwritable"
            case .locked: "output.locked"
            }
        case .highlighting: "highlighting.unavailable"
        case .codeShownPlain: "highlighting.shownPlain"
        case .links(let problem): problem.identifier
        case .documentation(let problem):
            switch problem {
            case .missingParameter, .missingUnnamedParameter: "parameter.missing"
            case .duplicateParameter: "parameter.duplicate"
            case .parameterNotFound: "parameter.notFound"
            case .externalName: "parameter.externalName"
            case .returnsForVoid: "returns.void"
            case .notDeprecated: "deprecationSummary.notDeprecated"
            }
        case .gallery: "gallery.warning"
        }
    }
}
