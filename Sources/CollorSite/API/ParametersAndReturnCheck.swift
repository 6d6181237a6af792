import CollorMarkdown
import Foundation
import SymbolKit

/// DocC's check of a doc comment's Parameters and Return Value against its symbol's signature
/// (swift-docc's `ParametersAndReturnValidator`, checked with `docc convert` 6.3.1): each
/// problem at its place in the `.swift` file, from the symbol graph's doc comment ranges.
///
/// As DocC: only symbols with a signature (functions, initializers, subscripts) and a comment
/// of their own module; parameters only when the comment documents one (a comment without
/// `- Parameter` is not asked for any); a `- Returns:` on an initializer is never wrong.
enum ParametersAndReturnCheck {
    /// The problems of `symbol`'s doc comment, in the order written.
    static func problems(of symbol: SymbolGraph.Symbol, module: String) -> [SiteError] {
        guard let comment = symbol.docComment,
            comment.moduleName == nil || comment.moduleName == module,
            let signature = symbol[mixin: SymbolGraph.Symbol.FunctionSignature.self]
        else { return [] }
        // As docc reads it: `@param x text` documents `x` (`DoxygenMarkup`).
        let text = comment.lines.map(\.text).joined(separator: "\n")
        let doxygen = DoxygenMarkup.lines(text)
        let documented = DocumentedParameters(
            doxygen.map { $0.map(\.text).joined(separator: "\n") } ?? text)
        let written =
            doxygen == nil ? [] : text.split(separator: "\n", omittingEmptySubsequences: false)
        let kind = symbol.kind.displayName.lowercased()
        // Without a range, the comment's own line and column.
        let origin = TextOrigin(comment, of: symbol)
        let place = { (line: Int, column: Int, problem: DocumentationProblem) -> SiteError in
            // A place in the markdown, where it was written in the comment.
            let (line, column) =
                doxygen.map {
                    DoxygenMarkup.sourcePosition(
                        line: line, column: column, in: $0, comment: written)
                } ?? (line, column)
            let position = origin?.position(line: line, column: column) ?? (line, column)
            return SiteError(
                file: origin?.file ?? module, line: position.line, column: position.column,
                reason: .documentation(problem))
        }
        var problems =
            parameterProblems(documented, signature: signature, kind: kind).map {
                place($0.line, $0.column, $0.problem)
            }
        if let returns = documented.returns, symbol.kind.identifier != .`init`,
            Self.returnsVoid(signature)
        {
            problems.append(place(returns.line, returns.column, .returnsForVoid(kind: kind)))
        }
        return problems
    }

    /// A parameter of the signature: the name a comment documents it by, and its argument
    /// label when that differs (`with` in `f(with value:)`).
    struct SignatureParameter: Equatable {
        var name: String
        var label: String?

        /// The graph gives a labelled parameter's label as its `name`; its own name is the
        /// declaration's identifier.
        init(_ parameter: SymbolGraph.Symbol.FunctionSignature.FunctionParameter) {
            let identifier = parameter.declarationFragments.first { $0.kind == .identifier }
            // A keyword as a name is spelt with backticks (`` `as` ``); comments write it bare.
            name = identifier.map { $0.spelling.trimmingCharacters(in: ["`"]) } ?? parameter.name
            label = name == parameter.name ? nil : parameter.name
        }

        init(name: String, label: String? = nil) {
            self.name = name
            self.label = label
        }
    }

    /// The parameter problems, each at its line and column in the comment.
    static func parameterProblems(
        _ documented: DocumentedParameters,
        signature: SymbolGraph.Symbol.FunctionSignature, kind: String
    ) -> [(line: Int, column: Int, problem: DocumentationProblem)] {
        parameterProblems(
            documented, parameters: signature.parameters.map(SignatureParameter.init), kind: kind)
    }

    static func parameterProblems(
        _ documented: DocumentedParameters, parameters: [SignatureParameter], kind: String
    ) -> [(line: Int, column: Int, problem: DocumentationProblem)] {
        let written = documented.parameters
        guard let last = written.last else { return [] }
        // As docc: each named parameter takes the first documented entry of its name, then each
        // unnamed one (`_`) the next entry left, in order, whatever its name (a comment written
        // for `handler` documents an implementation's `_`).
        let isUnnamed = { (parameter: SignatureParameter) in
            parameter.name == "_" || parameter.name.isEmpty
        }
        let named = parameters.filter { !isUnnamed($0) }
        let unnamedCount = parameters.count - named.count
        var left = Array(written.indices)
        for parameter in named {
            if let at = left.firstIndex(where: { written[$0].name == parameter.name }) {
                left.remove(at: at)
            }
        }
        let takenByUnnamed = Set(left.prefix(unnamedCount))
        let known = Set(named.map(\.name))
        var namesByLabel: [String: Set<String>] = [:]
        for parameter in named {
            if let label = parameter.label {
                namesByLabel[label, default: []].insert(parameter.name)
            }
        }
        var problems: [(line: Int, column: Int, problem: DocumentationProblem)] = []
        var seen: Set<String> = []
        for (index, parameter) in written.enumerated() where !takenByUnnamed.contains(index) {
            if !known.contains(parameter.name) {
                if let names = namesByLabel[parameter.name] {
                    problems.append(
                        (
                            parameter.item.line, parameter.nameColumn,
                            .externalName(parameter.name, parameters: names.sorted())
                        ))
                    continue
                }
                let near = NearMiss.bestMatches(for: known, against: parameter.name)
                problems.append(
                    (
                        parameter.item.line,
                        near.isEmpty ? parameter.item.column : parameter.nameColumn,
                        .parameterNotFound(parameter.name, kind: kind, suggestions: near)
                    ))
            } else if !seen.insert(parameter.name).inserted {
                problems.append(
                    (
                        parameter.item.line, parameter.item.column,
                        .duplicateParameter(parameter.name)
                    )
                )
            }
        }
        var covered = Set(written.map(\.name))
        for parameter in written { covered.formUnion(namesByLabel[parameter.name] ?? []) }
        for parameter in named where parameter.name != "error" {
            guard !covered.contains(parameter.name) else { continue }
            covered.insert(parameter.name)
            problems.append(
                (last.item.endLine, last.item.endColumn, .missingParameter(parameter.name)))
        }
        if unnamedCount > left.count {
            for number in (left.count + 1)...unnamedCount {
                problems.append(
                    (last.item.endLine, last.item.endColumn, .missingUnnamedParameter(number)))
            }
        }
        return problems
    }

    /// The signature as docc checks a comment's sections against it
    /// (`GeneratedBlock.signature`): its parameters by the names a comment documents them by,
    /// in order (`_` for an unnamed one), and whether it returns nothing (an initializer
    /// returns its instance); nil for a symbol without a signature or whose comment another
    /// module wrote, whose sections docc shows as written.
    static func shape(of symbol: SymbolGraph.Symbol, module: String) -> SignatureShape? {
        guard let signature = symbol[mixin: SymbolGraph.Symbol.FunctionSignature.self] else {
            return nil
        }
        if let owner = symbol.docComment?.moduleName, owner != module { return nil }
        return SignatureShape(
            parameters: signature.parameters.map { parameter in
                let name = SignatureParameter(parameter).name
                return name.isEmpty ? "_" : name
            },
            returnsNothing: symbol.kind.identifier != .`init` && returnsVoid(signature))
    }

    /// Whether the signature returns nothing: no return type, `()` or `Void` (DocC's list).
    static func returnsVoid(_ signature: SymbolGraph.Symbol.FunctionSignature) -> Bool {
        signature.returns.allSatisfy { fragment in
            (fragment.kind == .text && fragment.spelling == "()")
                || (fragment.kind == .typeIdentifier && fragment.spelling == "Void"
                    && fragment.preciseIdentifier == "s:s4Voida")
        }
    }
}
