import CollorSite

/// The bounds the preview server puts on every connection, so that no client can hold it:
/// requests are read only up to these sizes and within these times.
public struct PreviewLimits: Sendable, Equatable {
    /// The longest request line (`GET /path HTTP/1.1`), in bytes; longer gets 414 at once.
    public var requestLineBytes: Int
    /// The longest request head (request line and headers), in bytes; longer gets 431 at once.
    public var headBytes: Int
    /// How long a client may take to send a whole request head once it started (or once it
    /// connected); slower gets 408 and is dropped.
    public var headTimeout: Duration
    /// How long a kept-alive connection may wait for its next request before it is closed.
    public var idleTimeout: Duration
    /// How many connections are served at once; more are closed as they arrive.
    public var maxConnections: Int

    /// Limits that a browser never reaches: 8 KB request line, 32 KB head, 10 s to send a head,
    /// 60 s idle, 64 connections.
    public init(
        requestLineBytes: Int = 8 * 1024, headBytes: Int = 32 * 1024,
        headTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(60),
        maxConnections: Int = 64
    ) {
        self.requestLineBytes = requestLineBytes
        self.headBytes = headBytes
        self.headTimeout = headTimeout
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
    }
}
