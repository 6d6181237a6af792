import Foundation

/// Why `InputFile` read nothing.
package enum InputFileError: Error, Equatable, CustomStringConvertible {
    /// Nothing at the path.
    case missing(path: String)
    /// The final component is a symbolic link (never followed).
    case symbolicLink(path: String)
    /// A folder, a FIFO, a device or a socket: `kind` says which.
    case notRegular(path: String, kind: String)
    /// Not under the folder the caller named.
    case outside(path: String, root: String)
    /// Larger than the caller's limit.
    case tooLarge(path: String, size: Int, limit: Int)
    /// The system refused `operation` with `code` (an errno value).
    case system(path: String, operation: String, code: Int32)

    /// The path the error is about.
    package var path: String {
        switch self {
        case .missing(let path), .symbolicLink(let path), .notRegular(let path, _),
            .outside(let path, _),
            .tooLarge(let path, _, _), .system(let path, _, _):
            return path
        }
    }

    /// What went wrong, without the path (messages name the file their own way).
    package var reason: String {
        switch self {
        case .missing: return "no such file"
        case .symbolicLink: return "a symbolic link (not followed)"
        case .notRegular(_, let kind): return "not a regular file (\(kind))"
        case .outside(_, let root): return "not inside \(root)"
        case .tooLarge(_, let size, let limit):
            return "too large (\(size) bytes; at most \(limit))"
        case .system(_, let operation, let code):
            return "\(operation) failed: \(String(cString: strerror(code)))"
        }
    }

    package var description: String { "\(path): \(reason)" }
}
