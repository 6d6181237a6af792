/// Reads a checked tutorial directive's arguments into its typed value.
extension TutorialDocument {
    /// The value of `directive`, which passed its checks; nil for a name that is no tutorial
    /// directive.
    static func element(
        _ directive: BlockDirective, parent: BlockDirective?, children: [BlockDirective]
    ) -> TutorialElement? {
        switch directive.known {
        case .tutorials: return .root(root(.tableOfContents, directive, children: children))
        case .tutorial: return .root(root(.tutorial, directive, children: children))
        case .article: return .root(root(.article, directive, children: children))
        case .intro:
            let eyebrow =
                switch parent?.known {
                case .tutorials: parent?.argument("name") ?? ""
                case .tutorial: "Tutorial"
                default: "Article"
                }
            return .intro(title: directive.argument("title") ?? "", eyebrow: eyebrow)
        case .volume: return .volume(name: directive.argument("name") ?? "")
        case .chapter: return .chapter(name: directive.argument("name") ?? "")
        case .tutorialReference: return reference(directive.argument("tutorial") ?? "")
        case .resources: return .resources
        case .documentation, .sampleCode, .downloads, .videos, .forums:
            return .resource(
                title: directive.known.map(TutorialElement.resourceTitle) ?? directive.name,
                destination: directive.argument("destination") ?? "")
        case .xcodeRequirement: return .requirement
        case .section: return .section(title: directive.argument("title") ?? "")
        case .contentAndMedia: return .contentAndMedia(title: directive.argument("title"))
        case .stack: return .stack
        case .steps: return .steps
        case .step: return .step
        case .code:
            return .code(
                TutorialCode(
                    name: directive.argument("name") ?? "", file: directive.argument("file") ?? "",
                    previousFile: directive.argument("previousFile"),
                    reset: directive.argument("reset") == "true"))
        case .assessments: return .assessments
        case .multipleChoice: return .multipleChoice
        case .choice: return .choice(isCorrect: directive.argument("isCorrect") == "true")
        case .justification:
            let isCorrect = parent?.argument("isCorrect") == "true"
            return .justification(
                reaction: directive.argument("reaction") ?? (isCorrect ? "Correct!" : "Incorrect."))
        default:
            return nil
        }
    }

    private static func root(
        _ kind: TutorialRoot.Kind, _ directive: BlockDirective, children: [BlockDirective]
    ) -> TutorialRoot {
        // The intro shows the first requirement when it has a title, even where DocC takes none.
        let requirement = children.first { $0.known == .xcodeRequirement }.flatMap { found in
            found.argument("title").map {
                TutorialRequirement(title: $0, destination: found.argument("destination") ?? "")
            }
        }
        return TutorialRoot(
            kind: kind, name: directive.argument("name"),
            time: directive.argument("time").flatMap(Int.init),
            projectFiles: directive.argument("projectFiles"), requirement: requirement)
    }

    /// `doc:Name#anchor` (or `Name`): the tutorial's name and the heading it links to.
    private static func reference(_ target: String) -> TutorialElement {
        if case .documentation(let name, let anchor) = LinkTarget(target) {
            return .reference(name: name, anchor: anchor)
        }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return .reference(
            name: parts.first.map(String.init) ?? "",
            anchor: parts.dropFirst().first.map(String.init))
    }
}
