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

    init(_ name: String) {
        switch name {
        case "Metadata", "Options":
            self = .settings
        case "DisplayName", "TitleHeading", "PageImage", "PageColor", "PageKind", "Available",
            "TechnologyRoot", "DocumentationExtension", "CallToAction", "SupportedLanguage",
            "Redirected", "AlternateRepresentation", "AutomaticSeeAlso", "AutomaticTitleHeading",
            "AutomaticArticleSubheading", "TopicsVisualStyle":
            self = .setting
        case "Comment":
            self = .comment
        case "Row", "Column", "TabNavigator", "Tab", "Links", "Small", "DeprecationSummary":
            self = .layout
        case "Image", "Video", "Snippet":
            self = .media
        case "Tutorials", "Tutorial", "Article", "Volume", "Chapter", "TutorialReference",
            "Intro", "Section", "Steps", "Step", "ContentAndMedia", "Assessments",
            "MultipleChoice", "Choice", "Justification", "Resources", "Documentation",
            "SampleCode", "Downloads", "Videos", "Forums", "Stack", "XcodeRequirement", "Code":
            self = .tutorial
        default:
            self = .unknown
        }
    }

    /// Whether the directive's content is part of the page (its headings get anchors).
    var showsContent: Bool { self == .layout }
}
