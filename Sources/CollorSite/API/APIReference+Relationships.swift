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
    /// docc lists them on the requirement's own page (`defaultImplementationsSections`) and the
    /// requirement's section links them (`defaultImplementationLocations(of:)`); `anchors`:
    /// member identifier → anchor on `type`'s page.
    func defaultImplementationSections(
        of type: TypePage, anchors: [String: String]
    ) -> [ReportSection] {
        type.members.compactMap { member in
            guard let anchor = anchors[member.identifier] else { return nil }
            // docc's groups: one per implementing type ("Channel Implementations").
            var groups: [ReportSection.Group] = []
            for location in defaultImplementationLocations(of: member) {
                let target = ReportTarget(
                    page: outputPath(of: location.page), anchor: location.anchor)
                let title = location.type + " Implementations"
                if groups.last?.title == title {
                    groups[groups.count - 1].members.append(target)
                } else {
                    groups.append(
                        ReportSection.Group(
                            title: title, type: "defaultImplementations", members: [target]))
                }
            }
            guard !groups.isEmpty else { return nil }
            return ReportSection(.relationships, symbol: anchor, groups: groups)
        }
    }
}
