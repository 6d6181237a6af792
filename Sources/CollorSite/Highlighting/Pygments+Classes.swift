extension Pygments {
    /// Pygments' token types (without `Token.`) and the theme's class of each: the classes
    /// swift-syntax's blocks use, so that every language reads alike, and `gi`, `gd`, `gh`, `gp`
    /// for what only other languages have (a diff's inserted, deleted and header lines, a
    /// console's prompt). A type not listed takes its parent's (`Literal.String.Double` is a
    /// `Literal.String`); `""` is plain text.
    static let classes: [String: String] = [
        "Keyword": "k", "Keyword.Type": "t", "Operator.Word": "k",
        "Name": "", "Name.Builtin": "t", "Name.Builtin.Pseudo": "k", "Name.Class": "t",
        "Name.Namespace": "t", "Name.Exception": "t",
        // A JSON or YAML key and an XML or HTML tag name the structure, as a type does.
        "Name.Tag": "t", "Name.Attribute": "a", "Name.Decorator": "a", "Name.Label": "l",
        "Name.Variable": "l", "Name.Constant": "n", "Name.Entity": "s",
        // YAML's plain scalars: values, shown as text.
        "Literal": "", "Literal.String": "s", "Literal.String.Doc": "d", "Literal.Number": "n",
        "Literal.Date": "n",
        "Comment": "c", "Comment.Preproc": "p", "Comment.PreprocFile": "s",
        "Operator": "o", "Punctuation": "",
        "Generic": "", "Generic.Inserted": "gi", "Generic.Deleted": "gd", "Generic.Heading": "gh",
        "Generic.Subheading": "gh", "Generic.Prompt": "gp", "Generic.Error": "gd",
        "Generic.Traceback": "gd",
        // A character the lexer did not expect is shown as it is, not flagged.
        "Error": "", "Text": "", "Other": "", "Escape": "",
    ]

    /// The class of a token type (`Literal.String.Double`), by its nearest listed ancestor;
    /// `""` for plain text.
    static func cssClass(_ tokenType: String) -> String {
        var type = Substring(tokenType)
        while !type.isEmpty {
            if let found = classes[String(type)] { return found }
            type = type[..<(type.lastIndex(of: ".") ?? type.startIndex)]
        }
        return ""
    }
}
