import CollorMarkdown
import SymbolKit

/// Where and since when a symbol is available, and whether it is deprecated, as `docc convert`
/// 6.3.1 computes a symbol page's `metadata.platforms` from the symbol graph's `availability`
/// and the catalog's `Info.plist` defaults (`CDAppleDefaultAvailability`): swift-docc's
/// `SymbolGraphLoader.addDefaultAvailability` and `RenderNodeTranslator`.
struct SymbolAvailability: Equatable, Sendable {
    /// The platforms, in DocC's platform order, each with its versions.
    var platforms: [PageMetadata.Availability] = []
    /// Deprecated everywhere (`@available(*, deprecated)`, or on each platform it lists): DocC
    /// marks it in Topics lists.
    var isDeprecated = false
    /// The deprecation's message, which DocC shows as the page's deprecation summary.
    var deprecationSummary: String?
    /// The doc comment writes its own `@DeprecationSummary`: DocC shows it instead of the
    /// message and marks the symbol deprecated, deprecated in the graph or not.
    var hasCommentSummary = false
    /// The symbol's DocC extension file writes one, with the same effect; the linking stage
    /// sets it.
    var hasExtensionSummary = false

    /// Whether the documentation writes its own deprecation summary.
    var hasWrittenSummary: Bool { hasCommentSummary || hasExtensionSummary }

    /// Whether DocC marks it deprecated in Topics lists: deprecated, or given a summary.
    var isMarkedDeprecated: Bool { isDeprecated || hasWrittenSummary }

    /// Whether the symbol graph deprecates it anywhere: on every platform or on one. DocC warns
    /// about a `@DeprecationSummary` of a symbol that is not ("isn't unconditionally
    /// deprecated"; a symbol deprecated on macOS alone gets no warning).
    var isDeprecatedSomewhere: Bool {
        isDeprecated || platforms.contains { $0.deprecated != nil }
    }

    /// A module's default platforms from its catalog's `Info.plist`: platform name (as the plist
    /// spells it) and introduced version.
    typealias Defaults = [(platform: String, version: String)]

    /// No availability: a symbol whose graph and catalog say nothing.
    init() {}

    /// `symbol`'s availability; `defaults` are its module's, `graphPlatform` the operating
    /// system its symbol graph was built on (`linux`), which DocC adds when defaults exist
    /// (`LoadedAvailability` fills in and adds the defaults as docc's loader does).
    init(
        _ symbol: SymbolGraph.Symbol, defaults: Defaults = [], graphPlatform: String? = nil
    ) {
        let items = symbol[mixin: SymbolGraph.Symbol.Availability.self]?.availability ?? []
        for item in items where item.domain == nil || item.domain?.rawValue == "*" {
            if item.isUnconditionallyDeprecated { isDeprecated = true }
        }
        deprecationSummary = Self.deprecationMessage(items)
        let loaded = LoadedAvailability(items, defaults: defaults, graphPlatform: graphPlatform)
        // docc's `RenderNodeTranslator`: no items at all is the defaults; else each item with
        // a platform, but the obsoleted and unavailable ones, in its platform order.
        if loaded.items.isEmpty {
            platforms = SymbolAvailability.withFallbacks(defaults).map {
                PageMetadata.Availability(platform: $0.platform, introduced: $0.version)
            }
        } else {
            platforms = loaded.items.compactMap { item in
                guard let platform = item.platform, !item.isHidden else { return nil }
                return PageMetadata.Availability(
                    platform: platform, introduced: item.introduced, deprecated: item.deprecated)
            }
        }
        platforms.sort { Self.isInPlatformOrder($0.platform, $1.platform) }
        // Deprecated on every platform it lists is deprecated, as DocC's references mark it.
        if !platforms.isEmpty, platforms.allSatisfy({ $0.deprecated != nil }) {
            isDeprecated = true
        }
    }

    /// The message docc shows as the deprecation summary (`AvailabilityParser
    /// .deprecationMessage`): a universal deprecation's (`@available(*, deprecated)`), else,
    /// when every item deprecates the symbol (or makes it unavailable), the first deprecated
    /// item's that has one (`@available(swift, deprecated: 5.6, message:)`).
    static func deprecationMessage(
        _ items: [SymbolGraph.Symbol.Availability.AvailabilityItem]
    ) -> String? {
        func message(_ item: SymbolGraph.Symbol.Availability.AvailabilityItem) -> String? {
            item.message.flatMap { $0.isEmpty ? nil : $0 }
        }
        let universal = items.first {
            ($0.domain == nil || $0.domain?.rawValue == "*")
                && ($0.isUnconditionallyDeprecated || $0.isUnconditionallyUnavailable)
                && message($0) != nil
        }
        if let universal { return message(universal) }
        guard
            items.allSatisfy({
                $0.isUnconditionallyDeprecated || $0.isUnconditionallyUnavailable
                    || $0.deprecatedVersion != nil
            })
        else { return nil }
        return items.lazy.filter { $0.isUnconditionallyDeprecated || $0.deprecatedVersion != nil }
            .compactMap(message).first
    }

    /// Marks beta each platform of `betaPlatforms` (display name → version) that introduced
    /// the symbol in that version or later, as docc marks `metadata.platforms` given
    /// `--platform name=X,version=Y,beta=true`.
    mutating func markBeta(_ betaPlatforms: [String: String]) {
        for index in platforms.indices {
            guard let beta = betaPlatforms[platforms[index].platform],
                let introduced = platforms[index].introduced
            else { continue }
            platforms[index].isBeta = !Self.isOlder(introduced, than: beta)
        }
    }

    /// Whether version `lhs` (`13.0`, `10.15.1`) comes before `rhs`, missing components 0.
    static func isOlder(_ lhs: String, than rhs: String) -> Bool {
        let left = lhs.split(separator: ".").map { Int($0) ?? 0 }
        let right = rhs.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let one = index < left.count ? left[index] : 0
            let two = index < right.count ? right[index] : 0
            if one != two { return one < two }
        }
        return false
    }

    /// The defaults as DocC reads them: iPadOS and Mac Catalyst follow iOS unless named.
    static func withFallbacks(_ defaults: Defaults) -> Defaults {
        var result = defaults.map { (platform: displayName($0.platform), version: $0.version) }
        if let iOS = result.first(where: { $0.platform == "iOS" }) {
            for fallback in ["iPadOS", "Mac Catalyst"]
            where !result.contains(where: { $0.platform == fallback }) {
                result.append((fallback, iOS.version))
            }
        }
        return result
    }

    /// DocC's order: its known platforms first, in its order, then others by name.
    static func isInPlatformOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = order[lhs.lowercased()] ?? Int.max
        let right = order[rhs.lowercased()] ?? Int.max
        return left != right ? left < right : lhs < rhs
    }

    private static let order: [String: Int] = {
        let sorted = [
            "ios", "ios app extension", "ipados", "mac catalyst", "mac catalyst app extension",
            "macos", "macos app extension", "tvos", "tvos app extension", "visionos", "watchos",
            "watchos app extension", "swift",
        ]
        return Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
    }()

    /// A symbol graph's or plist's platform name as DocC shows it (`macosx` → `macOS`).
    static func displayName(_ name: String) -> String {
        switch name.lowercased() {
        case "macos", "macosx": "macOS"
        case "ios": "iOS"
        case "ipados": "iPadOS"
        case "maccatalyst", "mac catalyst": "Mac Catalyst"
        case "tvos": "tvOS"
        case "watchos": "watchOS"
        case "visionos": "visionOS"
        case "linux": "Linux"
        case "swift": "Swift"
        case "macosappextension": "macOS App Extension"
        case "iosappextension": "iOS App Extension"
        case "tvosappextension": "tvOS App Extension"
        case "watchosappextension": "watchOS App Extension"
        case "maccatalystappextension": "Mac Catalyst App Extension"
        default: name
        }
    }

    /// A version as DocC shows it: major and minor, and the patch when it is not zero.
    static func shown(_ version: SymbolGraph.SemanticVersion) -> String {
        "\(version.major).\(version.minor)" + (version.patch == 0 ? "" : ".\(version.patch)")
    }
}
