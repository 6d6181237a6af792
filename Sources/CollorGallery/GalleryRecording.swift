import CollorHTML

/// What a gallery's scenario produced: the timeline its page shows, and every state and
/// transition, for snapshot and browser tests.
public struct GalleryRecording {
    /// The steps as the page shows them.
    public var timeline: Timeline
    /// Every state, the first one included.
    public var states: [PageState]
    /// Every transition, one per step after the first.
    public var transitions: [Transition]
    /// The page options the states were rendered with.
    public var options: PageOptions
    /// Problems that did not stop the gallery (a malformed server response that was skipped).
    public var warnings: [GalleryError]

    /// The recording of `recorder`'s steps.
    public init(_ recorder: TimelineRecorder, warnings: [GalleryError] = []) {
        self.timeline = recorder.timeline
        self.states = recorder.states
        self.transitions = recorder.transitions
        self.options = recorder.options
        self.warnings = warnings
    }
}
