import CollorHTML
import Foundation

/// Highlights code in languages other than Swift at build time with Pygments (Debian's
/// `python3-pygments`): one process for the build's blocks, each block with its own time limit.
///
/// The builder gathers every page's fenced blocks whose language `Pygments.lexers` knows before
/// any page renders; a block over its lexer's bound (`Pygments.bounds`) is left plain without
/// being sent, so which blocks are highlighted depends on the input alone. `script` runs once
/// over the others, writing each block's tokens as soon as it has them; they become spans of
/// the classes Swift's blocks use (`Pygments.classes`). A block that runs past `timeout` costs
/// only itself: the process is stopped, the block is a failure, and a new process goes on with
/// the blocks after it. Without Python or Pygments the build still succeeds: those blocks are
/// plain and the build reports one warning.
public struct Pygments: Sendable {
    /// Interpreters tried in turn, each a path or a name looked up on `PATH`: the first that
    /// starts and imports `pygments` highlights the blocks.
    public var interpreters: [String]
    /// The longest one block may take (and the interpreter to start); past it, the block stays
    /// plain. A last resort: the bounds keep every block far inside it.
    public var timeout: Duration
    /// How many blocks may fail in one call before the rest are left plain, so that a page of
    /// slow blocks costs a few time limits, not one per block.
    public var maximumFailures: Int

    /// Debian's interpreter first, where `apt-get install python3-pygments` puts the module
    /// (a `python3` found first on `PATH`, such as pyenv's, may lack it), then `python3` on `PATH`.
    public static let defaultInterpreters = ["/usr/bin/python3", "python3"]

    /// A highlighter; by default Debian's interpreter, then `python3`, with 20 seconds a block
    /// and at most 3 failed blocks a build.
    public init(
        interpreters: [String] = Pygments.defaultInterpreters, timeout: Duration = .seconds(20),
        maximumFailures: Int = 3
    ) {
        self.interpreters = interpreters
        self.timeout = timeout
        self.maximumFailures = maximumFailures
    }

    /// What highlighting gave: each block's HTML (nil for a block Pygments left plain: its
    /// lexer is missing from the installed version, or its tokens did not give back the code),
    /// the blocks Pygments failed on (ran out of time, or the process died) with why, and why
    /// the others were not highlighted, if they were not.
    struct Batch {
        var html: [CodeBlock: String?] = [:]
        var failed: [CodeBlock: String] = [:]
        var failure: Failure?
    }

    /// Why blocks were not highlighted at all.
    enum Failure: Equatable {
        /// No interpreter with Pygments: each one tried, with what went wrong.
        case unavailable([String])
        /// Pygments did not start, or failed on too many blocks.
        case failed(String)

        /// The warning's words.
        var message: String {
            switch self {
            case .unavailable(let tried):
                return "code in languages other than Swift is shown without highlighting: "
                    + tried.joined(separator: "; ")
                    + " (install Pygments; on Debian: apt-get install python3-pygments)"
            case .failed(let reason):
                return "code in languages other than Swift is shown without highlighting: "
                    + reason
            }
        }
    }

    /// How one process over a run of blocks ended.
    private enum Session {
        /// Every block has its answer.
        case finished
        /// The interpreter has no Pygments or could not start: the next one is tried.
        case unavailable(String)
        /// It started and failed before its first block.
        case failed(String)
        /// The block at this index of the run (an index of the slice) failed, for the reason
        /// given.
        case blockFailed(Int, String)
    }

    /// Highlights `blocks`, in one process unless a block fails.
    ///
    /// - Complexity: one interpreter start (about 0.1 s with Pygments imported, plus each
    ///   lexer's first use) and one more per failed block, then Pygments' work, which the
    ///   bounds keep near linear in the code.
    func highlight(_ blocks: [CodeBlock]) -> Batch {
        var batch = Batch()
        guard !blocks.isEmpty else { return batch }
        var tried: [String] = []
        var candidates = resolvedInterpreters(tried: &tried)[...]
        var remaining = blocks[...]
        while let interpreter = candidates.first, !remaining.isEmpty {
            switch session(interpreter, remaining, into: &batch) {
            case .finished:
                return batch
            case .unavailable(let reason):
                tried.append(reason)
                candidates = candidates.dropFirst()
            case .failed(let reason):
                batch.failure = .failed(reason)
                return batch
            case .blockFailed(let index, let reason):
                // This interpreter works: the ones after it are not tried any more.
                candidates = [interpreter]
                batch.failed[remaining[index]] = reason
                remaining = remaining[(index + 1)...]
                if batch.failed.count >= maximumFailures, !remaining.isEmpty {
                    batch.failure = .failed(
                        "Pygments failed on \(batch.failed.count) blocks; \(remaining.count) "
                            + "more left plain without trying")
                    return batch
                }
            }
        }
        if !remaining.isEmpty { batch.failure = .unavailable(tried) }
        return batch
    }

    /// Runs `script` in `interpreter` over `blocks`, each block's HTML into `batch`, until the
    /// end or the first block that fails.
    private func session(
        _ interpreter: String, _ blocks: ArraySlice<CodeBlock>, into batch: inout Batch
    ) -> Session {
        guard let input = try? JSONEncoder().encode(blocks.map { [$0.lexer, $0.code] }) else {
            return .failed("the blocks could not be encoded")
        }
        let process: BoundedProcess
        do {
            process = try BoundedProcess(
                executable: URL(fileURLWithPath: interpreter),
                // -I: neither the working folder nor PYTHON* variables can put another module
                // in place of pygments or json.
                arguments: ["-I", "-c", Self.script], input: input)
        } catch {
            return .unavailable("\(interpreter) could not be started (\(error))")
        }
        switch process.next(within: timeout) {
        case .line:
            break
        case .ended(status: 3, _):
            return .unavailable("\(interpreter) has no pygments module")
        case .ended(let status, let lastError):
            return .failed("\(interpreter) exited with status \(status): \(lastError)")
        case .timedOut:
            return .failed("\(interpreter) did not start Pygments within \(timeout)")
        }
        var classes: [String] = []
        for index in blocks.indices {
            let block = blocks[index]
            switch process.next(within: timeout) {
            case .line(let line):
                guard let answer = try? JSONDecoder().decode(Answer.self, from: line) else {
                    process.stop()
                    return .blockFailed(index, "Pygments gave output that could not be read")
                }
                classes += answer.types.map(Self.cssClass)
                batch.html[block] = .some(
                    answer.runs.flatMap { Self.html(block.code, runs: $0, classes: classes) })
            case .ended(let status, let lastError):
                return .blockFailed(
                    index, "Pygments exited with status \(status) on it: \(lastError)")
            case .timedOut:
                return .blockFailed(index, "Pygments took longer than \(timeout) on it")
            }
        }
        return .finished
    }

    /// One block's line of the script's output: the token types first seen in it and its runs.
    private struct Answer: Decodable {
        var types: [String]
        var runs: [Int]?

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            types = try container.decode([String].self)
            runs = try container.decodeIfPresent([Int].self)
        }
    }

    /// The interpreters that exist, each once; what is missing goes into `tried`.
    private func resolvedInterpreters(tried: inout [String]) -> [String] {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        var found: [String] = []
        for interpreter in interpreters {
            let candidates =
                interpreter.contains("/")
                ? [interpreter]
                : path.split(separator: ":").map { "\($0)/\(interpreter)" }
            guard let executable = candidates.first(where: FileManager.default.isExecutableFile)
            else {
                tried.append(
                    interpreter.contains("/")
                        ? "\(interpreter) not found" : "no \(interpreter) on PATH")
                continue
            }
            if !found.contains(executable) { found.append(executable) }
        }
        return found
    }

    /// `code` cut into the runs of `runs` (pairs of a class's index and a UTF-8 length), each
    /// escaped and, unless plain, wrapped in a span; neighbouring runs of one class share it.
    /// Nil when the runs do not cover the code exactly.
    static func html(_ code: String, runs: [Int], classes: [String]) -> String? {
        let bytes = Array(code.utf8)
        guard runs.count % 2 == 0 else { return nil }
        var html = HTMLWriter(escaping: .commonMark, capacity: bytes.count * 2)
        var position = 0
        var start = 0
        var current = ""
        func flush(upTo end: Int) {
            guard start < end else { return }
            if !current.isEmpty {
                html.raw("<span class=\"")
                html.raw(current)
                html.raw("\">")
            }
            bytes[start..<end].withUnsafeBufferPointer { html.text($0) }
            if !current.isEmpty { html.raw("</span>") }
        }
        for pair in stride(from: 0, to: runs.count, by: 2) {
            let type = runs[pair]
            let length = runs[pair + 1]
            guard classes.indices.contains(type), length > 0, length <= bytes.count - position
            else { return nil }
            if classes[type] != current {
                flush(upTo: position)
                current = classes[type]
                start = position
            }
            position += length
        }
        guard position == bytes.count else { return nil }
        flush(upTo: position)
        return html.string
    }
}
