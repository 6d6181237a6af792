import Collor
import CollorHTML

extension Gallery {
    /// Runs the scenario: builds the model and its layout, records the first state, then every
    /// step that `play(_:)` records.
    ///
    /// - Throws: What `makeModel()`, `makeLayout(_:model:)` or `play(_:)` threw, or a layout or
    ///   render error; nothing is recorded then.
    public func record() throws -> GalleryRecording {
        let model = try makeModel()
        model.computeIndices()
        let layout = try makeLayout(collectionView, model: model)
        let scenario = GalleryScenario(
            gallery: self, model: model, layout: layout,
            options: PageOptions(title: title, extraCSS: css))
        try play(scenario)
        return try scenario.finish()
    }
}
