import Collor
import CollorHTML
import Foundation

/// Two cells that swap places: the first state and the transition to the swapped one, a
/// transition with moves (and so keyframes).
public func swapTransition() throws -> (before: PageState, transition: Transition) {
    let data = LabelData([("A", [("a", "Ada", 0), ("b", "Bob", 0)])])
    let layout = try preparedLayout(data)
    let before = try PageState(layout: layout)
    data.spec = [("A", [("b", "Bob", 0), ("a", "Ada", 0)])]
    let result = try data.update { try $0.diff() }
    try layout.prepare()
    let after = try PageState(layout: layout)
    return (before, try Transition(from: before, to: after, result: result))
}
