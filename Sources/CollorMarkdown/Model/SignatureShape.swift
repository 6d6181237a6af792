/// What DocC checks a doc comment's sections against: the signature of the symbol whose comment
/// follows (`GeneratedBlock.signature`), when the comment is the module's own (docc shows an
/// inherited comment's sections as written).
package struct SignatureShape: Equatable, Sendable {
    /// Its parameters in order, by the names a comment documents them by (`_` for an unnamed
    /// one): the Parameters section shows the documented ones in this order, drops the others.
    package var parameters: [String]
    /// It returns nothing (no return type, `()` or `Void`) and is no initializer: the Return
    /// Value section is dropped, as docc drops it.
    package var returnsNothing: Bool

    /// A signature's shape.
    package init(parameters: [String], returnsNothing: Bool = false) {
        self.parameters = parameters
        self.returnsNothing = returnsNothing
    }
}
