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
    /// The viewport widths the collection is laid out at, each shown where the page's frame is
    /// at least that wide (the narrowest below it), so the gallery fits any screen; the default
    /// is `standardWidths`.
    var widths: [CGFloat] { get }
    /// The traits the collection is recorded with (`CollectionView.traitCollection`): the first
    /// makes the page; every one is laid out at every width and its declared texts checked, so a
    /// larger text size that a cell clips is reported. The default is `[.standard]`.
    var variants: [TraitCollection] { get }
    /// The height of the viewport given to the layout at every width; the default is 800.
    var viewportHeight: CGFloat { get }
    /// The caption of the first state; the default is "Initial state".
    var initialCaption: String { get }

    /// The collection in its first state.
    func makeModel() throws -> Model
    /// The layout of `model` in `collectionView`, called once per width of `widths` with the
    /// same model.
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
    /// `standardWidths`.
    public var widths: [CGFloat] { Self.standardWidths }
    /// `[.standard]`: light, at the default text size.
    public var variants: [TraitCollection] { [.standard] }
    /// 800.
    public var viewportHeight: CGFloat { 800 }
    /// Phones (300, 375, 420), a tablet or a docs page's column (768), and a desktop window
    /// (1024): from 320 px up, every width shows a layout that fits, 300 even beside a desktop
    /// browser's 15 px scrollbar.
    public static var standardWidths: [CGFloat] { [300, 375, 420, 768, 1024] }
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
