/// DocC's tutorial directives as swift-docc's `Semantics/Tutorial`, `Semantics/TutorialArticle`
/// and `Semantics/Technology` define them: for each, its arguments and the directives it may
/// hold, so that a misspelt or misplaced one is a warning at its place and never text.
struct TutorialGrammar {
    /// How many of a child directive a parent takes.
    enum Count {
        case optional, one, oneOrMore, any

        var minimum: Int { self == .one || self == .oneOrMore ? 1 : 0 }
        var maximum: Int { self == .optional || self == .one ? 1 : .max }
    }

    /// The arguments a directive requires and those it also accepts.
    var required: [String] = []
    var optional: [String] = []
    /// The tutorial directives it may hold, and how many of each. `@Image`, `@Video` and
    /// `@Comment` are allowed where `media` is, wherever DocC shows media.
    var children: [(name: DirectiveName, count: Count)] = []
    var media = false

    /// Whether `name` may be a child of this directive.
    func allows(_ name: DirectiveName?) -> Bool {
        if name == .comment { return true }
        if media, name == .image || name == .video { return true }
        return children.contains { $0.name == name }
    }

    /// The directives a page's root may hold: the three kinds of tutorial documents.
    static let roots: Set<DirectiveName> = [.tutorials, .tutorial, .article]

    /// The grammar of the tutorial directive `name`, in the context of its parent (`@Intro` and
    /// `@ContentAndMedia` mean the same everywhere), or nil for a name that is no tutorial
    /// directive.
    static func rule(for name: DirectiveName?) -> TutorialGrammar? {
        name.flatMap { rules[$0] }
    }

    private static let resource = TutorialGrammar(required: ["destination"])

    private static let rules: [DirectiveName: TutorialGrammar] = [
        .tutorials: TutorialGrammar(
            required: ["name"],
            children: [
                (.intro, .one), (.chapter, .any), (.volume, .any), (.resources, .optional),
                (.redirected, .any),
            ]),
        .intro: TutorialGrammar(required: ["title"], media: true),
        // A volume and a chapter show exactly one image: docc warns without it.
        .volume: TutorialGrammar(
            required: ["name"], children: [(.chapter, .oneOrMore), (.image, .one)]),
        .chapter: TutorialGrammar(
            required: ["name"], children: [(.tutorialReference, .oneOrMore), (.image, .one)]),
        .tutorialReference: TutorialGrammar(required: ["tutorial"]),
        .resources: TutorialGrammar(
            children: [
                (.documentation, .optional), (.sampleCode, .optional), (.downloads, .optional),
                (.videos, .optional), (.forums, .optional),
            ]),
        .documentation: resource,
        .sampleCode: resource,
        .downloads: resource,
        .videos: resource,
        .forums: resource,
        .tutorial: TutorialGrammar(
            optional: ["time", "projectFiles"],
            children: [
                (.intro, .one), (.xcodeRequirement, .optional), (.section, .oneOrMore),
                (.assessments, .optional), (.redirected, .any),
            ]),
        .xcodeRequirement: TutorialGrammar(required: ["title", "destination"]),
        .section: TutorialGrammar(
            required: ["title"], children: [(.contentAndMedia, .optional), (.steps, .optional)],
            media: true),
        .contentAndMedia: TutorialGrammar(
            optional: ["layout", "eyebrow", "title", "mediaPosition"], media: true),
        .steps: TutorialGrammar(children: [(.step, .any)]),
        .step: TutorialGrammar(children: [(.code, .optional)], media: true),
        .code: TutorialGrammar(
            required: ["name", "file"], optional: ["previousFile", "reset", "previewImage"],
            media: true),
        .assessments: TutorialGrammar(children: [(.multipleChoice, .oneOrMore)]),
        .multipleChoice: TutorialGrammar(
            children: [(.choice, .oneOrMore), (.code, .optional)], media: true),
        .choice: TutorialGrammar(
            required: ["isCorrect"], children: [(.justification, .one)], media: true),
        .justification: TutorialGrammar(optional: ["reaction"]),
        .article: TutorialGrammar(
            optional: ["time"],
            children: [
                (.intro, .one), (.contentAndMedia, .any), (.stack, .any),
                (.assessments, .optional), (.redirected, .any),
            ]),
        .stack: TutorialGrammar(children: [(.contentAndMedia, .oneOrMore)]),
    ]
}
