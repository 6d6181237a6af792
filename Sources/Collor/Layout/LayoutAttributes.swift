import Foundation

/// What a layout says about one element: where it stands and how it looks. The web's stand-in for
/// `UICollectionViewLayoutAttributes`, as a value.
public struct LayoutAttributes: Equatable, Sendable {
    /// What kind of element the attributes place.
    public enum Category: String, Sendable, Comparable {
        /// A cell of the data.
        case cell
        /// A supplementary view of the data (a header, a letter).
        case supplementaryView
        /// A view the layout adds (a section background, a badge).
        case decorationView

        /// Drawing order: decoration views, then cells, then supplementary views.
        public static func < (lhs: Category, rhs: Category) -> Bool {
            lhs.order < rhs.order
        }

        private var order: Int {
            switch self {
            case .decorationView: 0
            case .cell: 1
            case .supplementaryView: 2
            }
        }
    }

    /// The element's frame in the collection's content coordinates.
    public var frame: CGRect
    /// Stacking order: elements with a higher zIndex are drawn above.
    public var zIndex: Int
    /// Opacity from 0 to 1.
    public var alpha: CGFloat
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public var category: Category
    /// The kind of a supplementary or decoration view (`nil` for cells).
    public var kind: String?
    /// The cell's index path, or the section and index of a supplementary or decoration view.
    public var indexPath: IndexPath
    /// A stable identity for supplementary and decoration views, by which their handlers recognise
    /// them across updates (for example `"<section uid>/background"`). Cells are recognised by
    /// their descriptor's uid instead, and leave it `nil`.
    public var uid: String?
    /// A background colour the view may draw (decoration views read it).
    public var backgroundColor: Color?
    /// A corner radius the view may draw, in points.
    public var cornerRadius: CGFloat

    /// Attributes of a cell.
    public init(forCellWith indexPath: IndexPath, frame: CGRect = .zero) {
        self.init(category: .cell, kind: nil, indexPath: indexPath, frame: frame)
    }

    /// Attributes of a supplementary view of `kind`.
    public init(
        forSupplementaryViewOfKind kind: String, with indexPath: IndexPath, frame: CGRect = .zero
    ) {
        self.init(category: .supplementaryView, kind: kind, indexPath: indexPath, frame: frame)
    }

    /// Attributes of a decoration view of `kind`.
    public init(
        forDecorationViewOfKind kind: String, with indexPath: IndexPath, frame: CGRect = .zero
    ) {
        self.init(category: .decorationView, kind: kind, indexPath: indexPath, frame: frame)
    }

    init(category: Category, kind: String?, indexPath: IndexPath, frame: CGRect) {
        self.frame = frame
        self.zIndex = category == .decorationView ? -1 : 0
        self.alpha = 1
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
        self.uid = nil
        self.backgroundColor = nil
        self.cornerRadius = 0
    }
}
