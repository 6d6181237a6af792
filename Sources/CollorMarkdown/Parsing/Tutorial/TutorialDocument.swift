/// A page's tutorials, parsed and checked when the page is read: each root directive
/// (`@Tutorials`, `@Tutorial`, `@Article`) as a tree of typed `TutorialBlock`s, and what the
/// checks found. `TutorialWriter` writes the roots; the HTML walker keeps no tutorial state.
struct TutorialDocument {
    /// The roots by the dialect index of their node, where the walker meets them.
    private(set) var roots: [Int: TutorialBlock] = [:]
    /// The roots' dialect indexes in the order of the page.
    private(set) var order: [Int] = []
    /// Misplaced, malformed and incomplete directives, at source positions (without the page's
    /// line offset), in the order the page's directives are met.
    private(set) var problems: [(line: Int, column: Int, reason: MarkdownDiagnostic.Reason)] = []

    /// The root whose node is tagged `index`, or nil.
    func root(at index: Int) -> TutorialBlock? { roots[index] }

    /// The page's first root, or nil for a page without tutorials.
    var first: TutorialBlock? { order.first.flatMap { roots[$0] } }

    /// Calls `body` with every block of every root, in the order of the page.
    ///
    /// - Complexity: O(blocks); iterative, though the grammar bounds a tree's depth anyway.
    func forEachBlock(_ body: (TutorialBlock) -> Void) {
        var pending = order.reversed().compactMap { roots[$0] }
        while let block = pending.popLast() {
            body(block)
            for case .block(let child) in block.content.reversed() { pending.append(child) }
        }
    }

    mutating func add(root: TutorialBlock, at index: Int) { roots[index] = root }

    mutating func reserve(rootAt index: Int) { order.append(index) }

    mutating func warn(_ directive: BlockDirective, _ reason: MarkdownDiagnostic.Reason) {
        problems.append((directive.line, directive.column, reason))
    }
}
