import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A busy port is told before anything is built, with the port and the way out (`--port 0`),
/// instead of the socket call's own text after a whole build.
@Suite struct PreviewServerPortTests {
    /// A loopback port that a listening socket of this test holds; close the descriptor after.
    private static func holdPort() throws -> (descriptor: Int32, port: UInt16) {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && listen(fd, 1) == 0
                    && getsockname(fd, $0, &length) == 0
            }
        }
        guard fd >= 0, bound else { throw RawHTTP.Failure(step: "hold a port") }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    @Test func theServerSaysWhichPortIsBusyAndBuildsNothing() async throws {
        let held = try Self.holdPort()
        defer { close(held.descriptor) }
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("_site")
        let server = PreviewServer(
            configuration: Fixtures.configuration(output: output), port: held.port)
        let failure = ListenFailure(host: "127.0.0.1", port: held.port, errno: EADDRINUSE)
        await #expect(throws: failure) { _ = try await server.start() }
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(
            failure.description
                == "port \(held.port) on 127.0.0.1 is already in use (another preview may still "
                + "be running); stop it, choose another with --port, or pass --port 0 to pick a "
                + "free one")
        await #expect(throws: failure) {
            try await PreviewServer.checkCanListen(host: "127.0.0.1", port: held.port)
        }
        try await PreviewServer.checkCanListen(host: "127.0.0.1", port: 0)
    }

    /// `serve` checks the port before it reads the package (the symbol graphs take seconds).
    @Test func serveStopsBeforeBuildingOnABusyPort() async throws {
        let held = try Self.holdPort()
        defer { close(held.descriptor) }
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = scratch.url.appendingPathComponent("notes")
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try "# Notes\n".write(
            to: docs.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
        let command = try ServeCommand.parse(
            ["--package-path", root.path, "--port", "\(held.port)"])
        await #expect(throws: (any Error).self) { try await command.run() }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
    }
}
