import CollorSite
import NIOCore

/// The first handler of every connection: it reads the raw bytes before the HTTP parser, so that
/// no request head can be larger or slower than `PreviewLimits` allow.
///
/// A request line over the limit gets 414 and a head over the limit 431 as soon as the limit is
/// passed, not when the head ends; a head not complete in time gets 408, and a kept-alive
/// connection with no next request is closed. After an error answer the connection stops
/// parsing, discards what the client still sends (so the answer is not lost to a reset) and
/// closes shortly after.
final class RequestHeadLimiter: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let limits: PreviewLimits
    private var inHead = false
    private var inRequestLine = true
    private var lineBytes = 0
    private var headBytes = 0
    /// Line ends in a row (carriage returns do not count): two end a head.
    private var lineEnds = 0
    private var rejected = false
    private var timer: Scheduled<Void>?

    init(limits: PreviewLimits) {
        self.limits = limits
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
        guard !rejected else { return }
        let buffer = Self.unwrapInboundIn(data)
        for byte in buffer.readableBytesView {
            if !inHead {
                inHead = true
                inRequestLine = true
                lineBytes = 0
                headBytes = 0
                lineEnds = 0
                armHeadTimer(context: context)
            }
            headBytes += 1
            switch byte {
            case UInt8(ascii: "\n"):
                lineEnds += 1
                inRequestLine = false
                if lineEnds == 2 {
                    inHead = false
                    armIdleTimer(context: context)
                }
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

    private func reject(_ response: PreviewResponse, _ context: ChannelHandlerContext) {
        rejected = true
        timer?.cancel()
        let promise = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(
            Self.wrapOutboundOut(context.channel.allocator.buffer(bytes: response.wire)),
            promise: promise)
        promise.futureResult.assumeIsolated().whenComplete { _ in
            context.close(mode: .output, promise: nil)
        }
        // Keep reading (and discarding) for a moment so that the client reads the answer.
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
