import CollorSite
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// `collor serve`: builds the site, serves the output, watches the sources, rebuilds what changed
/// and tells open pages to reload.
///
/// Pages are served as built, with one addition on the wire: a `<script>` before `</body>` that
/// listens to `/__collor/events` and reloads as soon as a rebuild wrote files (a page without
/// JavaScript simply does not reload). The output on disk stays exactly what `collor build`
/// writes. The sources are watched through the platform's file events where it has them
/// (inotify on Linux) and polled elsewhere, or when there are too many folders to watch.
public actor PreviewServer {
    /// Where the server listens; loopback unless the caller asks otherwise.
    public let host: String
    /// `Host` header values answered besides the bound address, `localhost` and `127.0.0.1`.
    public let allowedHosts: [String]
    /// The bounds on requests and connections.
    public let limits: PreviewLimits
    private let requestedPort: UInt16
    private let pollInterval: Duration
    private let maxWatchedFolders: Int
    private let log: @Sendable (String) -> Void
    private let builder: SiteBuilder
    private let output: URL
    private var channel: (any Channel)?
    private var watcher: Task<Void, Never>?
    /// Polls the configuration file (`collor.yml`) while there are no file events: one `stat`
    /// per interval.
    private var configurationWatcher: Task<Void, Never>?
    /// The sources' metadata when they were last built; a poll rebuilds only when it changed.
    private var builtSources: SourceSnapshot?
    private let notifier: ReloadNotifier
    #if os(Linux)
        private var fileEvents: InotifyWatcher?
    #endif
    /// Bumped by every rebuild that wrote files; the reload script compares it.
    public var version: Int { notifier.version }
    /// Told each build's report, the first build's and every rebuild's (`--report`).
    private var reported: (@Sendable (BuildReport) -> Void)?

    /// Hands each build's report to `handler` from now on: the first build's, then every
    /// rebuild's.
    public func reportEachBuild(to handler: @escaping @Sendable (BuildReport) -> Void) {
        reported = handler
    }

    /// A server for the site of `configuration`; nothing runs until `start()`.
    ///
    /// Requests whose `Host` is not the bound address, `localhost`, `127.0.0.1` or one of
    /// `allowedHosts` get 421 (so that a page elsewhere cannot read the preview through DNS
    /// rebinding). `limits` bounds request sizes, times and connections. The sources are polled
    /// every `pollInterval` when file events are not available or would watch more than
    /// `maxWatchedFolders` folders.
    public init(
        configuration: SiteConfiguration, host: String = "127.0.0.1", port: UInt16 = 8000,
        allowedHosts: [String] = [], limits: PreviewLimits = PreviewLimits(),
        pollInterval: Duration = .milliseconds(300), maxWatchedFolders: Int = 8_192,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.host = host
        self.allowedHosts = allowedHosts
        self.limits = limits
        self.requestedPort = port
        self.pollInterval = pollInterval
        self.maxWatchedFolders = maxWatchedFolders
        self.notifier = ReloadNotifier(capacity: limits.maxReloadListeners)
        self.log = log
        self.builder = SiteBuilder(configuration: configuration)
        self.output = configuration.output
    }

    /// A warning to show loudly when `host` is not a loopback address (the preview is then open
    /// to the network), or `nil` for a loopback host. `start()` also logs it.
    public static func exposureWarning(host: String) -> String? {
        guard !HostPolicy.isLoopback(host) else { return nil }
        return """
            WARNING: serving on \(host), which is not a loopback address: anyone who can reach \
            this machine can read the site. Only requests naming \(host), localhost or 127.0.0.1 \
            as Host are answered; add the names clients use with --allowed-host.
            """
    }

    /// Builds the site, starts listening and watching; returns the port (useful with port 0).
    ///
    /// - Throws: `SiteError` when the first build fails or the output is not ours; socket errors.
    public func start() async throws -> UInt16 {
        let router = PreviewRouter(
            output: output, hosts: HostPolicy(boundHost: host, allowedHosts: allowedHosts),
            notifier: notifier)
        // Bound before the build: a busy port is told at once, not after a build of minutes.
        let channel = try await Self.bind(
            host: host, port: requestedPort, limits: limits, router: router)
        // Watched before the build reads: an edit made while it reads is seen.
        let events = startFileEvents()
        let configurationStamp = builder.configuration.origin.flatMap {
            SourceSnapshot.Entry(of: $0.file)
        }
        let report: BuildReport
        do {
            report = try builder.build()
            reported?(report)
        } catch {
            stopFileEvents()
            try? await channel.close().get()
            throw error
        }
        for warning in report.warnings { log("warning: \(warning)") }
        log(Self.summary(report))
        guard report.succeeded else {
            stopFileEvents()
            try? await channel.close().get()
            throw report.errors.first
                ?? SiteError(file: output.path, reason: .output(.io("build failed")))
        }
        if let warning = Self.exposureWarning(host: host) { log(warning) }
        self.channel = channel
        watch(events)
        watchConfigurationFile(since: configurationStamp)
        return UInt16(clamping: channel.localAddress?.port ?? Int(requestedPort))
    }

    /// Rebuilds on `events` (file events) until they end, then on each poll.
    private func watch(_ events: AsyncStream<FileEvent>?) {
        watcher = Task { [pollInterval] in
            if let events {
                for await event in events {
                    switch event {
                    case .changed(let paths):
                        self.rebuildFollowingConfiguration(changed: paths)
                    case .gaveUp(let reason):
                        self.log("Watching by polling from now on: \(reason).")
                        self.forgetEndedFileEvents()
                    }
                    if case .gaveUp = event { break }
                }
            }
            while !Task.isCancelled {
                try? await Task.sleep(for: pollInterval)
                self.rebuildIfNeeded()
            }
        }
    }

    /// Rebuilds when the configuration file's metadata changes from `built` (taken before the
    /// first build read it), while it has no file events (they report it with the sources):
    /// one `stat` per poll interval.
    private func watchConfigurationFile(since built: SourceSnapshot.Entry?) {
        guard let file = builder.configuration.origin?.file else { return }
        configurationWatcher = Task { [pollInterval] in
            var stamp = built
            while !Task.isCancelled {
                try? await Task.sleep(for: pollInterval)
                guard !self.hasFileEvents else { continue }
                let now = SourceSnapshot.Entry(of: file)
                guard now != stamp else { continue }
                stamp = now
                self.rebuildFollowingConfiguration(changed: [file.path])
            }
        }
    }

    /// Whether the sources and `collor.yml` are watched by file events now.
    private var hasFileEvents: Bool {
        #if os(Linux)
            fileEvents != nil
        #else
            false
        #endif
    }

    /// Rebuilds what `paths` name; when the build read a changed `collor.yml` that names other
    /// folders, watches those from then on.
    private func rebuildFollowingConfiguration(changed paths: Set<String>) {
        let folders = builder.configuration.watchedFolders
        rebuild(changed: paths)
        guard builder.configuration.watchedFolders != folders else { return }
        log("Watching the folders collor.yml now names.")
        watcher?.cancel()
        stopFileEvents()
        watch(startFileEvents())
    }

    /// Throws `ListenFailure` when `host`:`port` cannot be listened on now (another process
    /// holds the port): what `serve` checks before the symbol graphs and the first build.
    public static func checkCanListen(host: String, port: UInt16) async throws {
        guard port != 0 else { return }
        let probe: any Channel
        do {
            probe = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .bind(host: host, port: Int(port)).get()
        } catch let error as IOError {
            throw ListenFailure(host: host, port: port, errno: error.errnoCode)
        }
        try? await probe.close().get()
    }

    private static func bind(
        host: String, port: UInt16, limits: PreviewLimits, router: PreviewRouter
    ) async throws -> any Channel {
        let registry = ConnectionRegistry(capacity: limits.maxConnections)
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                guard registry.admit(channel) else {
                    channel.close(promise: nil)
                    return channel.eventLoop.makeSucceededVoidFuture()
                }
                channel.closeFuture.whenComplete { _ in registry.remove(channel) }
                return channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addHandler(RequestHeadLimiter(limits: limits, registry: registry))
                    try pipeline.configureHTTPServerPipeline(withErrorHandling: true)
                    try pipeline.addHandler(PreviewHTTPHandler(router: router, limits: limits))
                }
            }
        do {
            return try await bootstrap.bind(host: host, port: Int(port)).get()
        } catch let error as IOError {
            throw ListenFailure(host: host, port: port, errno: error.errnoCode)
        }
    }

    /// Waits until the server stops.
    public func wait() async throws {
        try await channel?.closeFuture.get()
    }

    /// Stops watching and listening.
    public func stop() async {
        watcher?.cancel()
        configurationWatcher?.cancel()
        stopFileEvents()
        notifier.closeAll()
        try? await channel?.close().get()
    }

    /// Rebuilds when a source file's size, times or inode changed since the last build (or
    /// changed too recently for its time to be trusted); returns the report, or `nil` when
    /// nothing changed or the build threw. Tests call this to skip the poll.
    ///
    /// - Complexity: O(number of source files) `stat` calls when nothing changed; no file is read.
    @discardableResult
    public func rebuildIfNeeded() -> BuildReport? {
        let snapshot = SourceSnapshot(of: builder.configuration)
        if let builtSources, builtSources == snapshot, builtSources.isSettled { return nil }
        // Taken before the build reads: an edit made while it reads is seen by the next poll.
        builtSources = snapshot
        return rebuild()
    }

    /// The file events of the sources where the platform has them, or `nil` when the sources
    /// are polled (a snapshot of them taken now, to compare the first poll with).
    private func startFileEvents() -> AsyncStream<FileEvent>? {
        #if os(Linux)
            do {
                let (watcher, events) = try InotifyWatcher.stream(
                    roots: builder.configuration.watchedFolders,
                    files: builder.configuration.origin.map { [$0.file] } ?? [],
                    excluding: [builder.configuration.output], maxWatches: maxWatchedFolders,
                    debounce: .milliseconds(5))
                fileEvents = watcher
                return events
            } catch {
                log("Watching by polling: \(error).")
            }
        #endif
        builtSources = SourceSnapshot(of: builder.configuration)
        return nil
    }

    /// Forgets a watcher that stopped by itself (its descriptors are closed already), so that
    /// `collor.yml` is polled from now on.
    private func forgetEndedFileEvents() {
        #if os(Linux)
            fileEvents = nil
        #endif
    }

    private func stopFileEvents() {
        #if os(Linux)
            fileEvents?.stop()
            fileEvents = nil
        #endif
    }

    /// Rebuilds what changed (`paths`, when file events named them), tells open pages when
    /// files were written, and returns the report (`nil` when the build threw).
    @discardableResult
    private func rebuild(changed paths: Set<String>? = nil) -> BuildReport? {
        do {
            let report = try builder.rebuild(changed: paths)
            reported?(report)
            if !report.writtenFiles.isEmpty || !report.errors.isEmpty {
                // Each rebuild tells the site's warnings as they now stand, as a build does.
                for warning in report.warnings { log("warning: \(warning)") }
                log(
                    Self.summary(report)
                        + (report.succeeded ? "" : "; still serving the last good build"))
            }
            if !report.writtenFiles.isEmpty { notifier.bump() }
            return report
        } catch {
            log("error: \(error)")
            return nil
        }
    }

    static func summary(_ report: BuildReport) -> String {
        if !report.succeeded {
            return report.errors.map { "error: \($0)" }.joined(separator: "\n")
                + "\nbuild failed: \(report.errorCount)"
        }
        let milliseconds =
            Double(report.duration.components.attoseconds) / 1e15
            + Double(report.duration.components.seconds) * 1000
        return "rendered \(report.renderedPages.count) page(s), wrote \(report.writtenFiles.count) "
            + "file(s), \(report.warnings.count) warning(s) in "
            + "\(String(format: "%.1f", milliseconds)) ms"
    }

    /// Listens to the stream of versions while the page is shown and reloads when the version
    /// moves past the first one it heard. A hidden page closes its stream (a browser opens only
    /// six connections per host, and every open tab would hold one); shown again, it listens
    /// anew and reloads if a rebuild happened meanwhile.
    static let reloadScript = """
        (function () {
          if (!window.EventSource) { return; }
          var seen = null, source = null;
          function listen() {
            if (source) { return; }
            source = new EventSource("/__collor/events");
            source.onmessage = function (e) {
              if (seen !== null && e.data !== seen) { location.reload(); } else { seen = e.data; }
            };
          }
          document.addEventListener("visibilitychange", function () {
            if (!document.hidden) { listen(); } else if (source) { source.close(); source = null; }
          });
          if (!document.hidden) { listen(); }
        })();

        """
}
