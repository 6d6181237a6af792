/// The directives collor knows, by what they do to a page.
enum DirectiveKind {
    /// `@Metadata` and `@Options`: settings, with their own child directives; nothing shown.
    case settings
    /// A child of `@Metadata` or `@Options` (`@DisplayName`, `@AutomaticSeeAlso`).
    case setting
    /// `@Comment`: nothing shown.
    case comment
    /// `@Row`, `@Column`, `@TabNavigator`, `@Tab`, `@Links`, `@Small`, `@DeprecationSummary`:
    /// their content, laid out.
    case layout
    /// `@Image`, `@Video`, `@Snippet`: content from a file.
    case media
    /// DocC's tutorial directives (`TutorialGrammar`): tables of contents, tutorials and their
    /// articles.
    case tutorial
    /// Anything else: a warning, and left out.
    case unknown

    init(_ name: DirectiveName?) {
        switch name {
        case .metadata, .options:
            self = .settings
        case .displayName, .titleHeading, .pageImage, .pageColor, .pageKind, .available,
            .technologyRoot, .documentationExtension, .callToAction, .supportedLanguage,
            .redirected, .alternateRepresentation, .automaticSeeAlso, .automaticTitleHeading,
            .automaticArticleSubheading, .topicsVisualStyle, .customMetadata:
            self = .setting
        case .comment:
            self = .comment
        case .row, .column, .tabNavigator, .tab, .links, .small, .deprecationSummary:
            self = .layout
        case .image, .video, .snippet:
            self = .media
        case .tutorials, .tutorial, .article, .volume, .chapter, .tutorialReference, .intro,
            .section, .steps, .step, .contentAndMedia, .assessments, .multipleChoice, .choice,
            .justification, .resources, .documentation, .sampleCode, .downloads, .videos,
            .forums, .stack, .xcodeRequirement, .code:
            self = .tutorial
        case nil:
            self = .unknown
        }
    }

    /// Whether the directive's content is part of the page (its headings get anchors).
    var showsContent: Bool { self == .layout }
}
