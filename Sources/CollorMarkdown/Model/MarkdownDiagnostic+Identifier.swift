extension MarkdownDiagnostic.Reason {
    /// A stable name of the problem's kind (`link.unresolved`, `directive.unknown`), for programs
    /// that read the build report: the message's words may change, this does not. Each case has
    /// its own; the list is the build report's documentation (`Site/build-report.md`).
    public var identifier: String {
        switch self {
        case .brokenLink: "link.unresolved"
        case .missingAnchor: "link.missingAnchor"
        case .strippedLink: "link.stripped"
        case .strippedHTML: "html.stripped"
        case .invalidFrontMatter: "frontMatter.invalid"
        case .invalidYAML: "yaml.invalid"
        case .highlightingSkipped: "highlighting.swiftSkipped"
        case .overLimit: "limit.exceeded"
        case .nestedTooDeep: "limit.nestedTooDeep"
        case .pageTooLarge: "page.tooLarge"
        case .malformedDirective: "directive.malformed"
        case .unknownDirective: "directive.unknown"
        case .invalidDirective: "directive.invalid"
        case .unresolvedSymbol: "symbol.unresolved"
        case .externalSymbol: "symbol.external"
        case .notADisambiguation: "symbol.notADisambiguation"
        case .ambiguousSymbol: "symbol.ambiguous"
        case .missingResource: "resource.missing"
        case .articleWithoutTitle: "article.noTitle"
        case .codeBlockOption: "codeBlock.invalidOption"
        case .sectionInTopics: "topics.sectionLink"
        case .leftOutOfTopics(let reason): reason.identifier
        case .host(let problem): problem.base.identifier
        }
    }
}
