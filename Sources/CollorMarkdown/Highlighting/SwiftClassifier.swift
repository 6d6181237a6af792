import SwiftIDEUtils
import SwiftSyntax

/// The classified ranges of a parsed Swift file, the same as SwiftIDEUtils' `classifications`
/// (same kinds, same merged ranges: a test compares them on this package's sources), found from
/// its tokens in one pass.
///
/// SwiftIDEUtils asks, for every child of every node, whether its key path is one of fifteen
/// that classify, comparing key paths that it forms each time; on documentation code that is
/// most of highlighting's cost. Here a token's classification comes from its kind and, for an
/// identifier, from the one property of its parent that holds it. The slots that hold whole
/// subtrees rather than one token (an attribute's name, which is forced, and an `#if` clause's
/// condition) are known from the token that opens them and kept as byte ranges.
enum SwiftClassifier {
    struct Range: Equatable {
        var kind: SyntaxClassification
        var start: Int
        var end: Int
    }

    /// - Parameter bytes: the UTF-8 source that `tree` was parsed from.
    /// - Complexity: O(n) in the length of the source.
    static func classify(_ tree: SourceFileSyntax, bytes: UnsafeBufferPointer<UInt8>) -> [Range] {
        var ranges = Ranges()
        // An attribute's name is one `.attribute` range, whatever tokens and trivia it holds.
        var attributeName = 0..<0
        // Identifiers in an `#if` condition, unless their own parent classifies them.
        var condition = 0..<0
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let start = token.position.utf8Offset
            let textStart = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let textEnd = textStart + token.trimmedLength.utf8Length
            let end = token.endPosition.utf8Offset
            let kind = token.tokenKind
            if textStart >= attributeName.lowerBound && textEnd <= attributeName.upperBound
                && !attributeName.isEmpty
            {
                if start < attributeName.lowerBound {
                    trivia(token.leadingTrivia, from: start, in: bytes, into: &ranges)
                }
                ranges.report(
                    .attribute, max(start, attributeName.lowerBound),
                    min(end, attributeName.upperBound))
                if end > attributeName.upperBound {
                    trivia(
                        token.trailingTrivia, from: attributeName.upperBound, in: bytes,
                        into: &ranges)
                }
                continue
            }
            trivia(token.leadingTrivia, from: start, to: textStart, in: bytes, into: &ranges)
            var classification = contextFree(kind)
            if case .identifier = kind {
                if let contextual = contextual(token) {
                    classification = contextual
                } else if condition.contains(textStart) {
                    classification = .ifConfigDirective
                }
            }
            ranges.report(classification, textStart, textEnd)
            trivia(token.trailingTrivia, from: textEnd, to: end, in: bytes, into: &ranges)
            switch kind {
            case .atSign:
                if let attribute = token.parent?.as(AttributeSyntax.self) {
                    attributeName =
                        attribute.attributeName.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<attribute.attributeName.endPositionBeforeTrailingTrivia
                        .utf8Offset
                }
            case .poundIf, .poundElseif:
                if let clause = token.parent?.as(IfConfigClauseSyntax.self),
                    let expression = clause.condition
                {
                    condition = expression.position.utf8Offset..<expression.endPosition.utf8Offset
                }
            default:
                break
            }
        }
        return ranges.ranges
    }

    /// The classified ranges, merged as SwiftIDEUtils merges them: an empty `.none` range is
    /// dropped, and a range that follows one of the same kind extends it.
    private struct Ranges {
        var ranges: [Range] = []

        mutating func report(_ kind: SyntaxClassification, _ start: Int, _ end: Int) {
            if kind == .none && start == end { return }
            if let last = ranges.last, last.kind == kind, last.end == start {
                ranges[ranges.count - 1].end = end
                return
            }
            ranges.append(Range(kind: kind, start: start, end: end))
        }
    }

    /// Trivia from `start`: plain whitespace (no `/` in its bytes, so no comment) is one `.none`
    /// range without building the pieces; otherwise each piece is classified.
    private static func trivia(
        _ trivia: @autoclosure () -> Trivia, from start: Int, to end: Int? = nil,
        in bytes: UnsafeBufferPointer<UInt8>, into ranges: inout Ranges
    ) {
        if let end {
            guard start < end else { return }
            if !bytes[start..<min(end, bytes.count)].contains(UInt8(ascii: "/")) {
                ranges.report(.none, start, end)
                return
            }
        }
        var offset = start
        for piece in trivia() {
            let length = piece.sourceLength.utf8Length
            let kind: SyntaxClassification
            switch piece {
            case .lineComment: kind = .lineComment
            case .blockComment: kind = .blockComment
            case .docLineComment: kind = .docLineComment
            case .docBlockComment: kind = .docBlockComment
            default: kind = .none
            }
            ranges.report(kind, offset, offset + length)
            offset += length
        }
    }

    /// What the property of its parent that holds an identifier makes of it, if anything.
    private static func contextual(_ token: TokenSyntax) -> SyntaxClassification? {
        guard let parent = token.parent else { return nil }
        let id = token.id
        switch parent.kind {
        case .identifierType:
            return parent.cast(IdentifierTypeSyntax.self).name.id == id ? .type : nil
        case .memberType:
            return parent.cast(MemberTypeSyntax.self).name.id == id ? .type : nil
        case .declModifier:
            return parent.cast(DeclModifierSyntax.self).name.id == id ? .attribute : nil
        case .operatorDecl:
            return parent.cast(OperatorDeclSyntax.self).name.id == id ? .operator : nil
        case .functionParameter:
            return parent.cast(FunctionParameterSyntax.self).firstName.id == id
                ? .argumentLabel : nil
        case .labeledExpr:
            return parent.cast(LabeledExprSyntax.self).label?.id == id ? .argumentLabel : nil
        case .platformVersion:
            return parent.cast(PlatformVersionSyntax.self).platform.id == id ? .keyword : nil
        case .precedenceGroupAssociativity:
            return parent.cast(PrecedenceGroupAssociativitySyntax.self).associativityLabel.id
                == id ? .keyword : nil
        case .precedenceGroupRelation:
            return parent.cast(PrecedenceGroupRelationSyntax.self).higherThanOrLowerThanLabel.id
                == id ? .keyword : nil
        default:
            return nil
        }
    }

    /// A token's classification from its kind alone.
    private static func contextFree(_ kind: TokenKind) -> SyntaxClassification {
        switch kind {
        case .atSign: return .attribute
        case .binaryOperator, .colonColon, .postfixOperator, .prefixOperator: return .operator
        case .dollarIdentifier: return .dollarIdentifier
        case .floatLiteral: return .floatLiteral
        case .integerLiteral: return .integerLiteral
        case .identifier(let text):
            return text.hasPrefix("<#") && text.hasSuffix("#>") ? .editorPlaceholder : .identifier
        case .keyword, .poundSourceLocation: return .keyword
        case .multilineStringQuote, .singleQuote, .stringQuote, .stringSegment:
            return .stringLiteral
        case .poundElse, .poundElseif, .poundEndif, .poundIf: return .ifConfigDirective
        case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: return .regexLiteral
        case .unknown(let text): return text.hasPrefix("\"") ? .stringLiteral : .none
        default: return .none
        }
    }
}
