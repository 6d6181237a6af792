import CollorSite
import NIOCore

/// The first handler of every connection: it reads the raw bytes before the HTTP parser, so that
/// no request head can be larger or slower than `PreviewLimits` allow, and it keeps the
/// connection's timers and its place (busy or idle) in the server's `ConnectionRegistry`.
///
/// A request line over the limit gets 414 and a head over the limit 431 as soon as the limit is
/// passed, not when the head ends; a request whose answer has not started in time gets 408, and
/// a kept-alive connection with no next request is closed after the idle time. A connection is
/// busy from the first byte of a request until its answer is written. After an answer that
/// says `Connection: close` the connection stops parsing, closes its sending side (the client
/// reads the end at once), discards what the client still sends (so the answer is not lost to
/// a reset) and closes shortly after.
final class RequestHeadLimiter: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let limits: PreviewLimits
    private let registry: ConnectionRegistry
    /// Requests started (from their first byte) whose answers have not been handed on whole.
    private var pending = 0
    private var responding = false
    private var inHead = false
    private var inRequestLine = true
    private var lineBytes = 0
    private var headBytes = 0
    /// Line ends in a row (carriage returns do not count): two end a head.
    private var lineEnds = 0
    private var closing = false
    private var timer: Scheduled<Void>?

    init(limits: PreviewLimits, registry: ConnectionRegistry) {
        self.limits = limits
        self.registry = registry
    }

    func channelActive(context: ChannelHandlerContext) {
        armHeadTimer(context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        let buffer = Self.unwrapInboundIn(data)
        for byte in buffer.readableBytesView {
            if !inHead {
                inHead = true
                inRequestLine = true
                lineBytes = 0
                headBytes = 0
                lineEnds = 0
                pending += 1
                registry.markBusy(context.channel)
                // While an answer is written, a pipelined request waits for its timer.
                if !responding { armHeadTimer(context: context) }
            }
            headBytes += 1
            switch byte {
            case UInt8(ascii: "\n"):
                lineEnds += 1
                inRequestLine = false
                // The head timer keeps running until the answer starts: a body promised by
                // `Content-Length` must come within the same time.
                if lineEnds == 2 { inHead = false }
                continue
            case UInt8(ascii: "\r"):
                break
            default:
                lineEnds = 0
            }
            if inRequestLine {
                lineBytes += 1
                if lineBytes > limits.requestLineBytes {
                    return reject(.text(414, "URI Too Long", "Request line too long."), context)
                }
            }
            if headBytes > limits.headBytes {
                return reject(
                    .text(431, "Request Header Fields Too Large", "Request headers too large."),
                    context)
            }
        }
        context.fireChannelRead(data)
    }

    func triggerUserOutboundEvent(
        context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?
    ) {
        guard let event = event as? PreviewConnectionEvent else {
            return context.triggerUserOutboundEvent(event, promise: promise)
        }
        promise?.succeed()
        guard !closing else { return }
        switch event {
        case .responseStarted:
            responding = true
            timer?.cancel()
        case .responseEnded(let keepAlive):
            responding = false
            pending = max(0, pending - 1)
            guard keepAlive else { return closeAfterWriting([], context) }
            // An empty write completes after every write before it: the answer is then sent.
            let written = context.eventLoop.makePromise(of: Void.self)
            context.writeAndFlush(
                Self.wrapOutboundOut(context.channel.allocator.buffer(capacity: 0)),
                promise: written)
            written.futureResult.assumeIsolated().whenSuccess { [weak self] in
                guard let self, !self.closing, !self.responding else { return }
                if self.pending == 0 {
                    self.registry.markIdle(context.channel)
                    self.armIdleTimer(context: context)
                } else {
                    self.armHeadTimer(context: context)
                }
            }
        }
    }

    private func reject(_ response: PreviewResponse, _ context: ChannelHandlerContext) {
        closeAfterWriting(response.wire, context)
    }

    /// Writes `bytes`, then closes the sending side once everything before them is written;
    /// keeps reading (and discarding) for a moment so that the client reads the answer.
    private func closeAfterWriting(_ bytes: [UInt8], _ context: ChannelHandlerContext) {
        closing = true
        timer?.cancel()
        // A connection on its way out is the first to give its place.
        registry.markIdle(context.channel, since: .distantPast)
        let promise = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(
            Self.wrapOutboundOut(context.channel.allocator.buffer(bytes: bytes)), promise: promise)
        promise.futureResult.assumeIsolated().whenComplete { _ in
            context.close(mode: .output, promise: nil)
        }
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: .seconds(2)) {
            context.close(promise: nil)
        }
    }

    private func armHeadTimer(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = context.eventLoop.assumeIsolated().scheduleTask(
            in: Self.timeAmount(limits.headTimeout)
        ) { [weak self] in
            self?.reject(.text(408, "Request Timeout", "Request not received in time."), context)
        }
    }

    private func armIdleTimer(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = context.eventLoop.assumeIsolated().scheduleTask(
            in: Self.timeAmount(limits.idleTimeout)
        ) {
            context.close(promise: nil)
        }
    }

    static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
