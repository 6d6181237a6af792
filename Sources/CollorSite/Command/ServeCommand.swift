import ArgumentParser
import Foundation

/// `collor serve`: build, serve on loopback, rebuild on change, reload the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it, and rebuild and reload pages when the sources change.",
        discussion: """
            Serves on 127.0.0.1 unless --host names another address (IPv4). Requests outside the \
            output folder get 404. The symbol graphs are read once, at start.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: UInt16 = 8000

    @Option(help: "The IPv4 address to listen on; only loopback by default.")
    var host = "127.0.0.1"

    func run() async throws {
        let configuration = try site.packageSite().configuration
        let server = PreviewServer(
            configuration: configuration, host: host, port: port,
            log: { message in
                // Flushed at once: the server runs until interrupted, often with output piped.
                print(message)
                fflush(nil)
            })
        let bound: UInt16
        do {
            bound = try await server.start()
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        let watched = configuration.sources.map { SiteOptions.display($0.folder) + "/" }
        print(
            "Serving \(SiteOptions.display(configuration.output))/ at http://\(host):\(bound)/ "
                + "(watching \(watched.joined(separator: ", ")); Ctrl-C stops)")
        fflush(nil)
        try await server.wait()
    }
}
