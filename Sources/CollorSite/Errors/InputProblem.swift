/// What keeps a source from being read: a file that cannot be read, data that does not decode.
public enum InputProblem: Equatable, Sendable {
    /// A symbol graph or data file could not be decoded.
    case invalidData(String)
    /// Reading a file or folder failed.
    case io(String)
    /// A file left out, for the reason given (a warning): a link out of its folder, a special
    /// file.
    case skipped(String)

    /// The problem in words.
    public var message: String {
        switch self {
        case .invalidData(let detail): return "invalid data: \(detail)"
        case .io(let detail): return detail
        case .skipped(let detail): return "left out: \(detail)"
        }
    }
}
