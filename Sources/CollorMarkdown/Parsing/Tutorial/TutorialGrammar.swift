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
    var children: [(name: String, count: Count)] = []
    var media = false

    /// Whether `name` may be a child of this directive.
    func allows(_ name: String) -> Bool {
        if name == "Comment" { return true }
        if media, name == "Image" || name == "Video" { return true }
        return children.contains { $0.name == name }
    }

    /// The directives a page's root may hold: the three kinds of tutorial documents.
    static let roots: Set<String> = ["Tutorials", "Tutorial", "Article"]

    /// The grammar of the tutorial directive `name`, in the context of its parent (`@Intro` and
    /// `@ContentAndMedia` mean the same everywhere), or nil for a name that is no tutorial
    /// directive.
    static func rule(for name: String) -> TutorialGrammar? {
        rules[name]
    }

    private static let resource = TutorialGrammar(required: ["destination"])

    private static let rules: [String: TutorialGrammar] = [
        "Tutorials": TutorialGrammar(
            required: ["name"],
            children: [
                ("Intro", .one), ("Chapter", .any), ("Volume", .any), ("Resources", .optional),
                ("Redirected", .any),
            ]),
        "Intro": TutorialGrammar(required: ["title"], media: true),
        // A volume and a chapter show exactly one image: docc warns without it.
        "Volume": TutorialGrammar(
            required: ["name"], children: [("Chapter", .oneOrMore), ("Image", .one)]),
        "Chapter": TutorialGrammar(
            required: ["name"], children: [("TutorialReference", .oneOrMore), ("Image", .one)]),
        "TutorialReference": TutorialGrammar(required: ["tutorial"]),
        "Resources": TutorialGrammar(
            children: [
                ("Documentation", .optional), ("SampleCode", .optional), ("Downloads", .optional),
                ("Videos", .optional), ("Forums", .optional),
            ]),
        "Documentation": resource,
        "SampleCode": resource,
        "Downloads": resource,
        "Videos": resource,
        "Forums": resource,
        "Tutorial": TutorialGrammar(
            optional: ["time", "projectFiles"],
            children: [
                ("Intro", .one), ("XcodeRequirement", .optional), ("Section", .oneOrMore),
                ("Assessments", .optional), ("Redirected", .any),
            ]),
        "XcodeRequirement": TutorialGrammar(required: ["title", "destination"]),
        "Section": TutorialGrammar(
            required: ["title"], children: [("ContentAndMedia", .optional), ("Steps", .optional)],
            media: true),
        "ContentAndMedia": TutorialGrammar(
            optional: ["layout", "eyebrow", "title", "mediaPosition"], media: true),
        "Steps": TutorialGrammar(children: [("Step", .any)]),
        "Step": TutorialGrammar(children: [("Code", .optional)], media: true),
        "Code": TutorialGrammar(
            required: ["name", "file"], optional: ["previousFile", "reset", "previewImage"],
            media: true),
        "Assessments": TutorialGrammar(children: [("MultipleChoice", .oneOrMore)]),
        "MultipleChoice": TutorialGrammar(
            children: [("Choice", .oneOrMore), ("Code", .optional)], media: true),
        "Choice": TutorialGrammar(
            required: ["isCorrect"], children: [("Justification", .one)], media: true),
        "Justification": TutorialGrammar(optional: ["reaction"]),
        "Article": TutorialGrammar(
            optional: ["time"],
            children: [
                ("Intro", .one), ("ContentAndMedia", .any), ("Stack", .any),
                ("Assessments", .optional), ("Redirected", .any),
            ]),
        "Stack": TutorialGrammar(children: [("ContentAndMedia", .oneOrMore)]),
    ]
}
