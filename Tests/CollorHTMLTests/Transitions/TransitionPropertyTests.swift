import Collor
import CollorHTML
import CollorTestSupport
import Foundation
import PropertyBased
import Testing

private let pairs = Generator<ModelPair, Shrink.None<ModelPair>> { seeded in
    var rng = SplitMix64(seed: seeded.next())
    return ModelPair.random(using: &rng)
}

/// Label data built from a spec: cells carry their uid as text and their content as version.
private func labelData(_ spec: ModelSpec) -> LabelData {
    LabelData(
        spec.sections.map { section in
            (section.uid, section.cells.map { ($0.uid, $0.uid, $0.content) })
        })
}

@Suite struct TransitionPropertyTests {
    /// For random old/new data: every new element appears or stays, every old one stays or
    /// disappears, exactly once; a cell stays exactly when its uid is in both states; it reloads
    /// exactly when its content changed; and frames come from the two layouts.
    @Test func transitionsPairEveryElementOnce() async {
        await propertyCheck(count: 1_000, input: pairs) { pair in
            do {
                let data = labelData(pair.old)
                let layout = try preparedLayout(data)
                let before = try PageState(layout: layout)
                data.spec = labelData(pair.new).spec
                let result = try data.update { try $0.diff() }
                try layout.prepare()
                let after = try PageState(layout: layout)
                let transition = try Transition(from: before, to: after, result: result)

                #expect(
                    transition.elements.compactMap(\.new).map(\.key) == after.elements.map(\.key),
                    "\(pair)")
                let old = transition.elements.compactMap(\.old).map(\.key)
                #expect(
                    Set(old) == Set(before.elements.map(\.key))
                        && old.count == before.elements.count, "\(pair)")

                let oldCells = Set(pair.old.sections.flatMap(\.cells).map(\.uid))
                let newCells = Set(pair.new.sections.flatMap(\.cells).map(\.uid))
                var contents: [String: Int] = [:]
                for cell in pair.old.sections.flatMap(\.cells) { contents[cell.uid] = cell.content }
                for element in transition.elements
                where (element.new ?? element.old)?.category == .cell {
                    let label = (element.new ?? element.old)?.content ?? ""
                    let uid = String(
                        label.dropFirst("<p class=\"label\">".count).dropLast("</p>".count))
                    switch element.change {
                    case .stays:
                        #expect(
                            oldCells.contains(uid) && newCells.contains(uid),
                            "\(uid) stays\n\(pair)")
                        let changed =
                            pair.new.sections.flatMap(\.cells).first { $0.uid == uid }?.content
                            != contents[uid]
                        #expect(element.reloaded == changed, "\(uid) reload\n\(pair)")
                    case .appears:
                        #expect(
                            !oldCells.contains(uid) && newCells.contains(uid),
                            "\(uid) appears\n\(pair)")
                    case .disappears:
                        #expect(
                            oldCells.contains(uid) && !newCells.contains(uid),
                            "\(uid) disappears\n\(pair)")
                    }
                }
            } catch {
                Issue.record("\(error)\n\(pair)")
            }
        }
    }
}
