import CollorMarkdown
import CollorSiteTestSupport
import Testing

@testable import CollorSite

@Suite struct KindPluralTests {
    /// Group headings read as English ("Instance Propertys" before).
    @Test func kindsHaveProperPlurals() {
        let plurals = [
            "Instance Property", "Class", "Type Alias", "Structure", "Case", "Instance Method",
            "Initializer", "Operator", "Associated Type", "Extension", "Type Subscript",
        ].map(APIReference.plural)
        #expect(
            plurals == [
                "Instance Properties", "Classes", "Type Aliases", "Structures", "Cases",
                "Instance Methods", "Initializers", "Operators", "Associated Types", "Extensions",
                "Type Subscripts",
            ])
    }
}
