/// The wall-clock time of a build's stages, one after another, for the build report's `timing`.
struct StageTimer {
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant
    /// Each finished stage and its time, in order.
    private(set) var times: [(stage: String, time: Duration)] = []

    /// A timer whose first stage starts now.
    init() { last = clock.now }

    /// Ends the stage running since the last one ended (or the timer started), named `stage`.
    mutating func finish(_ stage: String) {
        let now = clock.now
        times.append((stage, now - last))
        last = now
    }
}
