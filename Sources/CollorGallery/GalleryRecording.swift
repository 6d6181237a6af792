import Collor
import CollorHTML
import Foundation

/// What a gallery's scenario produced: the timeline its page shows, and every state and
/// transition at every width, for snapshot and browser tests.
public struct GalleryRecording {
    /// The steps as the page shows them.
    public var timeline: Timeline
    /// The viewport widths laid out, narrowest first.
    public let widths: [CGFloat]
    /// The page options the states were rendered with.
    public var options: PageOptions
    /// Problems that did not stop the gallery (a malformed server response that was skipped,
    /// a text a view clips).
    public var warnings: [GalleryError]
    /// The traits the states were laid out with.
    public var variant = TraitCollection.standard
    private let states: [[PageState]]
    private let transitions: [[Transition]]

    /// The recording of `recorder`'s steps.
    public init(_ recorder: TimelineRecorder, warnings: [GalleryError] = []) {
        self.timeline = recorder.timeline
        self.widths = recorder.widths
        self.states = recorder.widths.map { recorder.states(atWidth: $0) ?? [] }
        self.transitions = recorder.widths.map { recorder.transitions(atWidth: $0) ?? [] }
        self.options = recorder.options
        self.warnings = warnings
    }

    /// Every state at viewport width `width` (one of `widths`), the first one included; `nil`
    /// for a width not laid out.
    ///
    /// ```swift
    /// let phone = try #require(recording.states(atWidth: 375))
    /// assertSnapshot(of: phone[1], as: .layout)
    /// ```
    public func states(atWidth width: CGFloat) -> [PageState]? {
        widths.firstIndex(of: width).map { states[$0] }
    }

    /// Every transition at viewport width `width` (one of `widths`), one per step after the
    /// first; `nil` for a width not laid out.
    public func transitions(atWidth width: CGFloat) -> [Transition]? {
        widths.firstIndex(of: width).map { transitions[$0] }
    }
}
