import Collor
import Foundation

/// An adapter with one value; `Diffable` through `Equatable`, so a changed value reloads its cell.
public struct TestAdapter: CollectionAdapter, Diffable, Equatable, Sendable {
    public var content: Int
    public init(content: Int) { self.content = content }
}

/// An adapter that is not `Diffable`: `diff()` never reloads its cell.
public struct PlainAdapter: CollectionAdapter {
    public var content: Int
    public init(content: Int) { self.content = content }
}

/// A cell descriptor of fixed size holding a `TestAdapter`.
public final class TestCell: CollectionCellDescribable {
    public let cellStorage = CellStorage()
    public let adapter: CollectionAdapter
    public var height: CGFloat

    public init(content: Int = 0, height: CGFloat = 44) {
        adapter = TestAdapter(content: content)
        self.height = height
    }

    public init(plain content: Int) {
        adapter = PlainAdapter(content: content)
        height = 44
    }

    public func getAdapter() -> CollectionAdapter { adapter }

    public func size(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: height)
    }

    /// The adapter's content, for assertions.
    public var content: Int? {
        (adapter as? TestAdapter)?.content ?? (adapter as? PlainAdapter)?.content
    }
}

/// A section descriptor with default insets and spacing.
public final class TestSection: CollectionSectionDescribable {
    public let sectionStorage = SectionStorage()
    public init() {}
}

/// A supplementary view descriptor with a fixed frame.
public final class TestSupplementaryView: CollectionSupplementaryViewDescribable {
    public let cellStorage = CellStorage()
    public let adapter = TestAdapter(content: 0)
    public init() {}
    public func getAdapter() -> CollectionAdapter { adapter }
    public func frame(
        _ collectionView: CollectionView, sectionDescriptor: CollectionSectionDescribable
    ) -> CGRect {
        CGRect(x: 0, y: 0, width: collectionView.bounds.width, height: 20)
    }
}
