import ArgumentParser
import CollorSite
import Foundation

/// `collor serve`: build, serve on loopback, rebuild on change, reload the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it, and rebuild and reload pages when the sources change.",
        discussion: """
            Serves on 127.0.0.1 unless --host names another address (IPv4). Requests outside the \
            output folder get 404. Only requests whose Host is the bound address, localhost or \
            127.0.0.1 (or a name given with --allowed-host) are answered, against DNS rebinding. \
            A request line is capped at 8 KB (414) and a request head at 32 KB (431). The symbol \
            graphs are read once, at start.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: UInt16 = 8000

    @Option(help: "The IPv4 address to listen on; only loopback by default.")
    var host = "127.0.0.1"

    @Option(
        name: .customLong("allowed-host"),
        help: "Another Host name to answer (repeatable), for a preview reached by that name.")
    var allowedHosts: [String] = []

    @Option(name: .customLong("parent-pid"), help: .hidden)
    var parentPID: Int32?

    func run() async throws {
        // The plugin passes its own pid: the preview ends with it, however it ended.
        let watch = parentPID.map { ParentWatch(parent: $0) }.map { watch in
            watch.start {
                printError("stopping: the process that started this preview ended")
                ParentWatch.exitProcess()
            }
        }
        defer { watch?.cancel() }
        do {
            // Before the symbol graphs and the build, which can take minutes.
            try await PreviewServer.checkCanListen(host: host, port: port)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        let configuration = try site.packageSite().configuration
        let server = PreviewServer(
            configuration: configuration, host: host, port: port, allowedHosts: allowedHosts,
            log: { message in
                // Flushed at once: the server runs until interrupted, often with output piped.
                printOutput(message)
                fflush(nil)
            })
        if site.report != nil {
            await server.reportEachBuild { [site] report in
                site.writeReport(report, configuration: configuration)
            }
        }
        let bound: UInt16
        do {
            bound = try await server.start()
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        let watched = configuration.sources.map { SiteOptions.display($0.folder) + "/" }
        printOutput(
            "Serving \(SiteOptions.display(configuration.output))/ at http://\(host):\(bound)/ "
                + "(watching \(watched.joined(separator: ", ")); Ctrl-C stops)")
        fflush(nil)
        try await server.wait()
    }
}
