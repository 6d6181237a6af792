/// What keeps the site from being written: an output folder that is not collor's, a path that
/// would leave it, two sources for one file, a write that fails.
public enum OutputProblem: Equatable, Sendable {
    /// Two sources would write the same output file.
    case duplicateOutput(String)
    /// The output folder is not empty and was not written by `collor build`.
    case notOwned
    /// A previous output holds files that `collor build` did not write; nothing is deleted.
    case foreignFiles([String])
    /// A file's path, made from input, would leave the output folder or pass through a
    /// symbolic link: nothing is written there.
    case unsafePath(String, String)
    /// A temporary or retired sibling of the output, left by an interrupted build, holds what
    /// collor did not write (listed); it is kept, and the build stops.
    case leftoverKept([String])
    /// Writing, creating or removing a file or folder failed.
    case io(String)
    /// Another build (or `serve`) holds the output's lock file, named here.
    case locked(String)

    /// The problem in words.
    public var message: String {
        switch self {
        case .duplicateOutput(let path):
            return "two sources write '\(path)'"
        case .notOwned:
            return "refusing to write: the folder is not empty and is not an output of collor build"
        case .foreignFiles(let files):
            return "refusing to replace: the previous output holds files collor did not write: "
                + files.joined(separator: ", ")
        case .unsafePath(let path, let problem):
            return "refusing to write '\(path)': it has \(problem)"
        case .leftoverKept(let entries):
            guard !entries.isEmpty else {
                return "kept this leftover of an earlier build: it has no valid marker, so it may "
                    + "be yours; remove it yourself if it is not"
            }
            return "kept this leftover of an earlier build: it holds what collor did not write ("
                + entries.joined(separator: ", ") + "); remove it yourself if it is not yours"
        case .io(let detail):
            return detail
        case .locked(let lockFile):
            return "another collor build or serve is writing this folder (it holds \(lockFile)): "
                + "wait for it to finish, or write elsewhere with --output"
        }
    }
}
