import SymbolKit

/// A symbol's availability items after `docc convert` 6.3.1 loads its symbol graph: the graph's
/// own items with `Info.plist`'s defaults filled in and added (swift-docc's
/// `SymbolGraphLoader.addDefaultAvailability` and `addMissingAvailability`), the list its
/// `RenderNodeTranslator` turns into a page's platforms.
struct LoadedAvailability: Equatable, Sendable {
    /// One item, by the platform's display name (nil for a wildcard, `@available(*, …)`).
    struct Item: Equatable, Sendable {
        var platform: String?
        var introduced: String?
        var deprecated: String?
        /// Obsoleted or unconditionally unavailable: docc lists it nowhere.
        var isHidden = false
        /// Unconditionally unavailable: docc fills in no introduced version.
        var isUnavailable = false
    }

    /// The platforms whose defaults follow iOS's: docc's `DefaultAvailability.fallbackPlatforms`.
    static let fallbackPlatforms = ["iPadOS", "Mac Catalyst"]

    /// The items, in docc's order.
    var items: [Item]

    /// `items` of a symbol from a graph built for `graphPlatform` (its `operatingSystem` name),
    /// in a module whose catalog gives `defaults`.
    init(
        _ items: [SymbolGraph.Symbol.Availability.AvailabilityItem],
        defaults: SymbolAvailability.Defaults, graphPlatform: String?
    ) {
        self.items = items.map { item in
            let domain = item.domain?.rawValue
            return Item(
                platform: domain == nil || domain == "*"
                    ? nil : domain.map(SymbolAvailability.displayName),
                introduced: item.introducedVersion.map(SymbolAvailability.shown),
                deprecated: item.deprecatedVersion.map(SymbolAvailability.shown),
                isHidden: item.obsoletedVersion != nil || item.isUnconditionallyUnavailable,
                isUnavailable: item.isUnconditionallyUnavailable)
        }
        // docc reads the defaults with iPadOS and Mac Catalyst following iOS unless named, and
        // only versions of one to three numbers.
        let available = SymbolAvailability.withFallbacks(defaults).compactMap { entry in
            Self.version(entry.version).map { (platform: entry.platform, version: $0) }
        }
        let module = graphPlatform.map(SymbolAvailability.displayName)
        if !defaults.isEmpty, let module {
            fillIntroducedVersions(from: available)
            if !contains(module) {
                self.items.append(
                    Item(
                        platform: module,
                        introduced: available.last { $0.platform == module }?.version))
            }
        }
        guard !self.items.isEmpty else { return }
        addMissing(available, registered: module)
    }

    /// `addDefaultAvailability`: an item without an introduced version takes its platform's
    /// default, or iOS's for iPadOS and Mac Catalyst; an unavailable one stays as it is.
    private mutating func fillIntroducedVersions(
        from available: [(platform: String, version: String)]
    ) {
        var versions: [String: String] = [:]
        for entry in available { versions[entry.platform] = entry.version }
        for index in items.indices
        where items[index].introduced == nil && !items[index].isUnavailable {
            guard let platform = items[index].platform else { continue }
            items[index].introduced =
                versions[platform]
                ?? (Self.fallbackPlatforms.contains(platform) ? versions["iOS"] : nil)
        }
    }

    /// `addMissingAvailability`, for a module of one graph built for `registered`.
    private mutating func addMissing(
        _ available: [(platform: String, version: String)], registered: String?
    ) {
        // iPadOS or Mac Catalyst written with the default's version takes iOS's item whole
        // (its deprecation too).
        for platform in Self.fallbackPlatforms {
            guard let iOS = items.first(where: { $0.platform == "iOS" }),
                let own = items.first(where: { $0.platform == platform })?.introduced,
                available.first(where: { $0.platform == platform })?.version == own
            else { continue }
            items.removeAll { $0.platform == platform }
            items.append(Self.renamed(iOS, platform))
        }
        // An iOS graph lends its items to iPadOS and Mac Catalyst, which have no graph.
        let missingFallbacks = registered == "iOS" ? Self.fallbackPlatforms : []
        for platform in missingFallbacks where !contains(platform) {
            items += items.filter { $0.platform == "iOS" }.map { Self.renamed($0, platform) }
        }
        // Each other default platform without an item of its own gets the default's version.
        for entry in available
        where !missingFallbacks.contains(entry.platform) && entry.platform != registered
            && !contains(entry.platform)
        {
            items.append(Item(platform: entry.platform, introduced: entry.version))
        }
    }

    private func contains(_ platform: String) -> Bool {
        items.contains { $0.platform == platform }
    }

    private static func renamed(_ item: Item, _ platform: String) -> Item {
        var copy = item
        copy.platform = platform
        return copy
    }

    /// A plist's version as docc reads it (`SemanticVersion(string:)`): one to three numbers,
    /// shown as `SymbolAvailability.shown` shows a graph's; nil for anything else.
    static func version(_ text: String) -> String? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
        let numbers = parts.compactMap { $0 }
        let patch = numbers.count > 2 ? numbers[2] : 0
        let minor = numbers.count > 1 ? numbers[1] : 0
        return "\(numbers[0]).\(minor)" + (patch == 0 ? "" : ".\(patch)")
    }
}
