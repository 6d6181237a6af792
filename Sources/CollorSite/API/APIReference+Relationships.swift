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
