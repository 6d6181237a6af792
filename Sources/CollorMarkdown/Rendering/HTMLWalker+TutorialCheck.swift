import CCmark

/// Checks a tutorial directive where it stands, as docc does before it builds a tutorial: its
/// place (a `@Step` only in `@Steps`), its arguments and the directives it holds.
extension HTMLWalker {
    /// Reports what is wrong with `directive`; false when it is left out (misplaced, or without
    /// an argument it needs), true when it is shown, with warnings for what is extra or missing.
    ///
    /// - Complexity: O(children + arguments): each node is checked once, as it is entered.
    mutating func checkTutorial(_ node: MarkdownNode, _ directive: BlockDirective) -> Bool {
        guard let rule = TutorialGrammar.rule(for: directive.name) else { return false }
        if let parent = enclosingDirective(of: node) {
            guard TutorialGrammar.rule(for: parent.name)?.allows(directive.name) == true else {
                warn(
                    directive: directive, .unknownDirective(directive.name + " in @" + parent.name))
                return false
            }
        } else if !TutorialGrammar.roots.contains(directive.name) {
            warn(
                directive: directive,
                .unknownDirective(
                    directive.name + " outside a tutorial (@Tutorials, @Tutorial or @Article)"))
            return false
        }
        let missing = rule.required.filter { directive.argument($0) == nil }
        guard missing.isEmpty else {
            let names = missing.map { $0 + ":" }.joined(separator: ", ")
            warn(
                directive: directive,
                .malformedDirective("@\(directive.name) needs \(names)"))
            return false
        }
        for argument in directive.arguments {
            guard let label = argument.label else {
                warn(
                    directive: directive,
                    .invalidDirective(
                        "@\(directive.name): unlabelled argument “\(argument.value)” ignored"))
                continue
            }
            guard rule.required.contains(label) || rule.optional.contains(label) else {
                warn(
                    directive: directive,
                    .invalidDirective("@\(directive.name): unknown argument \(label): ignored"))
                continue
            }
            if let problem = Self.problem(in: argument.value, for: label) {
                warn(directive: directive, .invalidDirective("@\(directive.name): \(problem)"))
            }
        }
        checkChildren(of: node, directive, rule: rule)
        return true
    }

    /// What is wrong with an argument's value, for those whose type DocC checks.
    private static func problem(in value: String, for label: String) -> String? {
        switch label {
        case "time":
            return Int(value).map { $0 >= 0 } == true
                ? nil : "time: “\(value)” is not a number of minutes"
        case "isCorrect", "reset":
            return value == "true" || value == "false"
                ? nil : "\(label): “\(value)” is neither true nor false"
        default:
            return nil
        }
    }

    /// Warns when `directive` holds fewer or more of a child than DocC takes.
    private mutating func checkChildren(
        of node: MarkdownNode, _ directive: BlockDirective, rule: TutorialGrammar
    ) {
        guard !rule.children.isEmpty else { return }
        var counts: [String: Int] = [:]
        for child in directiveChildren(of: node) { counts[child.name, default: 0] += 1 }
        for (name, count) in rule.children {
            let found = counts[name] ?? 0
            if found < count.minimum {
                warn(
                    directive: directive,
                    .invalidDirective("@\(directive.name) has no @\(name)"))
            } else if found > count.maximum {
                warn(
                    directive: directive,
                    .invalidDirective(
                        "@\(directive.name) has \(found) @\(name); DocC takes one"))
            }
        }
    }

    /// The directive whose content `node` is directly part of, or nil.
    func enclosingDirective(of node: MarkdownNode) -> BlockDirective? {
        guard let parent = cmark_node_parent(node.pointer),
            let index = MarkdownNode(pointer: parent).dialectIndex,
            dialectNodes.indices.contains(index),
            case .directive(let directive) = dialectNodes[index]
        else { return nil }
        return directive
    }
}
