/// Whether a collection is shown light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: String, CaseIterable, Hashable, Sendable {
    /// Dark text on a light background: the default.
    case light
    /// Light text on a dark background.
    case dark
}
