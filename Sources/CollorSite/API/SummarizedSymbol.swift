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
        guard inheritedFrom != nil else { return nil }
        return inheritedAbstract(over: APIReference.summary(documentation))
    }

    /// Its summary as Topics lists, its page's description and the build report show it.
    var summary: String {
        let own = APIReference.summary(documentation)
        return inheritedAbstract(over: own) ?? own
    }

    /// docc's "Inherited from" when `own`, its documentation's summary, gives no abstract.
    private func inheritedAbstract(over own: String) -> String? {
        guard let inheritedFrom, MarkdownDocument.abstract(of: own) == nil else { return nil }
        return APIReference.Member.inheritedAbstract(inheritedFrom)
    }
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
