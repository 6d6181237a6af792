import CCmark

/// Tags code spans written with two backticks (` ``Basket/add(_:)`` `) as symbol links. cmark
/// parses them as code like single backticks, so the pass looks at the bytes before the span.
enum SymbolLinkPass {
    static func run(on document: MarkdownDocument, codes: [MarkdownNode], text: ParsedText) {
        for code in codes {
            guard let offset = text.offset(line: code.startLine, column: code.startColumn),
                offset >= 2,
                text.bytes[offset - 1] == UInt8(ascii: "`"),
                text.bytes[offset - 2] == UInt8(ascii: "`"),
                offset == 2 || text.bytes[offset - 3] != UInt8(ascii: "`")
            else { continue }
            let path = code.literal
            guard !path.isEmpty, !path.contains(" ") else { continue }
            document.tag(code, .symbolLink(path))
        }
    }
}
