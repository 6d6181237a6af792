/// The weight a declared text is set in.
public enum FontWeight: String, Hashable, Sendable {
    /// CSS `font-weight: 400`.
    case regular
    /// CSS `font-weight: 700`: the page's font emboldened by the browser, which keeps the regular
    /// advances, so a bold text measures as its regular text does.
    case bold

    /// The CSS `font-weight` value.
    public var cssValue: Int { self == .bold ? 700 : 400 }
}
