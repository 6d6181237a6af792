/// The traits a collection is shown with, as UIKit's `UITraitCollection`: its appearance and its
/// text size. `CollectionView.traitCollection` carries them to descriptors, which read them when
/// they size cells, and galleries record a collection in each variant they list.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The reader's text size.
    public var preferredContentSizeCategory: ContentSizeCategory

    /// Traits with the given appearance and text size; the default is light at the default size.
    public init(
        userInterfaceStyle: UserInterfaceStyle = .light,
        preferredContentSizeCategory: ContentSizeCategory = .large
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Light, at the default text size.
    public static let standard = TraitCollection()
    /// Dark, at the default text size.
    public static let dark = TraitCollection(userInterfaceStyle: .dark)
    /// Light, with texts at `.accessibilityMedium` (about 1.65 times the default size).
    public static let largerText = TraitCollection(
        preferredContentSizeCategory: .accessibilityMedium)

    /// The variant's name in warnings and file names: `light`, or `dark`, followed by the text
    /// size when it is not the default (`light-accessibilityMedium`).
    public var description: String {
        preferredContentSizeCategory == .large
            ? userInterfaceStyle.rawValue
            : userInterfaceStyle.rawValue + "-" + preferredContentSizeCategory.rawValue
    }
}
