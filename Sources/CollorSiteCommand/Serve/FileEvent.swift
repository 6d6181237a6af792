import CollorSite

/// What the preview's file watcher tells the server, from the watcher's own thread.
enum FileEvent: Equatable, Sendable {
    /// Files or folders changed (full paths): rebuild.
    case changed(Set<String>)
    /// The watcher stopped, for the reason given: poll instead.
    case gaveUp(String)
}
