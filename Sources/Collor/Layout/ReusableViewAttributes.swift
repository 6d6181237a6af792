import Foundation

/// The attributes of supplementary or decoration views, by kind and index path, for this layout
/// pass and the one before, with what an update inserted and deleted: the shared engine of
/// `SupplementaryViewsHandler` and `DecorationViewsHandler`.
struct ReusableViewAttributes: Sendable {
    private(set) var kinds: [String] = []
    private(set) var current: [String: [IndexPath: LayoutAttributes]] = [:]
    private(set) var old: [String: [IndexPath: LayoutAttributes]] = [:]
    private var inserted: [String: [IndexPath]] = [:]
    private var deleted: [String: [IndexPath]] = [:]

    mutating func register(_ kind: String) {
        guard current[kind] == nil else { return }
        kinds.append(kind)
        current[kind] = [:]
    }

    /// An index path that is not (section, item), such as the empty one of a view that belongs to
    /// the whole collection, is completed with zeros (`[]` is item 0 of section 0, `[s]` item 0 of
    /// section `s`) and cut to two elements: every stored view has a section and an item, which
    /// the update and the renderer read.
    mutating func add(_ attributes: LayoutAttributes) {
        guard let kind = attributes.kind else { return }
        register(kind)
        var attributes = attributes
        if attributes.indexPath.count != 2 {
            let path = attributes.indexPath
            attributes.indexPath = IndexPath(
                item: path.count > 1 ? path[1] : 0, section: path.first ?? 0)
        }
        current[kind, default: [:]][attributes.indexPath] = attributes
    }

    /// Keeps this pass's attributes as the old ones and starts an empty pass.
    mutating func prepare() {
        old = current
        for kind in kinds { current[kind] = [:] }
    }

    /// Every attribute of this pass, ordered by kind (registration order) then index path.
    var all: [LayoutAttributes] {
        kinds.flatMap { kind in
            (current[kind] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
        }
    }

    func attributes(for kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        current[kind]?[indexPath]
    }

    func oldAttributes(for kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        old[kind]?[indexPath]
    }

    /// Works out which views appear and disappear, per kind.
    ///
    /// Views with a uid are recognised by it: a uid only in the old pass is deleted, one only in
    /// the new pass inserted. Views without a uid follow Collor's rule on iOS: they share the fate
    /// of the cell or section at their index path (deleted with a deleted cell or section, inserted
    /// with an inserted one; a moved or reloaded cell deletes the old one and inserts the new one).
    mutating func prepare(forCollectionViewUpdates result: UpdateCollectionResult) {
        inserted = [:]
        deleted = [:]
        var oldCellPaths = Set(result.deletedIndexPaths)
        oldCellPaths.formUnion(result.reloadedIndexPaths)
        oldCellPaths.formUnion(result.movedIndexPaths.map(\.from))
        var newCellPaths = Set(result.insertedIndexPaths)
        newCellPaths.formUnion(result.movedIndexPaths.map(\.to))
        let reloadedNew = Set(result.reloadedCellDescriptors.compactMap(\.indexPath))
        newCellPaths.formUnion(reloadedNew)
        var oldSections = result.deletedSectionsIndexSet.union(result.reloadedSectionsIndexSet)
        oldSections.formUnion(IndexSet(result.movedSectionIndexes.map(\.from)))
        var newSections = result.insertedSectionsIndexSet
        newSections.formUnion(IndexSet(result.movedSectionIndexes.map(\.to)))
        newSections.formUnion(IndexSet(result.reloadedSectionDescriptors.compactMap(\.index)))

        for kind in Set(kinds).union(old.keys).sorted() {
            let before = old[kind] ?? [:]
            let after = current[kind] ?? [:]
            let beforeUIDs = Set(before.values.compactMap(\.uid))
            let afterUIDs = Set(after.values.compactMap(\.uid))
            deleted[kind] = before.values.filter { attributes in
                if let uid = attributes.uid { return !afterUIDs.contains(uid) }
                return oldCellPaths.contains(attributes.indexPath)
                    || (attributes.indexPath.count == 2
                        && oldSections.contains(attributes.indexPath.section))
            }.map(\.indexPath).sorted()
            inserted[kind] = after.values.filter { attributes in
                if let uid = attributes.uid { return !beforeUIDs.contains(uid) }
                return newCellPaths.contains(attributes.indexPath)
                    || (attributes.indexPath.count == 2
                        && newSections.contains(attributes.indexPath.section))
            }.map(\.indexPath).sorted()
        }
    }

    func inserted(for kind: String) -> [IndexPath] { inserted[kind] ?? [] }

    func deleted(for kind: String) -> [IndexPath] { deleted[kind] ?? [] }
}
