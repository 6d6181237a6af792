import Collor
import CollorHTML

extension Gallery {
    /// Runs the scenario in each of `variants`: the first gives the recording, the others its
    /// timeline's variants (`Timeline.variants`, which its page shows) and the texts they clip
    /// to its warnings.
    ///
    /// - Throws: `GalleryError.invalidWidths` for no width, a width that is not positive or one
    ///   given twice; what `makeModel()`, `makeLayout(_:model:)` or `play(_:)` threw, or a layout
    ///   or render error; nothing is recorded then.
    public func record() throws -> GalleryRecording {
        var seen = Set<TraitCollection>()
        let variants = self.variants.filter { seen.insert($0).inserted }
        var recording = try record(variant: variants.first ?? .standard)
        for variant in variants.dropFirst() {
            let other = try record(variant: variant)
            recording.timeline.variants.append(
                Timeline.Variant(traits: variant, contents: other.timeline.steps.map(\.content)))
            recording.warnings += other.warnings.filter {
                if case .textDoesNotFit = $0 { true } else { false }
            }
        }
        return recording
    }

    /// Runs the scenario with `variant`'s traits: builds the model and its layout at every
    /// width, records the first state, then every step that `play(_:)` records; each state's
    /// declared texts that a view clips are warnings (`GalleryError.textDoesNotFit`).
    ///
    /// - Throws: as `record()`.
    public func record(variant: TraitCollection) throws -> GalleryRecording {
        let widths = self.widths
        if let problem = Self.problem(widths: widths) {
            throw GalleryError.invalidWidths(widths, reason: problem)
        }
        let model = try makeModel()
        model.computeIndices()
        try Self.checkItems(of: model, gallery: name, step: initialCaption)
        let layouts = try widths.sorted().map { width in
            try makeLayout(
                CollectionView(width: width, height: viewportHeight, traitCollection: variant),
                model: model)
        }
        let scenario = GalleryScenario(
            gallery: self, model: model, layouts: layouts,
            options: PageOptions(title: title, extraCSS: css))
        try play(scenario)
        var recording = try scenario.finish()
        recording.variant = variant
        recording.timeline.traits = variant
        return recording
    }

    /// The most items (cells and supplementary views) a state of a gallery may hold.
    ///
    /// A gallery's page holds every item of every state at every width, and its recording every
    /// state and transition: about 4.3 KB of page and 18 KB of memory per item at the five
    /// standard widths and seven states (the Pantone sample, which shows half of its N colours:
    /// 2.15 KB of page and 8.3 to 10 KB of memory per colour at N = 1,000 to 40,000, debug
    /// build; `CollorBenchmarks gallery-memory`). At this bound a page stays under about 45 MB
    /// and its recording and page under about 200 MB (164 MB measured).
    public static var maximumItems: Int { 10_000 }

    /// Throws `GalleryError.tooManyItems` when `model` holds more than `maximumItems`.
    static func checkItems(of model: CollectionData, gallery: String, step: String)
        throws(GalleryError)
    {
        var count = 0
        for section in model.sections {
            count += section.cells.count
            for views in section.supplementaryViews.values { count += views.count }
        }
        if count > maximumItems {
            throw .tooManyItems(gallery: gallery, step: step, count: count, limit: maximumItems)
        }
    }

    /// Why `widths` cannot lay a gallery out, or nil.
    static func problem(widths: [CGFloat]) -> String? {
        if widths.isEmpty { return "there is none" }
        if let bad = widths.first(where: { !$0.isFinite || $0 <= 0 }) {
            return "\(bad) is not a positive width"
        }
        if Set(widths).count < widths.count { return "a width is given twice" }
        return nil
    }
}
