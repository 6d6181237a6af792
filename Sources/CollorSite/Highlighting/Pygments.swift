import CollorHTML
import Foundation

/// Highlights code in languages other than Swift at build time with Pygments (Debian's
/// `python3-pygments`), one process for the whole build.
///
/// The builder gathers every page's fenced blocks whose language `Pygments.lexers` knows before
/// any page renders, and runs `script` once over all of them; each block's tokens become spans
/// of the classes Swift's blocks use (`Pygments.classes`). Without Python or Pygments, or when
/// the batch fails or runs out of time, the build still succeeds: those blocks are plain and the
/// build reports one warning.
public struct Pygments: Sendable {
    /// Interpreters tried in turn, each a path or a name looked up on `PATH`: the first that
    /// starts and imports `pygments` highlights the batch.
    public var interpreters: [String]
    /// The longest a build's batch may run; past it, its blocks stay plain.
    public var timeout: Duration

    /// Debian's interpreter first, where `apt-get install python3-pygments` puts the module
    /// (a `python3` found first on `PATH`, such as pyenv's, may lack it), then `python3` on `PATH`.
    public static let defaultInterpreters = ["/usr/bin/python3", "python3"]

    /// A highlighter; by default Debian's interpreter, then `python3`, with 30 seconds per batch.
    public init(
        interpreters: [String] = Pygments.defaultInterpreters, timeout: Duration = .seconds(30)
    ) {
        self.interpreters = interpreters
        self.timeout = timeout
    }

    /// What a batch gave: each block's HTML (nil for a block Pygments left plain: its lexer is
    /// missing from the installed version, or its tokens did not give back the code), or why
    /// nothing was highlighted.
    struct Batch {
        var html: [CodeBlock: String?] = [:]
        var failure: Failure?
    }

    /// Why a batch highlighted nothing.
    enum Failure: Equatable {
        /// No interpreter with Pygments: each one tried, with what went wrong.
        case unavailable([String])
        /// Pygments ran and failed, or ran out of time.
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

    /// Highlights `blocks` in one process.
    ///
    /// - Complexity: one interpreter start (about 0.1 s with Pygments imported, plus each
    ///   lexer's first use), then Pygments' work, linear in the code for its lexers.
    func highlight(_ blocks: [CodeBlock]) -> Batch {
        guard !blocks.isEmpty else { return Batch() }
        guard let input = try? JSONEncoder().encode(blocks.map { [$0.lexer, $0.code] }) else {
            return Batch(failure: .failed("the blocks could not be encoded"))
        }
        var tried: [String] = []
        for interpreter in resolvedInterpreters(tried: &tried) {
            let process = BoundedProcess(
                executable: URL(fileURLWithPath: interpreter),
                // -I: neither the working folder nor PYTHON* variables can put another module
                // in place of pygments or json.
                arguments: ["-I", "-c", Self.script], timeout: timeout)
            switch process.run(input: input) {
            case .notStarted(let reason):
                tried.append("\(interpreter) could not be started (\(reason))")
            case .exited(status: 3, _, _):
                tried.append("\(interpreter) has no pygments module")
            case .exited(status: 0, let output, _):
                return decode(output, blocks: blocks, interpreter: interpreter)
            case .exited(let status, _, let errors):
                let last =
                    String(decoding: errors, as: UTF8.self)
                    .split(separator: "\n").last.map(String.init) ?? ""
                return Batch(
                    failure: .failed("\(interpreter) exited with status \(status): \(last)"))
            case .timedOut:
                return Batch(
                    failure: .failed(
                        "Pygments took longer than \(timeout) for \(blocks.count) blocks"))
            }
        }
        return Batch(failure: .unavailable(tried))
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

    /// The batch's HTML from the script's output.
    private func decode(_ output: Data, blocks: [CodeBlock], interpreter: String) -> Batch {
        struct Output: Decodable {
            var types: [String]
            var blocks: [[Int]?]
        }
        guard let decoded = try? JSONDecoder().decode(Output.self, from: output),
            decoded.blocks.count == blocks.count
        else {
            return Batch(failure: .failed("\(interpreter) gave output that could not be read"))
        }
        let classes = decoded.types.map(Self.cssClass)
        var batch = Batch()
        for (block, runs) in zip(blocks, decoded.blocks) {
            batch.html[block] = .some(
                runs.flatMap { Self.html(block.code, runs: $0, classes: classes) })
        }
        return batch
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
