/// What a site needs to know of a tutorial file before it renders: its title, its time and the
/// code files its steps show (highlighted in the build's batch).
extension MarkdownDocument {
    /// The kind of tutorial document the page is (`Tutorials`, `Tutorial` or `Article`), or nil.
    package var tutorialKind: String? {
        for case .directive(let directive) in dialectNodes
        where TutorialGrammar.roots.contains(directive.name) {
            return directive.name
        }
        return nil
    }

    /// The page's title: a table of contents' `@Tutorials(name:)`, else its first `@Intro`'s.
    package var tutorialTitle: String? {
        for case .directive(let directive) in dialectNodes
        where directive.name == "Intro" || directive.name == "Tutorials" {
            if directive.name == "Tutorials" { return directive.argument("name") }
            return directive.argument("title")
        }
        return nil
    }

    /// `@Tutorial(time:)` or `@Article(time:)` in minutes.
    package var tutorialTime: Int? {
        for case .directive(let directive) in dialectNodes
        where TutorialGrammar.roots.contains(directive.name) {
            return directive.argument("time").flatMap(Int.init)
        }
        return nil
    }

    /// The `doc:` names the page's `@TutorialReference(tutorial:)` directives give, in order,
    /// without `doc:` and fragment: a table of contents' tutorials, in the order it shows them.
    package var tutorialReferences: [String] {
        dialectNodes.compactMap { node in
            guard case .directive(let directive) = node, directive.name == "TutorialReference",
                let target = directive.argument("tutorial")
            else { return nil }
            let name = target.hasPrefix("doc:") ? target.dropFirst(4) : Substring(target)
            return String(name.prefix { $0 != "#" })
        }
    }

    /// The files the page's `@Code` directives show, in order, each once.
    package var tutorialCodeFiles: [String] {
        var seen = Set<String>()
        var files: [String] = []
        for case .directive(let directive) in dialectNodes where directive.name == "Code" {
            for file in [directive.argument("file"), directive.argument("previousFile")]
            where file.map({ seen.insert($0).inserted }) == true {
                files.append(file ?? "")
            }
        }
        return files
    }
}
