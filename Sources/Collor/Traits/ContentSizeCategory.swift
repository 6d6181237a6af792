import Foundation

/// The reader's preferred text size, as UIKit's `UIContentSizeCategory`: declared texts
/// (`TextStyle`) are scaled by it, so a descriptor that sizes its cell to its texts re-flows.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
    /// Smaller than the default.
    case extraSmall
    /// Smaller than the default.
    case small
    /// Slightly smaller than the default.
    case medium
    /// The default: texts are shown at their declared size.
    case large
    /// Larger than the default.
    case extraLarge
    /// Larger than the default.
    case extraExtraLarge
    /// The largest size outside the accessibility sizes.
    case extraExtraExtraLarge
    /// The first accessibility size.
    case accessibilityMedium
    /// An accessibility size.
    case accessibilityLarge
    /// An accessibility size.
    case accessibilityExtraLarge
    /// An accessibility size.
    case accessibilityExtraExtraLarge
    /// The largest accessibility size.
    case accessibilityExtraExtraExtraLarge

    /// How much larger texts are than at `.large`: the ratio of UIKit's body text size in this
    /// category to its default 17 points (14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53).
    public var scale: CGFloat {
        let body: CGFloat =
            switch self {
            case .extraSmall: 14
            case .small: 15
            case .medium: 16
            case .large: 17
            case .extraLarge: 19
            case .extraExtraLarge: 21
            case .extraExtraExtraLarge: 23
            case .accessibilityMedium: 28
            case .accessibilityLarge: 33
            case .accessibilityExtraLarge: 40
            case .accessibilityExtraExtraLarge: 47
            case .accessibilityExtraExtraExtraLarge: 53
            }
        return body / 17
    }
}
