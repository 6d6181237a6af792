import Foundation

/// A running program whose output is read a line at a time, each line within a time limit: its
/// standard input read from a file, its errors collected.
///
/// The input goes through a temporary file rather than a pipe: a program that exits without
/// reading it (an interpreter that fails to start) would make a write into a pipe raise
/// SIGPIPE, which ends the builder itself.
final class BoundedProcess {
    /// What waiting for the next line gave.
    enum Next: Equatable {
        /// A line of output, without its newline.
        case line(Data)
        /// The output ended (the program exited or closed it): its status, and the last line it
        /// wrote to its errors.
        case ended(status: Int32, lastError: String)
        /// No line came in time: the program was stopped.
        case timedOut
    }

    private let process = Process()
    private let inputFile: URL
    private let output = Stream()
    private let errors = Stream()
    private let exited = DispatchSemaphore(value: 0)

    /// Starts `executable` with `input` on its standard input.
    ///
    /// - Throws: when the input cannot be written or the program cannot be started.
    init(executable: URL, arguments: [String], input: Data) throws {
        inputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("collor-\(ProcessInfo.processInfo.globallyUniqueString)")
        process.executableURL = executable
        process.arguments = arguments
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        process.terminationHandler = { [exited] _ in exited.signal() }
        do {
            try input.write(to: inputFile)
            process.standardInput = try FileHandle(forReadingFrom: inputFile)
            try process.run()
        } catch {
            try? FileManager.default.removeItem(at: inputFile)
            throw error
        }
        // Both pipes are drained while the program runs: a full pipe would block it.
        output.drain(outputPipe.fileHandleForReading)
        errors.drain(errorPipe.fileHandleForReading)
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: inputFile)
    }

    /// The next line of output, waiting at most `limit` for it; the program is stopped when
    /// none comes.
    func next(within limit: Duration) -> Next {
        let seconds =
            Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        switch output.nextLine(before: Date(timeIntervalSinceNow: seconds)) {
        case .some(.some(let line)):
            return .line(line)
        case .some(.none):
            // The output closed: the program has exited or is about to.
            if exited.wait(timeout: .now() + seconds) == .timedOut {
                stop()
                return .timedOut
            }
            let lastError =
                String(decoding: errors.remainder(), as: UTF8.self)
                .split(separator: "\n").last.map(String.init) ?? ""
            return .ended(status: process.terminationStatus, lastError: lastError)
        case .none:
            stop()
            return .timedOut
        }
    }

    /// Stops the program if it still runs: SIGTERM, then SIGKILL a second later.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if exited.wait(timeout: .now() + 1) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            _ = exited.wait(timeout: .now() + 1)
        }
    }

    /// What a reader thread has read of one pipe, handed across threads under a condition.
    private final class Stream: @unchecked Sendable {
        private let condition = NSCondition()
        private var buffer: [UInt8] = []
        /// Where the next line starts, and how far the search for its end has looked: each
        /// byte is looked at once, however the lines arrive.
        private var start = 0
        private var searched = 0
        private var closed = false

        /// Reads `handle` on a thread of its own until it closes.
        func drain(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = handle.availableData
                    condition.withLock {
                        if chunk.isEmpty { closed = true } else { buffer.append(contentsOf: chunk) }
                        condition.broadcast()
                    }
                    if chunk.isEmpty { return }
                }
            }
        }

        /// The next complete line; `.some(nil)` when the pipe closed first, nil at `deadline`.
        func nextLine(before deadline: Date) -> Data?? {
            condition.withLock {
                while true {
                    if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                        let line = Data(buffer[start..<newline])
                        start = newline + 1
                        searched = start
                        if start > buffer.count / 2 {
                            buffer.removeFirst(start)
                            start = 0
                            searched = 0
                        }
                        return .some(line)
                    }
                    searched = buffer.count
                    if closed { return .some(nil) }
                    if !condition.wait(until: deadline) { return nil }
                }
            }
        }

        /// What is left after the lines taken, once the pipe closed (or a second passed).
        func remainder() -> Data {
            condition.withLock {
                let deadline = Date(timeIntervalSinceNow: 1)
                while !closed && condition.wait(until: deadline) {}
                return Data(buffer[start...])
            }
        }
    }
}
