import CollorSite

/// The bounds the preview server puts on every connection, so that no client can hold it:
/// requests are read only up to these sizes and within these times, answers wait only so long
/// for a client to read them, and a full house makes room.
public struct PreviewLimits: Sendable, Equatable {
    /// The longest request line (`GET /path HTTP/1.1`), in bytes; longer gets 414 at once.
    public var requestLineBytes: Int
    /// The longest request head (request line and headers), in bytes; longer gets 431 at once.
    public var headBytes: Int
    /// How long a client may take to send a whole request (head and any body) once it started
    /// (or once it connected); slower gets 408 and is dropped.
    public var headTimeout: Duration
    /// How long a kept-alive connection may wait for its next request before it is closed:
    /// short, as a browser opens a new one when it needs it.
    public var idleTimeout: Duration
    /// How long an answer may wait for the client to take more of it (a file is sent in pieces);
    /// a client that stops reading is dropped, so it cannot hold a connection.
    public var sendTimeout: Duration
    /// How many connections are open at once. When all are taken, a new connection closes the
    /// one idle the longest between requests to make room; only when every one is in the middle
    /// of a request or an answer is the new one closed at once.
    public var maxConnections: Int
    /// How many open pages listen for reloads at once, each holding a connection (counted in
    /// `maxConnections`) while it is shown; one more gets 503 and does not reload.
    public var maxReloadListeners: Int

    /// Limits that a browser never reaches: 8 KB request line, 32 KB head, 10 s to send a
    /// request, 5 s idle, 30 s without reading an answer, 64 connections, 16 of them pages
    /// listening for reloads.
    public init(
        requestLineBytes: Int = 8 * 1024, headBytes: Int = 32 * 1024,
        headTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(5),
        sendTimeout: Duration = .seconds(30), maxConnections: Int = 64,
        maxReloadListeners: Int = 16
    ) {
        self.requestLineBytes = requestLineBytes
        self.headBytes = headBytes
        self.headTimeout = headTimeout
        self.idleTimeout = idleTimeout
        self.sendTimeout = sendTimeout
        self.maxConnections = maxConnections
        self.maxReloadListeners = maxReloadListeners
    }
}
