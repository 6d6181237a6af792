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

extension APIReference {
    /// `page`'s relationships as its page shows them: a type whose page docc trims is named,
    /// not linked (DocC's `ModuleWithConformanceAndExtension`: `Bool` among `MyProtocol`'s
    /// conforming types, "but the link should not be live").
    func shownRelationships(of page: TypePage) -> Relationships {
        guard !trimmed.isEmpty else { return page.relationships }
        let linked = Dictionary(
            trimmed.map { ("\(module)/" + $0.replacingOccurrences(of: ".", with: "/"), $0) },
            uniquingKeysWith: { first, _ in first })
        func shown(_ entries: [GeneratedInline]) -> [GeneratedInline] {
            entries.map { entry in
                guard case .symbolLink(let path) = entry, let name = linked[path] else {
                    return entry
                }
                return .code(name)
            }
        }
        var result = page.relationships
        result.conformsTo = shown(result.conformsTo)
        result.inheritsFrom = shown(result.inheritsFrom)
        result.conformingTypes = shown(result.conformingTypes)
        result.inheritedBy = shown(result.inheritedBy)
        return result
    }

    /// The extended types' pages docc trims (`DocumentationContext.trimEmptyExtendedSymbolPages`),
    /// and the extended modules' pages left listing none of theirs: an extended type (not
    /// nested in another page) without an extension file whose members all are curated by
    /// Topics other than its own, which keep it from docc's automatic curation under it
    /// (DocC's `ModuleWithSingleExtension`: `MyNamespace` curates ``Swift/Array/asdf``, and
    /// neither `Array` nor `Swift` has a page). `curated`: the targets that Topics elsewhere
    /// than on the member's own type curate, as `page.html#anchor` (a member's section) or
    /// `page.html`.
    func trimmedExtendedPages(curated: Set<String>, extensionFiles: Set<String>) -> Set<String> {
        let names = Set(pages.map(\.name))
        var result = Set<String>()
        for page in pages
        where page.isExtension && !page.isExtendedModule && !page.members.isEmpty
            && !Self.isNested(page.name, among: names)
            && !extensionFiles.contains(sourcePath(of: page.name))
        {
            let output = outputPath(of: page.name)
            let allCurated = page.members.allSatisfy { member in
                if let nested = member.page { return curated.contains(outputPath(of: nested)) }
                guard let anchor = member.anchor else { return false }
                return curated.contains(output + "#" + anchor)
            }
            if allCurated { result.insert(page.name) }
        }
        guard !result.isEmpty else { return [] }
        // The extended modules that still list a type, in one pass.
        var listing = Set<String>()
        for page in pages
        where page.isExtension && !page.isExtendedModule && !result.contains(page.name)
            && !Self.isNested(page.name, among: names)
        {
            if let module = page.extendedModule { listing.insert(module) }
        }
        for page in pages where page.isExtendedModule {
            if let module = page.extendedModule, !listing.contains(module) {
                result.insert(page.name)
            }
        }
        return result
    }
}
