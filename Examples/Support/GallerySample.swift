import Collor
import CollorHTML
import Foundation

/// One of Collor's sample apps rebuilt for the web: its data, descriptors, views and layout, and
/// the scenario of updates its gallery shows.
public protocol GallerySample: Sendable {
    /// The gallery's file name (`random` gives `random.html`).
    var name: String { get }
    /// The gallery's title, on its page and in the index.
    var title: String { get }
    /// One or two sentences on what the sample shows.
    var summary: String { get }
    /// The sample's source files to show, relative to `Examples/`.
    var sourceFiles: [String] { get }
    /// Runs the scenario: the timeline of states, and warnings about states that were skipped.
    func record() throws -> GalleryRecording
}

/// What a sample's scenario produced.
public struct GalleryRecording {
    /// The steps as the page shows them.
    public var timeline: Timeline
    /// Every state, the first one included, for snapshot and browser tests.
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

/// Every sample, in the order of the gallery index (Collor's Menu sample).
public enum Galleries {
    /// The samples, in the index's order: Random, Pantone, RealTime, Weather, Alphabet.
    public static let all: [any GallerySample] = [
        RandomSample(), PantoneSample(), RealTimeSample(), WeatherSample(), AlphabetSample(),
    ]

    /// The sample named `name` (case-insensitive).
    public static func named(_ name: String) throws(GalleryError) -> any GallerySample {
        guard let sample = all.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw .unknownGallery(name, known: all.map(\.name))
        }
        return sample
    }
}
