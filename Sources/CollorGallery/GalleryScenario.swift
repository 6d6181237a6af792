import Collor
import CollorHTML

/// What a gallery's `play(_:)` works with: its model, its layouts, and `record(_:_:)` to add a
/// step.
///
/// The first state is recorded by `recordInitialState()` or, at the latest, with the first step, so
/// `options` may be changed before it (for example to link the cell the first step selects to
/// that step).
public final class GalleryScenario<G: Gallery> {
    /// The gallery being recorded.
    public let gallery: G
    /// The collection; change it, then record the update that follows.
    public let model: G.Model
    /// The layouts of `model`, one per width of the gallery's `widths`, narrowest first.
    public let layouts: [G.Layout]
    /// How the next states are written.
    public var options: PageOptions {
        didSet { recorder?.options = options }
    }
    /// Problems that did not stop the gallery (a malformed response that was skipped).
    public private(set) var warnings: [GalleryError] = []
    private var recorder: TimelineRecorder?

    init(gallery: G, model: G.Model, layouts: [G.Layout], options: PageOptions) {
        self.gallery = gallery
        self.model = model
        self.layouts = layouts
        self.options = options
    }

    /// Runs `updates` on the model, lays it out again at every width and records the transition,
    /// captioned `"<label>: <result>"` (for example `diff(): 3 moved`).
    @discardableResult
    public func record(_ label: String, _ updates: (CollectionUpdater) throws -> Void) throws
        -> UpdateCollectionResult
    {
        // Counted after the updates and before the layouts, which hold every item.
        let result = try start().record(label) { [model, gallery] updater in
            try updates(updater)
            try G.checkItems(of: model, gallery: gallery.name, step: label)
        }
        checkTexts(step: label)
        return result
    }

    /// Records the first state now, with the current `options`; later changes to `options` apply
    /// to the states that follow. Does nothing when it is already recorded.
    public func recordInitialState() throws {
        _ = try start()
    }

    /// Notes a problem that did not stop the gallery; the build reports it as a warning.
    public func warn(_ warning: GalleryError) {
        warnings.append(warning)
    }

    func finish() throws -> GalleryRecording {
        GalleryRecording(try start(), warnings: warnings)
    }

    private func start() throws -> TimelineRecorder {
        if let recorder { return recorder }
        let started = try TimelineRecorder(
            layouts: layouts, options: options, caption: gallery.initialCaption)
        recorder = started
        checkTexts(step: gallery.initialCaption)
        return started
    }

    /// Warns of every declared text the current state clips, at every width: found when the
    /// state was written (`PageState.textFitProblems`), with the boxes it was written with.
    private func checkTexts(step: String) {
        guard let recorder else { return }
        for layout in layouts {
            let view = layout.collectionView
            let state = recorder.states(atWidth: view.bounds.width)?.last
            for problem in state?.textFitProblems ?? [] {
                warnings.append(
                    .textDoesNotFit(
                        gallery: gallery.name, step: step, width: view.bounds.width,
                        variant: view.traitCollection, uid: problem.uid, text: problem.text,
                        reason: problem.reason))
            }
        }
    }
}
