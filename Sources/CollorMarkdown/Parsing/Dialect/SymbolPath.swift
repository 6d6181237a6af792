/// A DocC symbol link's path, ` ``Module/Type/member(_:)-swift.method`` `, in components.
package struct SymbolPath: Equatable, Sendable {
    package struct Component: Equatable, Sendable {
        /// The name as the symbol graph spells it: `add(_:)`, `Basket`, `/(_:_:)`.
        package var name: String
        /// DocC's disambiguation after the last `-`: a kind (`swift.method`) or a hash (`1a2b3`),
        /// or nil.
        package var disambiguation: String?

        /// A component; `disambiguation` is DocC's suffix, if any.
        package init(name: String, disambiguation: String? = nil) {
            self.name = name
            self.disambiguation = disambiguation
        }
    }

    package var components: [Component]

    /// Splits at `/` outside parentheses; a `/` that starts a component belongs to its name, so
    /// the operator in ` ``Vector//(_:_:)`` ` stays whole.
    package init(_ path: String) {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in path {
            switch character {
            case "(":
                depth += 1
            case ")":
                depth = max(0, depth - 1)
            case "/" where depth == 0 && !current.isEmpty:
                parts.append(current)
                current = ""
                continue
            default:
                break
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        components = parts.map(Self.component)
    }

    /// What DocC shows for the link: the last component without its disambiguation.
    package var title: String { components.last?.name ?? "" }

    /// The title of `path`'s link. A path without `/`, `(` or `-` (most links name a type) is
    /// its own title: it is not split, character by character, on every page that links it.
    package static func title(of path: String) -> String {
        let plain = !path.utf8.contains {
            $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "-")
        }
        return plain ? path : SymbolPath(path).title
    }

    /// A function's name ends at the `)` closing its labels (operators start with `-`, so the
    /// name comes first); anything after it, or after the last `-` of a name without labels, is
    /// DocC's disambiguation.
    private static func component(_ text: String) -> Component {
        if let open = text.firstIndex(of: "("),
            let close = text[open...].firstIndex(of: ")")
        {
            let end = text.index(after: close)
            let rest = text[end...]
            guard rest.hasPrefix("-"), rest.count > 1 else {
                return Component(name: text, disambiguation: nil)
            }
            return Component(name: String(text[..<end]), disambiguation: String(rest.dropFirst()))
        }
        guard let dash = text.lastIndex(of: "-"), dash > text.startIndex,
            text.index(after: dash) < text.endIndex
        else {
            return Component(name: text, disambiguation: nil)
        }
        return Component(
            name: String(text[..<dash]), disambiguation: String(text[text.index(after: dash)...]))
    }
}
