/// What a page's `@Metadata` directive sets, as DocC reads it.
public struct PageMetadata: Equatable, Sendable {
    /// A platform and the version that introduced (and perhaps deprecated) what the page
    /// documents: `@Available(iOS, introduced: "15.0")`.
    public struct Availability: Equatable, Sendable {
        public var platform: String
        public var introduced: String?
        public var deprecated: String?
        /// Introduced in a beta of the platform (`--platform name=X,version=Y,beta=true`, as
        /// docc's `beta` of `metadata.platforms`).
        public var isBeta: Bool

        /// A platform, with the versions that introduced and deprecated it when known.
        package init(
            platform: String, introduced: String? = nil, deprecated: String? = nil,
            isBeta: Bool = false
        ) {
            self.platform = platform
            self.introduced = introduced
            self.deprecated = deprecated
            self.isBeta = isBeta
        }
    }

    /// `@DisplayName("Name")`: the page's title in place of its first heading.
    public var displayName: String?
    /// `@TitleHeading("Guide")`: the small heading above the title.
    public var titleHeading: String?
    /// `@PageKind(article)`: the kind the page says it is (`article`, `sampleCode`), which
    /// decides its role in DocC before its Topics do; nil without the directive.
    public var pageKind: String?
    /// `@PageColor(blue)`: the colour of the page's title area.
    public var pageColor: String?
    /// The colours `@PageColor` takes, as DocC's `Color`.
    package static let pageColors: Set<String> = [
        "blue", "gray", "green", "orange", "purple", "red", "yellow",
    ]
    /// `@Available`, in the page's order.
    public var availability: [Availability] = []
    /// `@TechnologyRoot`: the page is the root of its catalog.
    public var isTechnologyRoot = false
    /// `@CallToAction(url:|file:, purpose:, label:)`: the button DocC shows in the page's
    /// header.
    public var callToAction: CallToAction?

    /// Where a `@CallToAction` leads and what its button says: its `label:`, else DocC's word
    /// for its purpose ("Download", "Visit" for `purpose: link`).
    public struct CallToAction: Equatable, Sendable {
        public var url: String
        public var label: String
    }

    /// Nothing set.
    public init() {}
}
