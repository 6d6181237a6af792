import CollorMarkdown

/// How a symbol's availability shows on the reference's pages, as DocC shows it: platforms above
/// the title (`GeneratedPage.availability`), "Deprecated" after a deprecated symbol's name in the
/// module's lists, and its deprecation message under its declaration.
extension APIReference {
    /// The module page's platforms: the catalog's defaults alone, as DocC's module page lists
    /// them (without the symbol graph's own platform).
    var defaultPlatforms: [PageMetadata.Availability] {
        var availability = SymbolAvailability()
        availability.platforms = SymbolAvailability.withFallbacks(defaults)
            .map { PageMetadata.Availability(platform: $0.platform, introduced: $0.version) }
            .sorted { SymbolAvailability.isInPlatformOrder($0.platform, $1.platform) }
        availability.markBeta(betaPlatforms)
        return availability.platforms
    }

    /// What follows a deprecated symbol's link in a list.
    static func deprecatedMark(_ availability: SymbolAvailability) -> [GeneratedInline] {
        availability.isMarkedDeprecated ? [.text(" "), .emphasis([.text("Deprecated")])] : []
    }

    /// Under a deprecated symbol's declaration: "Deprecated", and its message when it has one;
    /// nothing when the documentation's own `@DeprecationSummary` shows instead.
    static func deprecationBlocks(_ availability: SymbolAvailability) -> [GeneratedBlock] {
        guard availability.isDeprecated, !availability.hasWrittenSummary else { return [] }
        var inlines: [GeneratedInline] = [.emphasis([.text("Deprecated.")])]
        if let summary = availability.deprecationSummary {
            inlines += [.text(" "), .text(summary)]
        }
        return [.paragraph(inlines)]
    }
}

extension APIReference {
    /// Marks the platforms docc marks beta: each of `betaPlatforms` (platform name → version,
    /// from `--platform name=X,version=Y,beta=true`) where a symbol, or the module page's
    /// defaults, were introduced in that version or later.
    mutating func markBeta(_ betaPlatforms: [String: String]) {
        guard !betaPlatforms.isEmpty else { return }
        self.betaPlatforms = betaPlatforms
        for index in pages.indices {
            pages[index].availability.markBeta(betaPlatforms)
            for member in pages[index].members.indices {
                pages[index].members[member].availability.markBeta(betaPlatforms)
            }
        }
    }
}
