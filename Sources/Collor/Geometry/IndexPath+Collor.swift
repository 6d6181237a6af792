import Foundation

// UIKit and AppKit add these to IndexPath; swift-corelibs-foundation does not, and Collor code reads
// `indexPath.item` and `indexPath.section` everywhere.
#if !canImport(UIKit) && !canImport(AppKit)
    extension IndexPath {
        /// Creates an index path for an item in a section, as UIKit does.
        public init(item: Int, section: Int) {
            // `IndexPath(indexes: [section, item])` would allocate the array literal; appending to a
            // one-index path builds Foundation's two-index storage in place.
            self = IndexPath(index: section).appending(item)
        }

        /// The index of the section: the first index of the path.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The index of the item in its section: the second index of the path.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif
