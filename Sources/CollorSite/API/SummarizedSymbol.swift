import CollorMarkdown

/// What a type's page and a member show as their abstract: their documentation's summary, or
/// docc's "Inherited from" for one that implements a requirement and gives none.
protocol SummarizedSymbol {
    /// What its page or section shows.
    var documentation: String { get }
    /// The requirement it implements, as docc names it: the symbol graph's `sourceOrigin`.
    var inheritedFrom: String? { get }
}

extension SummarizedSymbol {
    /// docc's abstract when `documentation` has none of its own (`RenderNodeTranslator`: a
    /// comment that opens with a heading, a list or an aside): "Inherited from
    /// `BracedSyntax.rightBrace`."; nil when it has one or implements nothing. Shown first.
    var inheritedAbstract: String? {
        guard let inheritedFrom,
            MarkdownDocument.abstract(of: APIReference.summary(documentation)) == nil
        else { return nil }
        return APIReference.Member.inheritedAbstract(inheritedFrom)
    }

    /// Its summary as Topics lists, its page's description and the build report show it.
    var summary: String { inheritedAbstract ?? APIReference.summary(documentation) }
}

extension APIReference {
    /// The doc comment's first paragraph, on one line, ended where docc ends it, its reference
    /// links written inline (`MarkdownDocument.summary(of:)`).
    static func summary(_ documentation: String) -> String {
        MarkdownDocument.summary(of: documentation)
    }
}

extension APIReference.TypePage: SummarizedSymbol {}
extension APIReference.Member: SummarizedSymbol {}
