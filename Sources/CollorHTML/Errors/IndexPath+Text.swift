import Foundation

extension IndexPath {
    /// The index path as errors, dumps and position keys name an element: its indices joined by
    /// dots (`0.3`), as pages write it in `data-index-path`.
    var dottedText: String {
        map(String.init).joined(separator: ".")
    }
}
