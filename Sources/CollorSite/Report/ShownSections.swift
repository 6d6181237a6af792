import CollorMarkdown

/// The build report's sections read from what a page's render showed (`PageShown`): the
/// discussion, asides, parameters, Return Value, deprecation summary, availability, code
/// listings, images and tables, each on the page or on the member whose section shows it.
///
/// Text is normalised as the report documents: runs of white space made one space, trimmed.
/// What the page shows as a title, an abstract, a declaration or a list of links is left to the
/// sections made from the page's model (the kind line and `Required.` marks of an API page are
/// no section at all).
struct ShownSections {
    /// The anchors of the members a type's page shows as sections; empty on other pages.
    var members: Set<String> = []
    /// Level-2 headings that open lists of links rather than discussion.
    static let listTitles: Set<String> = ["Topics", "See Also", "Relationships"]
    /// The titles docc gives a discussion that opens without a heading of its own.
    static let discussionTitles: Set<String> = ["Overview", "Discussion"]
    /// The titles of a type's member groups: such a heading opens a group of members, unless
    /// the page's own discussion has a heading of that name (`groupHeadings(in:)`).
    var groupTitles: Set<String> = []
    /// A symbol's page, generated: its own part opens with its kind line and declaration.
    var isSymbol = false
    /// The symbols without a declaration (their graph gives none), by anchor: "" for the
    /// page's own; their parts open without one.
    var undeclared: Set<String> = []
    /// Whether the page's first paragraph is its abstract: not for an extension file whose
    /// symbol has a doc comment, whose content docc reads after the comment's (its first
    /// paragraph is discussion, `DocumentationNode.contentFrom`).
    var opensWithAbstract = true

    /// Where the walk is in one part of the page (the page's own, or a member's).
    private struct Part {
        var symbol: String?
        /// What the generated part still opens with: a kind line, a declaration.
        var kindLine: Bool
        var declaration: Bool
        /// Anything but the opening shown yet: a paragraph then is no abstract.
        var started = false
        /// A member's discussion shown yet: until then an "Overview" heading is the one docc
        /// makes the title of the member's discussion.
        var discussed = false
    }

    /// The sections of `shown`, in page order.
    ///
    /// - Complexity: O(blocks + their text).
    func sections(of shown: PageShown) -> [ReportSection] {
        var result: [ReportSection] = []
        if !shown.availability.isEmpty {
            result.append(
                ReportSection(.availability, items: shown.availability.map(Self.item)))
        }
        var part = Part(
            symbol: nil, kindLine: isSymbol, declaration: isSymbol && !undeclared.contains(""),
            started: !opensWithAbstract)
        let groups = groupHeadings(in: shown)
        var inGroups = false
        var parameters: Int?
        // Whether the page's own discussion has shown anything yet (`checked`: the sections
        // looked at for it), which decides what an "Overview" heading is.
        var discussed = false
        var checked = 0
        var titled = false
        for (index, block) in shown.blocks.enumerated() {
            while checked < result.count {
                let section = result[checked]
                discussed =
                    discussed || (section.symbol == nil && Self.inDiscussion.contains(section.kind))
                checked += 1
            }
            let text = Self.normalised(block.text)
            func add(_ kind: ReportSection.Kind, text: String? = nil) {
                result.append(ReportSection(kind, symbol: part.symbol, text: text))
            }
            if case .heading(let level) = block.kind {
                guard block.depth == 0 else { continue }
                // The first level-1 heading is the page's title; a later one is a doc
                // comment's (`# Using Metadata`), discussion as in docc.
                if level == 1, !titled {
                    titled = true
                    continue
                }
                let anchor = block.heading.flatMap {
                    shown.headings.indices.contains($0) ? shown.headings[$0].anchor : nil
                }
                if level == 2 {
                    part = Part(symbol: nil, kindLine: false, declaration: false, started: true)
                    inGroups = Self.listTitles.contains(text) || groups.contains(index)
                    // docc heads a discussion that opens without a heading of its own
                    // "Overview" ("Discussion" on a symbol's page) and the check drops that
                    // heading: one of these names is no discussion only where docc's would be.
                    let generated = !discussed && Self.discussionTitles.contains(text)
                    if !inGroups, !generated {
                        add(.discussion, text: text)
                    }
                    discussed = true
                } else if level == 3, let anchor, members.contains(anchor) {
                    part = Part(
                        symbol: anchor, kindLine: false, declaration: !undeclared.contains(anchor))
                    inGroups = false
                } else if part.symbol != nil, level == 4, Self.listTitles.contains(text) {
                    // A member's own `## Topics` or `## See Also`, two levels lower: lists of
                    // links, which the page's links give, to the next member.
                    inGroups = true
                } else if !inGroups {
                    part.started = true
                    // A member's own `## Overview` (shown a level lower) heads its discussion,
                    // as docc titles it: no discussion, as on a page.
                    let generated =
                        part.symbol != nil && !part.discussed
                        && Self.discussionTitles.contains(text)
                    if !generated { add(.discussion, text: text) }
                    part.discussed = true
                }
                continue
            }
            guard !inGroups else { continue }
            switch block.kind {
            case .paragraph, .list, .quote:
                // Inside an aside or a parameter: their text, not the discussion.
                guard block.depth == 0 else { continue }
                if part.kindLine {
                    part.kindLine = false
                } else if isSymbol, shown.emphasized.contains(index),
                    text.hasPrefix("Deprecated.") || text.hasPrefix("Required.")
                {
                    // A mark (DocC's badges); a deprecation's message is its summary.
                    let summary =
                        text.hasPrefix("Deprecated.")
                        ? Self.normalised(String(text.dropFirst("Deprecated.".count))) : ""
                    if !summary.isEmpty { add(.deprecation, text: summary) }
                } else if !part.started, block.kind == .paragraph {
                    part.started = true  // the abstract, which the page's model gives
                } else if !text.isEmpty {
                    // (An image alone is a paragraph without text.)
                    part.started = true
                    part.discussed = true
                    add(.discussion, text: text)
                }
            case .code(let language):
                if part.declaration, block.depth == 0, !part.started {
                    part.declaration = false
                    continue
                }
                part.started = true
                var section = ReportSection(.code, symbol: part.symbol)
                section.language = language
                result.append(section)
            case .table:
                part.started = true
                var section = ReportSection(.table, symbol: part.symbol)
                section.rows = block.rows
                section.columns = block.columns
                result.append(section)
                // DocC's discussion holds a table's cells.
                if block.depth == 0 { add(.discussion, text: text) }
            case .image(let source):
                part.started = true
                var section = ReportSection(.image, symbol: part.symbol)
                section.source = source
                result.append(section)
            case .aside(let style, let name):
                part.started = true
                result.append(
                    ReportSection(
                        .aside, symbol: part.symbol, text: text, name: name,
                        style: Self.doccStyles.contains(style) ? style : "note"))
            case .deprecation:
                add(.deprecation, text: text)
            case .availability(let platforms):
                result.append(
                    ReportSection(
                        .availability, symbol: part.symbol, items: platforms.map(Self.item)))
            case .parameters:
                part.started = true
                add(.parameters)
                parameters = result.count - 1
            case .parameter(let name):
                if let index = parameters, result[index].symbol == part.symbol {
                    result[index].items.append(ReportSection.Item(name: name, text: text))
                }
            case .returns:
                part.started = true
                add(.returns, text: text)
            case .heading:
                continue
            }
        }
        return result
    }

    /// The level-2 headings of `shown` that open a group of members: of a group's title, and
    /// over a member's section or the last of that title (a group of links to pages). The
    /// groups follow the page's own documentation, whose headings may share their titles
    /// (grpc-swift's `GRPCClient`: "Creating a client" in the doc comment and in Topics).
    ///
    /// - Complexity: O(blocks).
    private func groupHeadings(in shown: PageShown) -> Set<Int> {
        guard !groupTitles.isEmpty else { return [] }
        var result: Set<Int> = []
        var seen: Set<String> = []
        var overMember = false
        for (index, block) in shown.blocks.enumerated().reversed() {
            guard case .heading(let level) = block.kind, block.depth == 0 else { continue }
            if level == 3, let heading = block.heading, shown.headings.indices.contains(heading),
                members.contains(shown.headings[heading].anchor)
            {
                overMember = true
            } else if level == 2 {
                let text = Self.normalised(block.text)
                if groupTitles.contains(text), overMember || !seen.contains(text) {
                    result.insert(index)
                }
                seen.insert(text)
                overMember = false
            }
        }
        return result
    }

    /// What docc's discussion of a page holds (its parameters and Return Value are sections
    /// of their own).
    private static let inDiscussion: Set<ReportSection.Kind> = [
        .discussion, .aside, .code, .image, .table,
    ]

    /// The styles of DocC's render JSON; an aside of another kind (Complexity, Throws) is a
    /// note with its own name, as docc writes it.
    static let doccStyles: Set<String> = ["note", "tip", "important", "warning", "experiment"]

    /// A platform as the page shows it: `iOS`, `16.0+`, or `13.0–15.0` when deprecated
    /// (`–5.6` when only deprecated).
    static func item(_ availability: PageMetadata.Availability) -> ReportSection.Item {
        var text = availability.introduced == nil && availability.deprecated != nil ? "–" : ""
        if let introduced = availability.introduced {
            text = introduced + (availability.deprecated == nil ? "+" : "–")
        }
        text += availability.deprecated ?? ""
        return ReportSection.Item(name: availability.platform, text: text)
    }

    /// Runs of white space as one space, trimmed: the report's normalisation of text.
    static func normalised(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
