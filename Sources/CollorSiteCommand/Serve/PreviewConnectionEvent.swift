import CollorSite

/// What the answering handler tells the first handler of its connection (`RequestHeadLimiter`),
/// which keeps the connection's timers, its place among the server's connections and its
/// closing: an outbound user event, so it passes the HTTP handlers between them unchanged.
enum PreviewConnectionEvent {
    /// An answer started: no request timer runs while it is written (the answering handler
    /// drops a client that stops reading).
    case responseStarted
    /// An answer was handed on whole: once it is written the connection waits for its next
    /// request, or closes when the answer said `Connection: close`.
    case responseEnded(keepAlive: Bool)
}
