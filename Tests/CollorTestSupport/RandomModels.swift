import Collor

/// An old and a new state of a collection, for diff tests.
public struct ModelPair: Sendable, CustomStringConvertible {
    public var old: ModelSpec
    public var new: ModelSpec

    public init(old: ModelSpec, new: ModelSpec) {
        self.old = old
        self.new = new
    }

    public var description: String { "old: \(old)\nnew: \(new)" }
}

extension ModelSpec {
    /// A random spec of up to `maxSections` sections of up to `maxCells` cells; cell uids are unique
    /// across the spec, contents are small so that equal contents happen.
    public static func random(
        maxSections: Int = 6, maxCells: Int = 8, using rng: inout some RandomNumberGenerator
    ) -> ModelSpec {
        var next = 0
        let sectionCount = Int.random(in: 0...maxSections, using: &rng)
        return ModelSpec(
            (0..<sectionCount).map { index in
                let cells = (0..<Int.random(in: 0...maxCells, using: &rng)).map { _ -> Cell in
                    next += 1
                    return Cell("c\(next)", content: Int.random(in: 0...2, using: &rng))
                }
                return Section("S\(index)", cells)
            })
    }

    /// A random successor of this spec: sections and cells deleted, inserted, moved within and
    /// across sections, and contents changed, each with a random rate, so that every mix happens.
    public func randomSuccessor(using rng: inout some RandomNumberGenerator) -> ModelSpec {
        let deleteRate = Double.random(in: 0...0.4, using: &rng)
        let moveRate = Double.random(in: 0...0.4, using: &rng)
        let changeRate = Double.random(in: 0...0.4, using: &rng)
        let sectionDeleteRate = Double.random(in: 0...0.3, using: &rng)
        var freshSection = sections.count
        var freshCell = cellCount + 1000

        var result = sections.filter { _ in
            Double.random(in: 0..<1, using: &rng) >= sectionDeleteRate
        }
        // Cells of deleted sections may survive elsewhere.
        let orphans = sections.filter { section in !result.contains { $0.uid == section.uid } }
            .flatMap(\.cells)
        // Delete cells and change contents.
        for index in result.indices {
            result[index].cells = result[index].cells.compactMap { cell in
                guard Double.random(in: 0..<1, using: &rng) >= deleteRate else { return nil }
                var cell = cell
                if Double.random(in: 0..<1, using: &rng) < changeRate { cell.content += 1 }
                return cell
            }
        }
        // Insert sections.
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            result.insert(
                Section("S\(freshSection)", []), at: Int.random(in: 0...result.count, using: &rng))
            freshSection += 1
        }
        // Move sections.
        if result.count > 1 {
            for _ in 0..<Int.random(in: 0...2, using: &rng)
            where Double.random(in: 0..<1, using: &rng) < moveRate * 2 {
                let section = result.remove(at: Int.random(in: 0..<result.count, using: &rng))
                result.insert(section, at: Int.random(in: 0...result.count, using: &rng))
            }
        }
        guard !result.isEmpty else { return ModelSpec(result) }
        // Move cells within and across sections; re-home some orphans.
        var moving: [Cell] = orphans.filter { _ in Double.random(in: 0..<1, using: &rng) < 0.5 }
        for index in result.indices {
            result[index].cells.removeAll { cell in
                guard Double.random(in: 0..<1, using: &rng) < moveRate else { return false }
                moving.append(cell)
                return true
            }
        }
        for cell in moving {
            let section = Int.random(in: 0..<result.count, using: &rng)
            result[section].cells.insert(
                cell, at: Int.random(in: 0...result[section].cells.count, using: &rng))
        }
        // Insert new cells.
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let section = Int.random(in: 0..<result.count, using: &rng)
            result[section].cells.insert(
                Cell("c\(freshCell)", content: 0),
                at: Int.random(in: 0...result[section].cells.count, using: &rng))
            freshCell += 1
        }
        return ModelSpec(result)
    }
}

extension ModelPair {
    /// A random pair: a random spec and a random successor of it.
    public static func random(using rng: inout some RandomNumberGenerator) -> ModelPair {
        let old = ModelSpec.random(using: &rng)
        return ModelPair(old: old, new: old.randomSuccessor(using: &rng))
    }

    /// The fewest cell moves any batch update between the two states can have, given the section
    /// operations: every cell that changes section moves, and of the cells that stay in their
    /// section all but one longest ordered run move. Computed with a quadratic longest-increasing-
    /// subsequence, independently of the library's.
    public var minimalCellMoves: Int {
        var oldPlace: [String: (section: String, item: Int)] = [:]
        for section in old.sections {
            for (item, cell) in section.cells.enumerated() {
                oldPlace[cell.uid] = (section.uid, item)
            }
        }
        var moves = 0
        for section in new.sections {
            var staying: [Int] = []
            for cell in section.cells {
                guard let place = oldPlace[cell.uid] else { continue }
                if place.section == section.uid { staying.append(place.item) } else { moves += 1 }
            }
            moves += staying.count - Self.quadraticLISLength(staying)
        }
        return moves
    }

    /// The fewest section moves: surviving sections less one longest ordered run.
    public var minimalSectionMoves: Int {
        let oldIndex = Dictionary(
            uniqueKeysWithValues: old.sections.enumerated().map { ($1.uid, $0) })
        let surviving = new.sections.compactMap { oldIndex[$0.uid] }
        return surviving.count - Self.quadraticLISLength(surviving)
    }

    /// Cells present in both states whose content changed.
    public var changedCells: Int {
        var oldContent: [String: Int] = [:]
        for cell in old.sections.flatMap(\.cells) { oldContent[cell.uid] = cell.content }
        return new.sections.flatMap(\.cells).filter { cell in
            oldContent[cell.uid].map { $0 != cell.content } ?? false
        }.count
    }

    static func quadraticLISLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }
}
