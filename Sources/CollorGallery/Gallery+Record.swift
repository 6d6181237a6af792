import Collor
import CollorHTML

extension Gallery {
    /// Runs the scenario: builds the model and its layout at every width, records the first
    /// state, then every step that `play(_:)` records.
    ///
    /// - Throws: `GalleryError.invalidWidths` for no width, a width that is not positive or one
    ///   given twice; what `makeModel()`, `makeLayout(_:model:)` or `play(_:)` threw, or a layout
    ///   or render error; nothing is recorded then.
    public func record() throws -> GalleryRecording {
        let widths = self.widths
        if let problem = Self.problem(widths: widths) {
            throw GalleryError.invalidWidths(widths, reason: problem)
        }
        let model = try makeModel()
        model.computeIndices()
        let layouts = try widths.sorted().map { width in
            try makeLayout(CollectionView(width: width, height: viewportHeight), model: model)
        }
        let scenario = GalleryScenario(
            gallery: self, model: model, layouts: layouts,
            options: PageOptions(title: title, extraCSS: css))
        try play(scenario)
        return try scenario.finish()
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
