import Foundation
import Testing

@testable import CollorSiteCommand

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `serve --parent-pid` (what the plugin runs) ends within a second of the process that started
/// it, whatever ended that process: here a parent killed with SIGKILL, which forwards nothing.
@Suite struct ParentWatchTests {
    /// Set by the watch, read by the test.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var raised = false
        func raise() { lock.withLock { raised = true } }
        var isRaised: Bool { lock.withLock { raised } }
    }

    @Test func theWatchFiresOnceTheParentChanges() async throws {
        let parent = Flag()
        let ended = Flag()
        var watch = ParentWatch(parent: 4_242, interval: .milliseconds(10))
        watch.currentParent = { parent.isRaised ? 1 : 4_242 }
        let task = watch.start { ended.raise() }
        try await Task.sleep(for: .milliseconds(100))
        #expect(!ended.isRaised)
        parent.raise()
        for _ in 0..<100 where !ended.isRaised { try await Task.sleep(for: .milliseconds(10)) }
        #expect(ended.isRaised)
        task.cancel()
    }

    /// The `collor` executable beside the test bundle (`swift build` builds both).
    private static var collor: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("collor")
    }

    @Test(.timeLimit(.minutes(1)))
    func theServerEndsWithinASecondOfAKilledParent() async throws {
        let tool = Self.collor
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "\(tool.path)")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "collor-parent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let docs = scratch.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try "# Notes\n".write(
            to: docs.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
        // A shell stands for the plugin: it starts the server with its own pid, says the
        // server's pid, and waits.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = [
            "-c", "\"$0\" serve --package-path \"$1\" --port 0 --parent-pid $$ & echo $!; wait",
            tool.path, scratch.path,
        ]
        let output = Pipe()
        shell.standardOutput = output
        shell.standardError = output
        try shell.run()
        // Should the server never say where it listens, the shell goes, and with it (by the
        // watch under test) the server and the pipe: the read below ends instead of hanging.
        let shellID = shell.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + 30) { kill(shellID, SIGKILL) }
        let reader = output.fileHandleForReading
        let (server, port) = try await RawHTTP.offPool { () throws -> (Int32, UInt16) in
            var text = ""
            while !text.contains("Ctrl-C") {
                let data = reader.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            let pid = text.split(separator: "\n").first.flatMap { Int32($0) }
            let port = text.components(separatedBy: "http://127.0.0.1:").dropFirst().first?
                .prefix { $0.isNumber }
            guard let pid, let port = port.flatMap({ UInt16($0) }) else {
                throw RawHTTP.Failure(step: "start: \(text)")
            }
            return (pid, port)
        }
        #expect(try await RawHTTP.get("/", port: port).status == 200)
        kill(shell.processIdentifier, SIGKILL)
        shell.waitUntilExit()
        let killed = Date()
        var gone = false
        while !gone && Date().timeIntervalSince(killed) < 5 {
            gone = !Self.isRunning(server)
            if !gone { try await Task.sleep(for: .milliseconds(20)) }
        }
        let seconds = Date().timeIntervalSince(killed)
        if !gone { kill(server, SIGKILL) }
        #expect(gone)
        #expect(seconds < 1, "the server ended \(seconds) s after its parent")
        await #expect(throws: (any Error).self) { _ = try await RawHTTP.get("/", port: port) }
    }

    /// Whether `pid` runs (a zombie, ended but not yet reaped, does not).
    private static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
            return kill(pid, 0) == 0
        }
        let state = stat.split(separator: ")").last?.split(separator: " ").first
        return state != "Z" && state != "X"
    }
}
