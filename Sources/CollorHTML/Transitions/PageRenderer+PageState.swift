/// Recorded states are written as still transitions, so a state's page shows exactly what the
/// first step of a timeline shows: the transition renderer writes them, above the page layer.
extension PageRenderer {
    /// A recorded state as a whole page, as `page(_:)` writes its layout: for example a
    /// gallery's state at one of its widths.
    public func page(_ state: PageState) -> String {
        page {
            TransitionRenderer(options: options).write(
                Transition(still: state), prefix: "t", into: &$0)
        }
    }

    /// A recorded state as a fragment, as `fragment(_:)` writes its layout.
    public func fragment(_ state: PageState) -> String {
        var html = HTMLWriter()
        TransitionRenderer(options: options).write(
            Transition(still: state), prefix: "t", into: &html)
        return html.string
    }
}
