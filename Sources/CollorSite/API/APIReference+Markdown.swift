import CollorHTML
import CollorMarkdown
import Foundation

/// The reference as markdown pages, so that it renders (anchors, highlighting, cross-links, search)
/// exactly like the guides.
extension APIReference {
    /// The module's folder of pages (`api/MyLib/`). Names come from symbol graphs, so they are
    /// made safe file names (`OutputPath.fileName(for:)`) before they reach a path.
    var folder: String { "api/\(OutputPath.fileName(for: module))/" }

    /// Root-relative output path of a type's page.
    func outputPath(of name: String) -> String { folder + fileName(of: name) + ".html" }

    /// Virtual source path of a type's page (`api/MyLib/Basket.md`).
    func sourcePath(of name: String) -> String { folder + fileName(of: name) + ".md" }

    /// A type page's file name without extension: each component of a nested type's name made
    /// safe, joined by `.` as the name is (`Basket.Items`), which a safe component never holds;
    /// shortened when long, and told apart from the module's other pages (`APIFileNames`).
    func fileName(of name: String) -> String { fileNames.fileName(of: name) }

    /// The module's index page (`api/MyLib/index.md`).
    var indexPath: String { folder + "index.md" }

    /// Virtual source paths (`api/MyLib/Basket.md`) and their markdown, index first.
    func generatedPages() -> [(path: String, page: GeneratedPage)] {
        var result = [(path: indexPath, page: indexPage())]
        for page in pages {
            result.append((path: sourcePath(of: page.name), page: self.page(of: page)))
        }
        return result
    }

    /// Maps code spans to API pages: a top-level name (`Basket`) and the module-qualified
    /// name (`MyLib.Basket`).
    func symbolPages() -> [String: String] {
        var map: [String: String] = [:]
        for page in pages where !page.isExtension {
            map[page.name] = outputPath(of: page.name)
            map[module + "." + page.name] = outputPath(of: page.name)
        }
        return map
    }

    /// The one-line summary of the module for the reference's index: how many types it has.
    var summaryLine: String {
        let types = pages.filter { !$0.isExtension }.count
        return "\(types) type\(types == 1 ? "" : "s")"
            + (pages.count > types ? ", \(pages.count - types) extended" : "")
    }

    /// The module's index page: its types in the groups its catalog curates, then by kind.
    func indexPage() -> GeneratedPage {
        var text = """
            # \(module)

            Every public symbol of the `\(module)` module, generated from its symbol graph at build \
            time. Each type has a page listing its members.

            """
        for group in typeGroups() {
            text += "\n## \(group.title)\n\n"
            for page in group.pages {
                let summary = Self.summary(page.documentation)
                text +=
                    "- [`\(page.title)`](\(fileName(of: page.name)).md)"
                    + (summary.isEmpty ? "" : ": \(summary)")
                text += "\n"
            }
        }
        return GeneratedPage(
            title: module,
            description: "Every public symbol of the \(module) module, from its symbol graph.",
            body: text)
    }

    /// A type's page: titled by its name, described by its doc comment's summary.
    func page(of page: TypePage) -> GeneratedPage {
        // Plain text: a description is shown as written, where markup would read raw.
        let summary = MarkdownDocument.abstract(of: Self.summary(page.documentation)) ?? ""
        return GeneratedPage(
            title: page.title, description: summary.isEmpty ? nil : summary,
            body: markdown(of: page))
    }

    /// A type's page's markdown: its declaration and documentation, then its members in groups.
    func markdown(of page: TypePage) -> String {
        var text = "# \(page.title)\n\n"
        text += "*\(page.kind)* in `\(module)`\n\n"
        text += Self.codeBlock(page.declaration)
        if !page.documentation.isEmpty { text += "\n" + page.documentation + "\n" }
        for group in Self.memberGroups(page, module: module) {
            text += "\n## \(group.title)\n"
            if !group.abstract.isEmpty { text += "\n" + group.abstract + "\n" }
            if !group.links.isEmpty {
                text += "\n" + group.links.map { "- " + $0 }.joined(separator: "\n") + "\n"
            }
            for member in group.members {
                // A nested type's heading leads to its own page.
                let title = Self.codeSpan(member.title)
                text +=
                    "\n### "
                    + (member.page.map { "[\(title)](\(fileName(of: $0)).md)" } ?? title)
                    + (member.anchor.map { " {#\(Self.headingID($0))}" } ?? "") + "\n\n"
                text += Self.codeBlock(member.declaration)
                switch member.requirement {
                case .required: text += "\n*Required.*\n"
                case .requiredWithDefault:
                    text += "\n*Required. Default implementation provided.*\n"
                case .defaultImplementation, nil: break
                }
                if !member.documentation.isEmpty {
                    text += "\n" + Self.demotingHeadings(member.documentation) + "\n"
                }
            }
        }
        text += Self.relationshipsMarkdown(page.relationships)
        return text
    }

    /// DocC's Relationships section: the lists that are not empty, under its headings.
    private static func relationshipsMarkdown(_ relationships: Relationships) -> String {
        guard !relationships.isEmpty else { return "" }
        var text = "\n## Relationships\n"
        for (title, list) in [
            ("Inherits From", relationships.inheritsFrom),
            ("Conforms To", relationships.conformsTo),
            ("Inherited By", relationships.inheritedBy),
            ("Conforming Types", relationships.conformingTypes),
        ] where !list.isEmpty {
            text += "\n### \(title)\n\n" + list.map { "- \($0)\n" }.joined()
        }
        return text
    }

    /// `api/index.md`: the modules, each with a link to its index.
    static func indexPage(of modules: [APIReference]) -> GeneratedPage {
        var text = """
            # API reference

            Generated from the symbol graphs at build time: one page per module, one per type.


            """
        for module in modules {
            text +=
                "- [`\(module.module)`](\(OutputPath.fileName(for: module.module))/index.md): "
                + "\(module.summaryLine)\n"
        }
        return GeneratedPage(
            title: "API reference", description: "Every public symbol, from the symbol graphs.",
            body: text)
    }

    /// The doc comment's first paragraph, on one line.
    static func summary(_ documentation: String) -> String {
        let paragraph = documentation.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return paragraph.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// A member's doc comment under its level-3 heading, its own headings moved below it
    /// (`## Printability` becomes `####`, at most `######`): written for the member's own page
    /// in DocC, they would otherwise close the type page's group and open one of their own
    /// (swift-parsing's `map(_:)` put the next members under "Printability"). Fenced code is
    /// left as it is.
    static func demotingHeadings(_ markdown: String) -> String {
        guard markdown.contains("#") else { return markdown }
        var fence: Substring?
        var lines: [Substring] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == trimmed.first }
            } else if line.count - trimmed.count < 4, trimmed.hasPrefix("#") {
                let level = trimmed.prefix { $0 == "#" }.count
                let rest = trimmed.dropFirst(level)
                if level <= 6, rest.isEmpty || rest.first == " " || rest.first == "\t" {
                    lines.append(String(repeating: "#", count: min(6, max(4, level + 2))) + rest)
                    continue
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// An anchor as a heading's `{#id}`: every byte but letters, digits, `-` and `.`
    /// percent-encoded, so that no `_`, `*` or `~` in it reads as emphasis.
    static func headingID(_ anchor: String) -> String {
        anchor.addingPercentEncoding(withAllowedCharacters: headingIDBytes) ?? anchor
    }

    private static let headingIDBytes = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.")

    /// A fenced block long enough that backticks in the declaration cannot close it.
    private static func codeBlock(_ code: String) -> String {
        var fence = "```"
        while code.contains(fence) { fence += "`" }
        return "\(fence)swift\n\(code)\n\(fence)\n"
    }

    private static func codeSpan(_ code: String) -> String {
        code.contains("`") ? "`` \(code) ``" : "`\(code)`"
    }

    /// A kind's plural for a group's heading: `Instance Properties`, `Classes`, `Type Aliases`.
    static func plural(_ kind: String) -> String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if kind.hasSuffix("y"), let before = kind.dropLast().last, !vowels.contains(before) {
            return kind.dropLast() + "ies"
        }
        if ["s", "x", "ch", "sh"].contains(where: { kind.hasSuffix($0) }) { return kind + "es" }
        return kind + "s"
    }
}
