import CollorMarkdown

extension APIReference {
    /// Where a member's section is: its type's page (by name) and title, its anchor there and
    /// its heading.
    struct MemberLocation: Equatable {
        var page: String
        var type: String
        var anchor: String
        var heading: String
        /// What a link to it shows (`Channel.write(_:promise:)`).
        var title: String { type + "." + heading }
    }

    /// Each member's section by identifier: on its type's page, not on an "X Implementations"
    /// page; the first page that shows it when two do.
    ///
    /// - Complexity: O(members).
    static func memberLocations(of pages: [TypePage]) -> [String: MemberLocation] {
        var result: [String: MemberLocation] = [:]
        for page in pages {
            for member in page.members where member.collection == nil && member.page == nil {
                guard let anchor = member.anchor, result[member.identifier] == nil else {
                    continue
                }
                result[member.identifier] = MemberLocation(
                    page: page.name, type: page.title, anchor: anchor, heading: member.heading)
            }
        }
        return result
    }

    /// Where the default implementations of the requirement `member` are shown, as docc lists
    /// them on the requirement's page (`defaultImplementationsSections`): on this page or
    /// another type's (swift-nio's `ChannelOutboundInvoker.write(_:promise:)`, implemented on
    /// `Channel`), by page and anchor.
    /// In docc's order: by type, then anchor.
    func defaultImplementationLocations(of member: Member) -> [MemberLocation] {
        member.defaultImplementations.compactMap { memberLocations[$0] }
            .sorted { ($0.type, $0.anchor) < ($1.type, $1.anchor) }
    }
}
