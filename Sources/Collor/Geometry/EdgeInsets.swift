import Foundation

/// Insets of a rectangle's edges, the stand-in for `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the left edge.
    public var left: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the right edge.
    public var right: CGFloat

    /// Creates insets with the given edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of the same amount on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The sum of the left and right insets.
    public var horizontal: CGFloat { left + right }

    /// The sum of the top and bottom insets.
    public var vertical: CGFloat { top + bottom }
}

extension EdgeInsets: CustomStringConvertible {
    /// The four edges, as in `EdgeInsets(top: 8.0, left: 16.0, bottom: 8.0, right: 16.0)`.
    public var description: String {
        "EdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
    }
}
