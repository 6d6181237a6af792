import Foundation

/// The error thrown by `CollorHTML`: a page that cannot be written, and where.
public enum CollorHTMLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The layout placed an element the data has no descriptor for (the layout is stale: call
    /// `prepare()` after changing the data).
    case noDescriptor(IndexPath, kind: String?)
    /// A descriptor that cannot write HTML: subclass `CollectionCellDescriptor` (or
    /// `CollectionSupplementaryViewDescriptor`) or conform to `HTMLCellRendering`.
    case noView(IndexPath, typeName: String)
    /// Writing the output failed.
    case output(path: String, reason: String)

    /// The message, naming the element or file.
    public var description: String {
        switch self {
        case .noDescriptor(let path, let kind):
            let what = kind.map { "supplementary view of kind \"\($0)\"" } ?? "cell"
            return
                "The layout places a \(what) at \(ElementHTML.pathText(path)) that the data does not have; call prepare() after changing the data."
        case .noView(let path, let typeName):
            return
                "\(typeName) at \(ElementHTML.pathText(path)) cannot write HTML: subclass CollectionCellDescriptor or conform to HTMLCellRendering."
        case .output(let path, let reason):
            return "Cannot write \(path): \(reason)"
        }
    }
}
