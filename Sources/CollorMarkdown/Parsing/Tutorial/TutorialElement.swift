/// What one tutorial directive is, with the arguments its page shows, read and checked when the
/// page is parsed (`TutorialDocument`), as swift-docc builds its semantic values before it renders.
enum TutorialElement: Equatable, Sendable {
    /// `@Tutorials`, `@Tutorial` or `@Article`: a tutorial document.
    case root(TutorialRoot)
    /// `@Intro(title:)`, under its eyebrow: the table of contents' name, or the kind of tutorial.
    case intro(title: String, eyebrow: String)
    /// `@Volume(name:)`: chapters of a table of contents.
    case volume(name: String)
    /// `@Chapter(name:)`: tutorials of a table of contents.
    case chapter(name: String)
    /// `@TutorialReference(tutorial: "doc:name#anchor")`: a card linking to the tutorial.
    case reference(name: String, anchor: String?)
    /// `@Resources`: links out of a table of contents.
    case resources
    /// `@Documentation`, `@SampleCode`, `@Downloads`, `@Videos` or `@Forums`: a link under
    /// DocC's title for its kind.
    case resource(title: String, destination: String)
    /// `@XcodeRequirement`: shown in the intro (`TutorialRoot.requirement`), not where it stands.
    case requirement
    /// `@Section(title:)`: numbered steps, under an anchored heading.
    case section(title: String)
    /// `@ContentAndMedia(title:)`.
    case contentAndMedia(title: String?)
    /// `@Stack`: contents and media side by side.
    case stack
    /// `@Steps` and each `@Step`, numbered within its section.
    case steps
    case step
    /// `@Code(name:file:previousFile:reset:)`: a step's listing.
    case code(TutorialCode)
    /// `@Assessments` and its questions.
    case assessments
    case multipleChoice
    /// `@Choice(isCorrect:)`: an answer, its text the label of its input.
    case choice(isCorrect: Bool)
    /// `@Justification(reaction:)`, with DocC's reaction for its choice when it gives none.
    case justification(reaction: String)

    /// The title DocC shows for a resource's kind.
    static func resourceTitle(_ name: DirectiveName) -> String {
        switch name {
        case .sampleCode: "Sample Code"
        default: name.rawValue
        }
    }
}

/// A tutorial document's root: what kind it is and what its intro shows besides its text.
struct TutorialRoot: Equatable, Sendable {
    enum Kind: Sendable {
        case tableOfContents, tutorial, article

        /// The directive that starts a document of this kind.
        var directive: DirectiveName {
            switch self {
            case .tableOfContents: .tutorials
            case .tutorial: .tutorial
            case .article: .article
            }
        }
    }

    var kind: Kind
    /// `@Tutorials(name:)`.
    var name: String?
    /// `time:` in minutes (read from any root, as the intro shows it).
    var time: Int?
    /// `@Tutorial(projectFiles:)`: the name of the project's download.
    var projectFiles: String?
    /// The root's first `@XcodeRequirement(title:destination:)` with a title.
    var requirement: TutorialRequirement?
}

/// `@XcodeRequirement(title:destination:)`, shown in the intro.
struct TutorialRequirement: Equatable, Sendable {
    var title: String
    var destination: String
}

/// A step's `@Code`: the file shown under `name`, changed from the listing before it (the last
/// one shown under `name`, or `previousFile`) unless `reset` starts afresh.
struct TutorialCode: Equatable, Sendable {
    var name: String
    var file: String
    var previousFile: String?
    var reset: Bool
}
