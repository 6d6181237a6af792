import CollorSite
import Foundation

/// What the preview server answers to one request: a plain value, independent of the network
/// code, so that routing is tested without a socket.
struct PreviewResponse: Equatable {
    /// An answer's body: bytes in memory, or a file of the output that the connection sends from
    /// disk, piece by piece, as the client takes it.
    enum Body: Equatable {
        case bytes(Data)
        /// A file of the output; a page (`injectingReload`) gets the reload script on the wire.
        case file(URL, injectingReload: Bool)
        /// The stream of rebuild versions (server-sent events), open until the client leaves.
        case reloadEvents
    }

    var status: Int
    var reason: String
    var headers: [(String, String)]
    var body: Body

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.status == rhs.status && lhs.body == rhs.body
            && lhs.headers.map { "\($0.0): \($0.1)" } == rhs.headers.map { "\($0.0): \($0.1)" }
    }

    init(status: Int, reason: String, type: String, body: Body, extra: [(String, String)] = []) {
        self.status = status
        self.reason = reason
        self.headers = [("Content-Type", type), ("Cache-Control", "no-store")] + extra
        self.body = body
    }

    init(status: Int, reason: String, type: String, body: Data, extra: [(String, String)] = []) {
        self.init(status: status, reason: reason, type: type, body: .bytes(body), extra: extra)
    }

    static func text(_ status: Int, _ reason: String, _ message: String) -> PreviewResponse {
        PreviewResponse(
            status: status, reason: reason, type: "text/plain; charset=utf-8",
            body: Data((message + "\n").utf8))
    }

    /// The whole response as bytes, for the text answers written before any HTTP parsing (414,
    /// 431, 408); a file's body is not among them.
    var wire: [UInt8] {
        let body: Data
        if case .bytes(let bytes) = self.body { body = bytes } else { body = Data() }
        var text = "HTTP/1.1 \(status) \(reason)\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(text.utf8) + Array(body)
    }
}
