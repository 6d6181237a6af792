import Foundation

/// Runs a program to its end with a time limit: its standard input read from a file, its
/// output and errors collected.
///
/// The input goes through a temporary file rather than a pipe: a program that exits without
/// reading it (an interpreter that fails to start) would make a write into a pipe raise
/// SIGPIPE, which ends the builder itself.
struct BoundedProcess {
    /// How a run ended.
    enum Outcome {
        case exited(status: Int32, output: Data, errors: Data)
        /// Still running at the limit: it was stopped.
        case timedOut
        /// It could not be started (the reason in words).
        case notStarted(String)
    }

    var executable: URL
    var arguments: [String]
    var timeout: Duration

    /// Runs the program with `input` on its standard input.
    func run(input: Data) -> Outcome {
        let inputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("collor-\(ProcessInfo.processInfo.globallyUniqueString)")
        defer { try? FileManager.default.removeItem(at: inputFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try input.write(to: inputFile)
            process.standardInput = try FileHandle(forReadingFrom: inputFile)
            try process.run()
        } catch {
            return .notStarted("\(error)")
        }
        // Both pipes are drained while the program runs: a full pipe would block it.
        let collected = Collected()
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) {
            collected.set(output: output.fileHandleForReading.readDataToEndOfFile())
        }
        DispatchQueue.global().async(group: readers) {
            collected.set(errors: errors.fileHandleForReading.readDataToEndOfFile())
        }
        let seconds =
            Double(timeout.components.seconds)
            + Double(timeout.components.attoseconds) / 1e18
        guard exited.wait(timeout: .now() + seconds) == .success else {
            process.terminate()
            if exited.wait(timeout: .now() + 1) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
            }
            // The readers are not waited for: a child the program started may still hold the
            // pipes open; they end with it.
            return .timedOut
        }
        readers.wait()
        return .exited(
            status: process.terminationStatus, output: collected.output, errors: collected.errors)
    }

    /// What the readers collected, handed across threads under a lock.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var outputData = Data()
        private var errorData = Data()

        var output: Data { lock.withLock { outputData } }
        var errors: Data { lock.withLock { errorData } }
        func set(output: Data) { lock.withLock { outputData = output } }
        func set(errors: Data) { lock.withLock { errorData = errors } }
    }
}
