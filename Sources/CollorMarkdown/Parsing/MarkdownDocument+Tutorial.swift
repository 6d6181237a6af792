/// What a site needs to know of a tutorial file before it renders, read from its typed tutorial
/// (`tutorials`): its title, its time and the code files its steps show (highlighted in the
/// build's batch).
extension MarkdownDocument {
    /// The kind of tutorial document the page is (`Tutorials`, `Tutorial` or `Article`), or nil.
    package var tutorialKind: String? {
        guard case .root(let root)? = tutorials.first?.element else { return nil }
        return root.kind.directive.rawValue
    }

    /// The page's title: a table of contents' `@Tutorials(name:)`, else its first `@Intro`'s.
    package var tutorialTitle: String? {
        guard let first = tutorials.first, case .root(let root) = first.element else {
            return nil
        }
        if root.kind == .tableOfContents { return root.name }
        for case .block(let block) in first.content {
            if case .intro(let title, _) = block.element { return title }
        }
        return nil
    }

    /// `@Tutorial(time:)` or `@Article(time:)` in minutes.
    package var tutorialTime: Int? {
        guard case .root(let root)? = tutorials.first?.element else { return nil }
        return root.time
    }

    /// The `doc:` names the page's `@TutorialReference(tutorial:)` directives give, in order,
    /// without `doc:` and fragment: a table of contents' tutorials, in the order it shows them.
    package var tutorialReferences: [String] {
        var names: [String] = []
        tutorials.forEachBlock { block in
            if case .reference(let name, _) = block.element { names.append(name) }
        }
        return names
    }

    /// The files the page's `@Code` directives show, in order, each once.
    package var tutorialCodeFiles: [String] {
        var seen = Set<String>()
        var files: [String] = []
        tutorials.forEachBlock { block in
            guard case .code(let code) = block.element else { return }
            for file in [code.file, code.previousFile] {
                if let file, seen.insert(file).inserted { files.append(file) }
            }
        }
        return files
    }
}
