import FlyingFox
import Foundation

/// Serves files of the output folder (safely) and the two live-reload endpoints.
struct PreviewHandler: HTTPHandler {
    let output: URL
    let server: PreviewServer

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let path = request.target.path()
        if path == "/__collor/version" {
            let version = await server.version
            return response(.ok, type: "text/plain", Data("\(version)".utf8))
        }
        if path == "/__collor/reload.js" {
            return response(.ok, type: "text/javascript", Data(PreviewServer.reloadScript.utf8))
        }
        guard request.method == .GET || request.method == .HEAD,
            let file = SafePath.resolve(path, in: output),
            var body = try? Data(contentsOf: file)
        else {
            let page = (try? Data(contentsOf: output.appendingPathComponent("404.html"))) ?? Data()
            return response(.notFound, type: "text/html; charset=utf-8", page)
        }
        let type = SafePath.contentType(of: file)
        if file.pathExtension == "html" { body = Self.injectReload(into: body) }
        return response(.ok, type: type, body)
    }

    private func response(_ status: HTTPStatusCode, type: String, _ body: Data) -> HTTPResponse {
        HTTPResponse(
            statusCode: status,
            headers: [.contentType: type, .cacheControl: "no-store"], body: body)
    }

    /// Inserts the reload script before the last `</body>`.
    static func injectReload(into page: Data) -> Data {
        let tag = Data("<script src=\"/__collor/reload.js\"></script>\n".utf8)
        guard let range = page.range(of: Data("</body>".utf8), options: .backwards) else {
            return page + tag
        }
        var result = page
        result.insert(contentsOf: tag, at: range.lowerBound)
        return result
    }
}
