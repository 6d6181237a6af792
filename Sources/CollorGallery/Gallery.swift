import Collor
import CollorHTML

/// A gallery: a collection of yours, its layout, and a scenario of updates, written as a page
/// where each step animates into the next.
///
/// A gallery is plain data plus two functions: `makeModel()` builds the collection in its first
/// state and `play(_:)` runs the updates, one recorded step each. `record()` (free) runs them and
/// gives the timeline, every state and every transition.
///
/// ```swift
/// struct RosterGallery: Gallery {
///     var name: String { "roster" }
///     var title: String { "Roster" }
///     var summary: String { "A team gains a member, then loses one." }
///
///     func makeModel() throws -> RosterData { RosterData() }
///
///     func play(_ scenario: GalleryScenario<Self>) throws {
///         scenario.model.members.append("Grace")
///         try scenario.record("diff()") { try $0.diff() }
///     }
/// }
/// ```
public protocol Gallery: Sendable {
    /// The collection the gallery shows.
    associatedtype Model: CollectionData
    /// The layout it is shown with; `FlowLayout` unless `makeLayout(_:model:)` says otherwise.
    associatedtype Layout: CollectionLayout = FlowLayout

    /// The page's file name without extension, and the name a docs page embeds it by
    /// (`roster` gives `roster.html`). Letters, digits, `-` and `_`.
    var name: String { get }
    /// The gallery's title, on its page and in the index.
    var title: String { get }
    /// One or two sentences on what the gallery shows.
    var summary: String { get }
    /// CSS for the gallery's views, written once in its page; the default is none.
    var css: String { get }
    /// The source files shown beside the gallery; the default is none.
    var sources: [GallerySource] { get }
    /// The viewport the collection is laid out in; the default is 420 by 800.
    var collectionView: CollectionView { get }
    /// The caption of the first state; the default is "Initial state".
    var initialCaption: String { get }

    /// The collection in its first state.
    func makeModel() throws -> Model
    /// The layout of `model` in `collectionView`.
    func makeLayout(_ collectionView: CollectionView, model: Model) throws -> Layout
    /// The scenario: updates `scenario.model` and records each step with
    /// `scenario.record(_:_:)`. The default records no step.
    func play(_ scenario: GalleryScenario<Self>) throws
}

extension Gallery {
    /// No CSS of its own.
    public var css: String { "" }
    /// No source shown.
    public var sources: [GallerySource] { [] }
    /// 420 by 800: a phone-sized column.
    public var collectionView: CollectionView { CollectionView(width: 420, height: 800) }
    /// "Initial state".
    public var initialCaption: String { "Initial state" }
    /// No step after the first state.
    public func play(_ scenario: GalleryScenario<Self>) throws {}
}

extension Gallery where Layout == FlowLayout {
    /// A plain `FlowLayout`.
    public func makeLayout(_ collectionView: CollectionView, model: Model) throws -> FlowLayout {
        FlowLayout(collectionView: collectionView, collectionData: model)
    }
}
