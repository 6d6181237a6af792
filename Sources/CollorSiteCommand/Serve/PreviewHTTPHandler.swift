import CollorSite
import NIOCore
import NIOHTTP1

/// Turns each parsed request into the router's answer. `HEAD` gets the head of the `GET`
/// answer, with its length, and no body.
///
/// The connection's first handler (`RequestHeadLimiter`) hears when an answer starts and ends,
/// and closes the connection after an answer that says `Connection: close`, the 400 of the
/// HTTP parser's error handler among them.
final class PreviewHTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let router: PreviewRouter
    private var request: HTTPRequestHead?

    init(router: PreviewRouter) {
        self.router = router
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch Self.unwrapInboundIn(data) {
        case .head(let head):
            request = head
        case .body:
            break
        case .end:
            guard let head = request else { return }
            request = nil
            respond(to: head, context: context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError else { return context.close(promise: nil) }
        // `HTTPServerProtocolErrorHandler` wrote a 400 that says `Connection: close`.
        context.triggerUserOutboundEvent(
            PreviewConnectionEvent.responseEnded(keepAlive: false), promise: nil)
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        // A request must name exactly one host (RFC 9112, 3.2).
        let hostValues = head.headers["host"]
        let response = router.respond(
            method: head.method.rawValue, target: head.uri,
            host: hostValues.count == 1 ? hostValues[0] : nil)
        var headers = HTTPHeaders(response.headers)
        headers.add(name: "Content-Length", value: "\(response.body.count)")
        let keepAlive = head.isKeepAlive && response.status != 421 && response.status != 405
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        let status = HTTPResponseStatus(statusCode: response.status, reasonPhrase: response.reason)
        context.triggerUserOutboundEvent(PreviewConnectionEvent.responseStarted, promise: nil)
        context.write(
            Self.wrapOutboundOut(
                .head(HTTPResponseHead(version: head.version, status: status, headers: headers))),
            promise: nil)
        if head.method != .HEAD && !response.body.isEmpty {
            context.write(
                Self.wrapOutboundOut(
                    .body(.byteBuffer(context.channel.allocator.buffer(bytes: response.body)))),
                promise: nil)
        }
        context.writeAndFlush(Self.wrapOutboundOut(.end(nil)), promise: nil)
        context.triggerUserOutboundEvent(
            PreviewConnectionEvent.responseEnded(keepAlive: keepAlive), promise: nil)
    }
}
