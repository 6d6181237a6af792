import CollorHTML
import CollorSite
import Foundation

/// Answers one request of the preview server: the live-reload endpoints (the script, the
/// version, the stream of versions), then files of the output (safely), folders redirected to
/// their slash, everything else 404 with the site's page.
struct PreviewRouter: Sendable {
    let output: URL
    let hosts: HostPolicy
    /// The rebuild counter, which `/__collor/version` answers and `/__collor/events` pushes.
    let notifier: ReloadNotifier

    /// The answer to `method` on `target` (path and query as sent) with the `Host` value `host`.
    /// The body of a `HEAD` answer is the one `GET` would get; the caller sends only its length.
    func respond(method: String, target: String, host: String?) -> PreviewResponse {
        guard let host, hosts.allows(host) else {
            return .text(
                421, "Misdirected Request",
                "This preview answers only its own address; start it with --allowed-host to add one."
            )
        }
        guard method == "GET" || method == "HEAD" else {
            return PreviewResponse(
                status: 405, reason: "Method Not Allowed", type: "text/plain; charset=utf-8",
                body: Data("Only GET and HEAD.\n".utf8), extra: [("Allow", "GET, HEAD")])
        }
        let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        if path == "/__collor/version" {
            return PreviewResponse(
                status: 200, reason: "OK", type: "text/plain",
                body: Data("\(notifier.version)".utf8))
        }
        if path == "/__collor/events" {
            return PreviewResponse(
                status: 200, reason: "OK", type: "text/event-stream", body: .reloadEvents)
        }
        if path == "/__collor/reload.js" {
            return PreviewResponse(
                status: 200, reason: "OK", type: "text/javascript",
                body: Data(PreviewServer.reloadScript.utf8))
        }
        switch SafePath.lookUp(path, in: output) {
        case .file(let file):
            return PreviewResponse(
                status: 200, reason: "OK", type: SafePath.contentType(of: file),
                body: .file(file, injectingReload: file.pathExtension == "html"))
        case .folderWithoutSlash:
            // Relative links of the folder's index.html resolve against the slash.
            let query = target.firstIndex(of: "?").map { String(target[$0...]) } ?? ""
            let location = "/" + path.drop { $0 == "/" } + "/" + query
            return PreviewResponse(
                status: 301, reason: "Moved Permanently", type: "text/plain; charset=utf-8",
                body: Data(), extra: [("Location", location)])
        case .none:
            return notFound()
        }
    }

    /// The largest 404 page served (the builder writes a small one).
    static let notFoundPageBytes = 1 << 20

    /// The site's 404 page (small: the builder writes it).
    func notFound() -> PreviewResponse {
        let file = output.appendingPathComponent("404.html")
        let page =
            (try? InputFile.read(file, limit: Self.notFoundPageBytes)).map { Data($0) } ?? Data()
        return PreviewResponse(
            status: 404, reason: "Not Found", type: "text/html; charset=utf-8", body: page)
    }
}
