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
    /// A name written into CSS and element ids (a timeline's anchor, a transition's prefix) that
    /// is not an ASCII identifier: a letter or `_`, then letters, digits, `-` and `_`.
    case invalidIdentifier(String, role: String)
    /// Two elements of one page share a uid (two sections, two cells of a section, or two views
    /// of a kind): transitions could not tell them apart. Names the uid and both positions.
    case duplicateUID(String, first: IndexPath, second: IndexPath)
    /// Layouts that cannot be recorded together (none, two of one viewport width, or of
    /// different data), and why.
    case invalidLayouts(String)

    /// The message, naming the element or file.
    public var description: String {
        switch self {
        case .noDescriptor(let path, let kind):
            let what = kind.map { "supplementary view of kind \"\($0)\"" } ?? "cell"
            return
                "The layout places a \(what) at \(path.dottedText) that the data does not have; call prepare() after changing the data."
        case .noView(let path, let typeName):
            return
                "\(typeName) at \(path.dottedText) cannot write HTML: subclass CollectionCellDescriptor or conform to HTMLCellRendering."
        case .output(let path, let reason):
            return "Cannot write \(path): \(reason)"
        case .invalidIdentifier(let name, let role):
            return
                "The \(role) \(String(reflecting: name)) is not a CSS identifier: use an ASCII letter or _, then letters, digits, - and _."
        case .duplicateUID(let uid, let first, let second):
            return
                "The uid \(String(reflecting: uid)) is used at \(first.dottedText) and at \(second.dottedText); uids must be unique."
        case .invalidLayouts(let reason):
            return "The layouts cannot be recorded together: \(reason)."
        }
    }
}
