import CollorMarkdown

extension APIReference.Relationships {
    /// One of DocC's Relationships groups: its heading, its render JSON `type`, its entries.
    struct Group: Equatable {
        var title: String
        var type: String
        var entries: [GeneratedInline]
    }

    /// The groups that are not empty, in DocC's order (`RelationshipsGroup.sectionOrder`):
    /// Inherits From, Inherited By, then Conforms To and Conforming Types.
    var groups: [Group] {
        [
            Group(title: "Inherits From", type: "inheritsFrom", entries: inheritsFrom),
            Group(title: "Inherited By", type: "inheritedBy", entries: inheritedBy),
            Group(title: "Conforms To", type: "conformsTo", entries: conformsTo),
            Group(title: "Conforming Types", type: "conformingTypes", entries: conformingTypes),
        ].filter { !$0.entries.isEmpty }
    }
}

extension APIReference {
    /// The report's "Default Implementations" group of each requirement on `type`'s page, as
    /// docc lists them on the requirement's own page (`defaultImplementationsSections`): its
    /// default implementations shown on the same page, by their anchors (`anchors`: member
    /// identifier → anchor on `page`).
    static func defaultImplementationSections(
        of type: TypePage, anchors: [String: String], page: String
    ) -> [ReportSection] {
        type.members.compactMap { member in
            guard let anchor = anchors[member.identifier] else { return nil }
            let targets = member.defaultImplementations.compactMap { anchors[$0] }.sorted()
                .map { ReportTarget(page: page, anchor: $0) }
            guard !targets.isEmpty else { return nil }
            return ReportSection(
                .relationships, symbol: anchor,
                groups: [
                    ReportSection.Group(
                        title: "Default Implementations", type: "defaultImplementations",
                        members: targets)
                ])
        }
    }
}
