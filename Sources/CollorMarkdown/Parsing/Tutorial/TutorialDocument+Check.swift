/// Checks a tutorial directive where it stands, as docc does before it builds a tutorial: its
/// place (a `@Step` only in `@Steps`), its arguments and the directives it holds; then reads it
/// into its typed value.
extension TutorialDocument {
    /// Reports what is wrong with `directive`, whose enclosing directive is `parent` and whose
    /// own child directives are `children`.
    ///
    /// - Returns: its typed value, or nil when it is left out (misplaced, or without an
    ///   argument it needs); what is only extra or missing is a warning, and it is shown.
    /// - Complexity: O(children + arguments).
    mutating func check(
        _ directive: BlockDirective, parent: BlockDirective?, children: [BlockDirective]
    ) -> TutorialElement? {
        guard let rule = TutorialGrammar.rule(for: directive.known) else { return nil }
        if let parent {
            guard TutorialGrammar.rule(for: parent.known)?.allows(directive.known) == true else {
                warn(directive, .unknownDirective(directive.name + " in @" + parent.name))
                return nil
            }
        } else if !TutorialGrammar.roots.contains(where: { $0 == directive.known }) {
            warn(
                directive,
                .unknownDirective(
                    directive.name + " outside a tutorial (@Tutorials, @Tutorial or @Article)"))
            return nil
        }
        let missing = rule.required.filter { directive.argument($0) == nil }
        guard missing.isEmpty else {
            let names = missing.map { $0 + ":" }.joined(separator: ", ")
            warn(directive, .malformedDirective("@\(directive.name) needs \(names)"))
            return nil
        }
        checkArguments(of: directive, rule: rule)
        checkChildren(children, of: directive, rule: rule)
        return Self.element(directive, parent: parent, children: children)
    }

    private mutating func checkArguments(of directive: BlockDirective, rule: TutorialGrammar) {
        for argument in directive.arguments {
            guard let label = argument.label else {
                warn(
                    directive,
                    .invalidDirective(
                        "@\(directive.name): unlabelled argument “\(argument.value)” ignored"))
                continue
            }
            guard rule.required.contains(label) || rule.optional.contains(label) else {
                warn(
                    directive,
                    .invalidDirective("@\(directive.name): unknown argument \(label): ignored"))
                continue
            }
            if let problem = Self.problem(in: argument.value, for: label) {
                warn(directive, .invalidDirective("@\(directive.name): \(problem)"))
            }
        }
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
        _ children: [BlockDirective], of directive: BlockDirective, rule: TutorialGrammar
    ) {
        guard !rule.children.isEmpty else { return }
        var counts: [DirectiveName: Int] = [:]
        for child in children {
            if let name = child.known { counts[name, default: 0] += 1 }
        }
        for (name, count) in rule.children {
            let found = counts[name] ?? 0
            if found < count.minimum {
                warn(directive, .invalidDirective("@\(directive.name) has no @\(name.rawValue)"))
            } else if found > count.maximum {
                warn(
                    directive,
                    .invalidDirective(
                        "@\(directive.name) has \(found) @\(name.rawValue); DocC takes one"))
            }
        }
    }
}
