/// What keeps a source from being read: a file that cannot be read, data that does not decode.
public enum InputProblem: Equatable, Sendable {
    /// A symbol graph or data file could not be decoded.
    case invalidData(String)
    /// Reading a file or folder failed.
    case io(String)

    /// The problem in words.
    public var message: String {
        switch self {
        case .invalidData(let detail): return "invalid data: \(detail)"
        case .io(let detail): return detail
        }
    }
}
