import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A server the serve benchmark runs as a child (`collor serve`, `hugo server`): its output read
/// line by line, its peak memory read from `/proc`, stopped with SIGINT as Ctrl-C would.
final class ChildProcess: @unchecked Sendable {
    // Unchecked: `lines` and `ended` are behind `lock`; the pipe is read by one thread.
    private let process = Process()
    private let output = Pipe()
    private let lock = NSLock()
    private var lines: [String] = []
    private var ended = false

    /// Starts `executable` with `arguments`; both its outputs are read, a line at a time, on a
    /// thread of their own (so that the child never waits on a full pipe), for `waitForLine`.
    init(_ executable: URL, _ arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = output
        try process.run()
        Thread { [self] in readLines() }.start()
    }

    /// The first line of output holding `text`, or `nil` when the child ends first or
    /// `seconds` pass (by the clock: a count of sleeps runs long on a loaded machine).
    func waitForLine(containing text: String, seconds: UInt64 = 600) -> String? {
        let deadline = DispatchTime.now().uptimeNanoseconds + seconds * 1_000_000_000
        while DispatchTime.now().uptimeNanoseconds < deadline {
            let (line, done) = lock.withLock { (lines.first { $0.contains(text) }, ended) }
            if let line { return line }
            if done { return nil }
            usleep(5_000)
        }
        return nil
    }

    /// The child's lines of output so far, for a failure's message.
    var linesSoFar: [String] { lock.withLock { lines } }

    private func readLines() {
        var pending = Data()
        while true {
            let more = output.fileHandleForReading.availableData
            guard !more.isEmpty else { break }
            pending += more
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<end], as: UTF8.self)
                pending = Data(pending[(end + 1)...])
                lock.withLock { lines.append(line) }
            }
        }
        lock.withLock { ended = true }
    }

    /// The child's peak resident memory (VmHWM), in KB.
    func peakMemoryKilobytes() -> Int? {
        guard
            let status = try? String(
                contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.dropFirst("VmHWM:".count).filter(\.isNumber))
    }

    /// Interrupts the child and waits for it (again: nothing). A child of a benchmark started in
    /// the background by a shell inherits SIGINT ignored, and a run waited for it forever: it
    /// gets SIGTERM when SIGINT has not ended it within 5 s.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGINT)
        let deadline = DispatchTime.now().uptimeNanoseconds + 5_000_000_000
        while process.isRunning && DispatchTime.now().uptimeNanoseconds < deadline {
            usleep(10_000)
        }
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        process.waitUntilExit()
    }

    /// Runs `executable` to its end; the wall time in milliseconds.
    static func timed(_ executable: URL, _ arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// `name` on the `PATH`, or `nil`.
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
            .map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
