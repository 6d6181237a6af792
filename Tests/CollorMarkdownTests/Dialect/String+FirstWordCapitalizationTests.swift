import Testing

@testable import CollorMarkdown

/// `String.capitalizingFirstWord()`, DocC's rule for the first word of a parameter, a Return
/// Value and an aside.
@Suite struct StringFirstWordCapitalizationTests {
    /// swift-docc's own cases (`String_CapitalizationTests`).
    @Test(arguments: [
        ("hello world", "Hello world"), ("h`ello world", "h`ello world"),
        ("iPad iOS visionOS", "iPad iOS visionOS"), ("hello, world", "Hello, world"),
        ("twenty-one", "Twenty-One"), ("hello! world", "Hello! world"),
        ("hello: world", "Hello: world"), ("l'ocean world", "L'ocean world"),
        ("       has many spaces", "       Has many spaces"), ("     has a tab", "     Has a tab"),
        ("l'amérique du nord", "L'amérique du nord"), ("ça va?", "Ça va?"), ("à", "À"),
        ("チーズ", "チーズ"), ("牛奶", "牛奶"), ("i don't like 牛奶", "I don't like 牛奶"),
        ("牛奶 is tasty", "牛奶 is tasty"), ("", ""), ("   ", "   "),
    ])
    func firstWordAsDocCCapitalisesIt(text: String, expected: String) {
        #expect(text.capitalizingFirstWord() == expected)
    }
}
