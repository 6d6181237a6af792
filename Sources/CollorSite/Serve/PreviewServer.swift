import FlyingFox
import Foundation

/// `collor serve`: builds the site, serves the output, watches the sources, rebuilds what changed
/// and tells open pages to reload.
///
/// Pages are served as built, with one addition on the wire: a `<script>` before `</body>` that
/// polls `/__collor/version` and reloads when a rebuild wrote files. The output on disk stays
/// exactly what `collor build` writes.
public actor PreviewServer {
    /// Where the server listens; loopback unless the caller asks otherwise.
    public let host: String
    private let requestedPort: UInt16
    private let pollInterval: Duration
    private let log: @Sendable (String) -> Void
    private let builder: SiteBuilder
    private let output: URL
    private var server: HTTPServer?
    private var watcher: Task<Void, Never>?
    private var runner: Task<Void, any Error>?
    /// Bumped by every rebuild that wrote files; the reload script compares it.
    public private(set) var version = 0

    /// A server for the site of `configuration`; nothing runs until `start()`.
    public init(
        configuration: SiteConfiguration, host: String = "127.0.0.1", port: UInt16 = 8000,
        pollInterval: Duration = .milliseconds(300),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.host = host
        self.requestedPort = port
        self.pollInterval = pollInterval
        self.log = log
        self.builder = SiteBuilder(configuration: configuration)
        self.output = configuration.output
    }

    /// Builds the site, starts listening and watching; returns the port (useful with port 0).
    ///
    /// - Throws: `SiteError` when the first build fails or the output is not ours; socket errors.
    public func start() async throws -> UInt16 {
        let report = try builder.build()
        log(Self.summary(report))
        guard report.succeeded else {
            throw report.errors.first ?? SiteError(file: output.path, reason: .io("build failed"))
        }
        let server = HTTPServer(
            address: try .inet(ip4: host, port: requestedPort), logger: .disabled,
            handler: PreviewHandler(output: output, server: self))
        self.server = server
        runner = Task { try await server.run() }
        try await server.waitUntilListening()
        watcher = Task { [pollInterval] in
            while !Task.isCancelled {
                try? await Task.sleep(for: pollInterval)
                self.rebuildIfNeeded()
            }
        }
        guard case .ip4(_, let port) = await server.listeningAddress else { return requestedPort }
        return port
    }

    /// Waits until the server stops.
    public func wait() async throws {
        try await runner?.value
    }

    /// Stops watching and listening.
    public func stop() async {
        watcher?.cancel()
        await server?.stop()
        runner?.cancel()
    }

    /// Rebuilds from the current sources; returns the report (tests call this to skip the poll).
    @discardableResult
    public func rebuildIfNeeded() -> BuildReport? {
        do {
            let report = try builder.rebuild()
            if !report.writtenFiles.isEmpty || !report.errors.isEmpty {
                log(
                    Self.summary(report)
                        + (report.succeeded ? "" : "; still serving the last good build"))
            }
            if !report.writtenFiles.isEmpty { version += 1 }
            return report
        } catch {
            log("error: \(error)")
            return nil
        }
    }

    static func summary(_ report: BuildReport) -> String {
        if !report.succeeded {
            return report.errors.map { "error: \($0)" }.joined(separator: "\n")
                + "\nbuild failed: \(report.errors.count) error(s)"
        }
        let milliseconds =
            Double(report.duration.components.attoseconds) / 1e15
            + Double(report.duration.components.seconds) * 1000
        return "rendered \(report.renderedPages.count) page(s), wrote \(report.writtenFiles.count) "
            + "file(s) in \(String(format: "%.1f", milliseconds)) ms"
    }

    static let reloadScript = """
        (function () {
          var seen = null;
          function poll() {
            fetch("/__collor/version", { cache: "no-store" })
              .then(function (r) { return r.text(); })
              .then(function (v) { if (seen !== null && v !== seen) { location.reload(); } seen = v; })
              .catch(function () {})
              .then(function () { setTimeout(poll, 500); });
          }
          poll();
        })();

        """
}
