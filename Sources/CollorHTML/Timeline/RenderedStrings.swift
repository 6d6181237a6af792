import Collor

/// One copy of each string the recorded states hold, shared by every state and width that
/// renders it: a recorder keeps each state at every width, and an item rendered the same way
/// in seven states at five widths would otherwise hold 35 copies of its key and HTML.
struct RenderedStrings {
    private var strings = Set<String>()

    /// `state` with every long string replaced by the copy seen first, each element equal to
    /// the one at its place in `previous` (the state before at the same width) replaced by that
    /// one, and `snapshot` (the same data's structure, taken once for all widths) in place of
    /// its own. An update moves only what follows its first change, so about half of a state's
    /// elements are those of the state before.
    mutating func sharing(
        _ state: PageState, previous: PageState? = nil, snapshot: CollectionSnapshot
    ) -> PageState {
        let before = previous?.elements ?? []
        return PageState(
            elements: state.elements.enumerated().map { index, element in
                if index < before.count, before[index] == element { return before[index] }
                var shared = element
                shared.key = self.shared(element.key)
                shared.attributes = self.shared(element.attributes)
                shared.control = self.shared(element.control)
                shared.style = self.shared(element.style)
                shared.markup = element.markup.sharing { self.shared($0) }
                return shared
            }, contentSize: state.contentSize, viewportWidth: state.viewportWidth,
            snapshot: snapshot, textFitProblems: state.textFitProblems,
            cellElements: state.cellElements)
    }

    /// The first copy of `string` seen; a string short enough to be stored inline is its own.
    private mutating func shared(_ string: String) -> String {
        // Up to 15 UTF-8 bytes a string holds its bytes inline: nothing to share.
        if string.utf8.count <= 15 { return string }
        return strings.insert(string).memberAfterInsert
    }
}
