extension MarkdownDocument {
    /// Whether the page's top-level `@Metadata` holds `@TechnologyRoot`: docc then makes the
    /// article the root of its catalog, as a module's page is, though no module has it.
    /// Read when the page loads (curation is settled before any page renders).
    ///
    /// - Complexity: O(n) in the number of top-level blocks.
    package var isTechnologyRoot: Bool {
        topLevelDirectives(.metadata).contains { _, children in
            children.contains { $0.known == .technologyRoot }
        }
    }
}
