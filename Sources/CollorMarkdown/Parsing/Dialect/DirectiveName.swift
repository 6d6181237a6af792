/// The name of every directive collor knows, as written after `@`: the one place a directive's
/// name is spelt, so that code compares cases and a misspelt name fails to compile.
enum DirectiveName: String, CaseIterable, Sendable {
    // Settings and their children.
    case metadata = "Metadata"
    case options = "Options"
    case displayName = "DisplayName"
    case titleHeading = "TitleHeading"
    case pageImage = "PageImage"
    case pageColor = "PageColor"
    case pageKind = "PageKind"
    case available = "Available"
    case technologyRoot = "TechnologyRoot"
    case documentationExtension = "DocumentationExtension"
    case callToAction = "CallToAction"
    case supportedLanguage = "SupportedLanguage"
    case redirected = "Redirected"
    case alternateRepresentation = "AlternateRepresentation"
    case automaticSeeAlso = "AutomaticSeeAlso"
    case automaticTitleHeading = "AutomaticTitleHeading"
    case automaticArticleSubheading = "AutomaticArticleSubheading"
    case topicsVisualStyle = "TopicsVisualStyle"
    case customMetadata = "CustomMetadata"
    case comment = "Comment"
    // Layout.
    case row = "Row"
    case column = "Column"
    case tabNavigator = "TabNavigator"
    case tab = "Tab"
    case links = "Links"
    case small = "Small"
    case deprecationSummary = "DeprecationSummary"
    // Media.
    case image = "Image"
    case video = "Video"
    case snippet = "Snippet"
    // Tutorials (`TutorialGrammar`).
    case tutorials = "Tutorials"
    case tutorial = "Tutorial"
    case article = "Article"
    case volume = "Volume"
    case chapter = "Chapter"
    case tutorialReference = "TutorialReference"
    case intro = "Intro"
    case section = "Section"
    case steps = "Steps"
    case step = "Step"
    case contentAndMedia = "ContentAndMedia"
    case assessments = "Assessments"
    case multipleChoice = "MultipleChoice"
    case choice = "Choice"
    case justification = "Justification"
    case resources = "Resources"
    case documentation = "Documentation"
    case sampleCode = "SampleCode"
    case downloads = "Downloads"
    case videos = "Videos"
    case forums = "Forums"
    case stack = "Stack"
    case xcodeRequirement = "XcodeRequirement"
    case code = "Code"
}

extension BlockDirective {
    /// The directive's name among those collor knows; nil for any other (a warning, left out).
    var known: DirectiveName? { DirectiveName(rawValue: name) }
}

extension DirectiveName {
    /// The argument labels docc 6.3.1 accepts on the directive ("" for the unlabelled one), as
    /// its `AutomaticDirectiveConvertible` types declare them; any other is docc's "Unknown
    /// argument" warning. Nil where docc checks nothing (`@Comment`) or where `TutorialGrammar`
    /// checks the arguments.
    var arguments: [String]? {
        switch self {
        case .metadata, .technologyRoot, .tabNavigator, .small, .deprecationSummary: []
        case .options: ["scope"]
        case .displayName: ["", "style"]
        case .titleHeading, .pageColor, .pageKind, .supportedLanguage, .alternateRepresentation,
            .automaticSeeAlso, .automaticTitleHeading, .automaticArticleSubheading,
            .topicsVisualStyle, .tab:
            [""]
        case .available: ["", "introduced", "deprecated"]
        case .documentationExtension: ["mergeBehavior"]
        case .pageImage: ["purpose", "source", "alt"]
        case .callToAction: ["url", "file", "purpose", "label"]
        case .redirected: ["from"]
        case .customMetadata: ["key", "value"]
        case .row: ["numberOfColumns"]
        // docc 6.3.1's `@Column` takes only `size:` (`alignment:` came later).
        case .column: ["size"]
        case .links: ["visualStyle"]
        case .image: ["source", "alt", "deviceFrame"]
        case .video: ["source", "alt", "poster", "deviceFrame"]
        case .snippet: ["path", "slice"]
        case .comment, .tutorials, .tutorial, .article, .volume, .chapter, .tutorialReference,
            .intro, .section, .steps, .step, .contentAndMedia, .assessments, .multipleChoice,
            .choice, .justification, .resources, .documentation, .sampleCode, .downloads, .videos,
            .forums, .stack, .xcodeRequirement, .code:
            nil
        }
    }
}
