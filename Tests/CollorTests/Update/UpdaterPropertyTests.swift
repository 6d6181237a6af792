import Collor
import CollorTestSupport
import Foundation
import PropertyBased
import Testing

/// One updater call, with positions as fractions resolved against the data when it runs.
private enum Operation: Sendable, CustomStringConvertible {
    case appendCellsAfter(Double, Int), appendCellsBefore(Double, Int), appendCellsIn(Double, Int)
    case removeCells([Double]), reloadCells([Double])
    case appendSectionsAfter(Double), appendSectionsBefore(Double), appendSections
    case removeSections([Double]), reloadSections([Double])
    case rebuildSection(Double, seed: UInt64)

    var description: String {
        switch self {
        case .appendCellsAfter(let at, let count): "append \(count) after \(at)"
        case .appendCellsBefore(let at, let count): "append \(count) before \(at)"
        case .appendCellsIn(let at, let count): "append \(count) in section \(at)"
        case .removeCells(let at): "remove cells \(at)"
        case .reloadCells(let at): "reload cells \(at)"
        case .appendSectionsAfter(let at): "append section after \(at)"
        case .appendSectionsBefore(let at): "append section before \(at)"
        case .appendSections: "append section"
        case .removeSections(let at): "remove sections \(at)"
        case .reloadSections(let at): "reload sections \(at)"
        case .rebuildSection(let at, let seed): "diff(sections:) \(at) seed \(seed)"
        }
    }

    static func random(using rng: inout some RandomNumberGenerator) -> Operation {
        func fraction() -> Double { Double.random(in: 0..<1, using: &rng) }
        func fractions() -> [Double] {
            (0..<Int.random(in: 1...3, using: &rng)).map { _ in fraction() }
        }
        switch Int.random(in: 0..<11, using: &rng) {
        case 0: return .appendCellsAfter(fraction(), Int.random(in: 1...3, using: &rng))
        case 1: return .appendCellsBefore(fraction(), Int.random(in: 1...3, using: &rng))
        case 2: return .appendCellsIn(fraction(), Int.random(in: 0...2, using: &rng))
        case 3: return .removeCells(fractions())
        case 4: return .reloadCells(fractions())
        case 5: return .appendSectionsAfter(fraction())
        case 6: return .appendSectionsBefore(fraction())
        case 7: return .appendSections
        case 8: return .removeSections(fractions())
        case 9: return .reloadSections(fractions())
        default: return .rebuildSection(fraction(), seed: rng.next())
        }
    }
}

private struct Script: Sendable, CustomStringConvertible {
    var initial: ModelSpec
    var operations: [Operation]
    var description: String {
        "initial: \(initial)\n" + operations.map(\.description).joined(separator: "\n")
    }
}

/// Sections whose cells come from a builder over a mutable list, so `diff(sections:)` can rebuild.
private final class BuiltSection: CollectionSectionDescribable {
    let sectionStorage = SectionStorage()
    var members: [ModelSpec.Cell]

    init(_ members: [ModelSpec.Cell]) {
        self.members = members
        reloadSection { [unowned self] cells in
            cells = self.members.map { TestCell(content: $0.content).uid($0.uid) }
        }
    }
}

private let scripts = Generator<Script, Shrink.None<Script>> { seeded in
    // The case's seed drives a concrete generator (opening the existential here crashes the 6.3 compiler).
    var rng = SplitMix64(seed: seeded.next())
    return Script(
        initial: ModelSpec.random(using: &rng),
        operations: (0..<Int.random(in: 1...6, using: &rng)).map { _ in
            Operation.random(using: &rng)
        })
}

@Suite struct UpdaterPropertyTests {
    @Test func anySequenceOfUpdaterCallsGivesAValidResultThatReplaysExactly() async {
        await propertyCheck(count: 10_000, input: scripts) { script in
            let data = CollectionData()
            data.sections = script.initial.sections.map { BuiltSection($0.cells).uid($0.uid) }
            data.computeIndices()
            let before = data.snapshot()
            var fresh = 0
            func newCells(_ count: Int) -> [CollectionCellDescribable] {
                (0..<count).map { _ in
                    fresh += 1
                    return TestCell().uid("n\(fresh)")
                }
            }
            func cell(at fraction: Double) -> CollectionCellDescribable? {
                let all = data.sections.flatMap(\.cells)
                return all.isEmpty ? nil : all[Int(fraction * Double(all.count))]
            }
            func section(at fraction: Double) -> CollectionSectionDescribable? {
                data.sections.isEmpty
                    ? nil : data.sections[Int(fraction * Double(data.sections.count))]
            }
            do {
                let result = try data.update { updater in
                    for operation in script.operations {
                        switch operation {
                        case .appendCellsAfter(let at, let count):
                            if let anchor = cell(at: at) {
                                try updater.append(cells: newCells(count), after: anchor)
                            }
                        case .appendCellsBefore(let at, let count):
                            if let anchor = cell(at: at) {
                                try updater.append(cells: newCells(count), before: anchor)
                            }
                        case .appendCellsIn(let at, let count):
                            if let target = section(at: at) {
                                try updater.append(cells: newCells(count), in: target)
                            }
                        case .removeCells(let at):
                            try updater.remove(cells: at.compactMap(cell(at:)))
                        case .reloadCells(let at):
                            try updater.reload(cells: at.compactMap(cell(at:)))
                        case .appendSectionsAfter(let at):
                            fresh += 1
                            if let anchor = section(at: at) {
                                try updater.append(
                                    sections: [BuiltSection([]).uid("N\(fresh)")], after: anchor)
                            }
                        case .appendSectionsBefore(let at):
                            fresh += 1
                            if let anchor = section(at: at) {
                                try updater.append(
                                    sections: [BuiltSection([]).uid("N\(fresh)")], before: anchor)
                            }
                        case .appendSections:
                            fresh += 1
                            try updater.append(sections: [
                                BuiltSection([.init("m\(fresh)")]).uid("N\(fresh)")
                            ])
                        case .removeSections(let at):
                            try updater.remove(sections: at.compactMap(section(at:)))
                        case .reloadSections(let at):
                            try updater.reload(sections: at.compactMap(section(at:)))
                        case .rebuildSection(let at, let seed):
                            guard let target = section(at: at) as? BuiltSection else { break }
                            var rng = SplitMix64(seed: seed)
                            var members = target.members.filter { _ in
                                Bool.random(using: &rng) || Bool.random(using: &rng)
                            }
                            members.shuffle(using: &rng)
                            for index in members.indices
                            where Int.random(in: 0..<4, using: &rng) == 0 {
                                members[index].content += 1
                            }
                            fresh += 1
                            members.insert(
                                .init("r\(fresh)"),
                                at: Int.random(in: 0...members.count, using: &rng))
                            target.members = members
                            try updater.diff(sections: [target])
                        }
                    }
                }
                try result.validate(from: before, to: data.snapshot())
            } catch {
                Issue.record("\(error)\n\(script)")
            }
        }
    }
}
