import Collor
import Foundation

extension Transition {
    /// A transition in which nothing changes: a state shown still.
    package init(still state: PageState) {
        elements = state.elements.map { Element(change: .stays, old: $0, new: $0, reloaded: false) }
        oldContentSize = state.contentSize
        newContentSize = state.contentSize
        viewportWidth = state.viewportWidth
    }
}
