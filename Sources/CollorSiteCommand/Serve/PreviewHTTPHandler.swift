import CollorSite
import NIOCore
import NIOHTTP1

/// Turns each parsed request into the router's answer. `HEAD` gets the head of the `GET`
/// answer, with its length, and no body. A file is sent a piece at a time, the next when the
/// last is written, so that memory does not grow with the file and a client that stops reading
/// for `PreviewLimits.sendTimeout` is dropped.
///
/// The connection's first handler (`RequestHeadLimiter`) hears when an answer starts and ends,
/// and closes the connection after an answer that says `Connection: close`, the 400 of the
/// HTTP parser's error handler among them.
final class PreviewHTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let router: PreviewRouter
    private let limits: PreviewLimits
    private var request: HTTPRequestHead?
    /// The file being sent, and whether the connection stays open after it.
    private var sending: (file: ServedFile, keepAlive: Bool)?
    private var stall: Scheduled<Void>?

    init(router: PreviewRouter, limits: PreviewLimits) {
        self.router = router
        self.limits = limits
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

    func channelInactive(context: ChannelHandlerContext) {
        router.notifier.remove(context.channel)
        stopSending()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        router.notifier.remove(context.channel)
        stopSending()
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        // A request must name exactly one host (RFC 9112, 3.2).
        let hostValues = head.headers["host"]
        var response = router.respond(
            method: head.method.rawValue, target: head.uri,
            host: hostValues.count == 1 ? hostValues[0] : nil)
        if case .reloadEvents = response.body {
            if head.method == .GET, let version = router.notifier.listen(context.channel) {
                return streamReloadEvents(from: version, response: response, head: head, context)
            }
            if head.method == .GET {
                response = .text(503, "Service Unavailable", "Too many pages listen for reloads.")
            } else {
                response.body = .bytes(.init())
            }
        }
        var file: ServedFile?
        var bytes: [UInt8] = []
        switch response.body {
        case .bytes(let data):
            bytes = Array(data)
        case .file(let url, let injectingReload):
            do {
                file = try ServedFile(url, injectingReload: injectingReload)
            } catch {
                // Removed or replaced since the router found it.
                response = router.notFound()
                if case .bytes(let data) = response.body { bytes = Array(data) }
            }
        case .reloadEvents:
            break
        }
        Self.applyConditions(of: head.headers, to: &response, file: &file)
        var headers = HTTPHeaders(response.headers)
        headers.add(name: "Content-Length", value: "\(file?.contentLength ?? bytes.count)")
        let keepAlive = head.isKeepAlive && response.status != 421 && response.status != 405
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        startAnswer(response, headers: headers, to: head, context)
        if head.method == .HEAD {
            file?.close()
            file = nil
        } else if !bytes.isEmpty {
            context.write(
                Self.wrapOutboundOut(
                    .body(.byteBuffer(context.channel.allocator.buffer(bytes: bytes)))),
                promise: nil)
        }
        if let file {
            sending = (file, keepAlive)
            sendNextPiece(context: context)
        } else {
            end(keepAlive: keepAlive, context: context)
        }
    }

    /// Starts the stream of versions with `version` and leaves the connection open: the
    /// notifier writes each new version to it, until the client leaves.
    private func streamReloadEvents(
        from version: Int, response: PreviewResponse, head: HTTPRequestHead,
        _ context: ChannelHandlerContext
    ) {
        // No length: the encoder sends the stream in chunks.
        startAnswer(response, headers: HTTPHeaders(response.headers), to: head, context)
        let opening = context.channel.allocator.buffer(bytes: ReloadNotifier.opening(version))
        context.writeAndFlush(Self.wrapOutboundOut(.body(.byteBuffer(opening))), promise: nil)
    }

    /// Writes the head of `response` with `headers`, after telling the connection's first
    /// handler that an answer started.
    private func startAnswer(
        _ response: PreviewResponse, headers: HTTPHeaders, to head: HTTPRequestHead,
        _ context: ChannelHandlerContext
    ) {
        let status = HTTPResponseStatus(statusCode: response.status, reasonPhrase: response.reason)
        context.triggerUserOutboundEvent(PreviewConnectionEvent.responseStarted, promise: nil)
        context.write(
            Self.wrapOutboundOut(
                .head(HTTPResponseHead(version: head.version, status: status, headers: headers))),
            promise: nil)
    }

    private func end(keepAlive: Bool, context: ChannelHandlerContext) {
        context.writeAndFlush(Self.wrapOutboundOut(.end(nil)), promise: nil)
        context.triggerUserOutboundEvent(
            PreviewConnectionEvent.responseEnded(keepAlive: keepAlive), promise: nil)
    }

    /// Writes the file's next piece; its completion, on a later turn of the event loop (so a
    /// long file is a loop, not a recursion), writes the one after.
    private func sendNextPiece(context: ChannelHandlerContext) {
        guard let (file, keepAlive) = sending.map({ ($0.file, $0.keepAlive) }) else { return }
        guard let piece = file.nextPiece() else {
            stopSending()
            return end(keepAlive: keepAlive, context: context)
        }
        let data: IOData
        switch piece {
        case .file(let range):
            data = .fileRegion(
                FileRegion(
                    fileHandle: file.handle, readerIndex: range.lowerBound,
                    endIndex: range.upperBound))
        case .bytes(let bytes):
            data = .byteBuffer(context.channel.allocator.buffer(bytes: bytes))
        }
        armStallTimer(context: context)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(Self.wrapOutboundOut(.body(data)), promise: written)
        written.futureResult.assumeIsolated().whenComplete { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                context.eventLoop.assumeIsolated().execute { self.sendNextPiece(context: context) }
            case .failure:
                self.stopSending()
                context.close(promise: nil)
            }
        }
    }

    private func armStallTimer(context: ChannelHandlerContext) {
        stall?.cancel()
        stall = context.eventLoop.assumeIsolated().scheduleTask(
            in: RequestHeadLimiter.timeAmount(limits.sendTimeout)
        ) {
            context.close(promise: nil)
        }
    }

    private func stopSending() {
        stall?.cancel()
        stall = nil
        sending?.file.close()
        sending = nil
    }
}
