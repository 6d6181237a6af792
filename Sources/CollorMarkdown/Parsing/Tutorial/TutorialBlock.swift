import CCmark

/// One checked tutorial directive and what it holds, in the order of the source: the tutorial
/// directives it may hold, typed, and between them the nodes the HTML walker writes (markdown,
/// media, and tutorial directives that were left out).
struct TutorialBlock {
    /// What it holds, one node at a time.
    enum Content {
        case block(TutorialBlock)
        /// A node of the page's tree that the walker writes.
        case markdown(OpaquePointer)
    }

    var element: TutorialElement
    var content: [Content] = []
    /// The directive as written, for diagnostics at its place.
    var directive: BlockDirective
    /// Its node in the page's tree, which its `MarkdownDocument` owns.
    let node: OpaquePointer
}
