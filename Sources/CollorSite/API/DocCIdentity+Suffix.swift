/// DocC's disambiguation suffixes: reading one from a link, matching it against a symbol, and
/// choosing the one DocC's URL gives a symbol among its namesakes.
extension DocCIdentity {
    /// A link's disambiguation as swift-docc's `PathParser` reads it.
    enum Suffix: Equatable {
        /// `swift.method`, `method`, `1syvw`, `method-1syvw`: at least one is set.
        case kindAndHash(kind: String?, hash: String?)
        /// `(Int,_)`, `(Int)->Bool`, `->Bool`: at least one is set.
        case typeSignature(parameters: [String]?, returns: [String]?)

        /// The suffix written after a symbol's name and its `-` (`SymbolPath`'s
        /// disambiguation: `swift.struct`, `(Int)->Bool`, or `>Bool` for `->Bool`); nil when
        /// it is none DocC knows, so that the `-` is part of the name.
        init?(_ text: String) {
            if text.hasPrefix(">") {
                self = .typeSignature(parameters: nil, returns: Self.returns(text.dropFirst()))
                return
            }
            if text.hasPrefix("(") {
                var scanner = TypeListScanner(text.dropFirst())
                let parameters = scanner.arguments()
                if scanner.isAtEnd {
                    self = .typeSignature(parameters: parameters, returns: nil)
                    return
                }
                guard scanner.skip("->") else { return nil }
                self = .typeSignature(parameters: parameters, returns: Self.returns(scanner.rest))
                return
            }
            // As DocC reads it: what follows the last `-` is a kind, or a hash with perhaps a
            // kind before it (`swift.method-1syvw`).
            let dash = text.lastIndex(of: "-")
            let last = dash.map { text[text.index(after: $0)...] } ?? text[...]
            if let kind = Self.kind(last) {
                self = .kindAndHash(kind: kind, hash: nil)
                return
            }
            guard Self.isHash(last) else { return nil }
            let kind = dash.flatMap { Self.kind(text[..<$0]) }
            self = .kindAndHash(kind: kind, hash: String(last))
        }

        private static func returns(_ text: Substring) -> [String] {
            var scanner = TypeListScanner(text)
            return scanner.returnTypes()
        }

        /// A kind DocC knows, with or without its language (`swift.method`); nil otherwise.
        private static func kind(_ text: some StringProtocol) -> String? {
            if knownKinds.contains(String(text)) { return String(text) }
            for language in ["swift.", "objc.", "occ.", "c."] where text.hasPrefix(language) {
                return String(text.dropFirst(language.count))
            }
            return nil
        }

        /// A truncated FNV-1 hash as DocC writes one: 1 to 6 lowercase letters or digits.
        private static func isHash(_ text: Substring) -> Bool {
            !text.isEmpty && text.utf8.count <= 6
                && text.utf8.allSatisfy { (48...57).contains($0) || (97...122).contains($0) }
        }

        /// SymbolKit's kinds, with the extended-type kinds DocC adds.
        static let knownKinds: Set<String> = [
            "associatedtype", "class", "deinit", "enum", "enum.case", "func", "func.op", "init",
            "ivar", "macro", "method", "property", "protocol", "snippet", "snippetGroup",
            "struct", "subscript", "type.method", "type.property", "type.subscript",
            "typealias", "var", "module", "extension", "protocol.extension",
            "struct.extension", "class.extension", "enum.extension", "unknown.extension",
            "module.extension",
        ]
    }

    /// Whether DocC takes the first of several symbols `suffix` fits: a kind with a hash, or
    /// parameter and return types. A kind, a hash or one side's types alone that fit several
    /// is ambiguous to DocC (`DisambiguationContainer.find`), which resolves none of them.
    static func picksFirst(_ suffix: Suffix) -> Bool {
        switch suffix {
        case .kindAndHash(let kind, let hash): kind != nil && hash != nil
        case .typeSignature(let parameters, let returns): parameters != nil && returns != nil
        }
    }

    /// Whether this symbol is the one `suffix` picks: kind and hash equal where given; types
    /// equal in number and each equal or `_`.
    func matches(_ suffix: Suffix) -> Bool {
        switch suffix {
        case .kindAndHash(let wantedKind, let wantedHash):
            return (wantedKind.map { $0 == kind } ?? true)
                && (wantedHash.map { $0 == hash } ?? true)
        case .typeSignature(let parameters, let returns):
            return Self.typesMatch(parameters, parameterTypes)
                && Self.typesMatch(returns, returnTypes)
        }
    }

    private static func typesMatch(_ wanted: [String]?, _ actual: [String]?) -> Bool {
        guard let wanted else { return true }
        guard let actual, wanted.count == actual.count else { return false }
        return zip(wanted, actual).allSatisfy { $0 == "_" || $0 == $1 }
    }

    /// The suffixes DocC's URLs give symbols that share a name (in any case) under one parent,
    /// in order: none for a symbol alone, or for the only one that is not disfavored; else
    /// `-swift.<kind>` for the one symbol of its kind, and the hash for the others
    /// (`values-swift.struct`, `append(_:)-1syvw`).
    static func urlSuffixes(of namesakes: [DocCIdentity]) -> [String] {
        guard namesakes.count > 1 else { return namesakes.map { _ in "" } }
        var kinds: [String: Int] = [:]
        for identity in namesakes where !identity.kind.isEmpty {
            kinds[identity.kind, default: 0] += 1
        }
        var suffixes = namesakes.map { identity in
            kinds[identity.kind] == 1 ? "-swift." + identity.kind : "-" + identity.hash
        }
        // The one symbol the others give way to (a requirement, to its default
        // implementations) keeps its plain name, as in swift-docc's `disambiguatedValues`.
        let favored = namesakes.indices.filter { !namesakes[$0].isDisfavored }
        if favored.count == 1, let only = favored.first { suffixes[only] = "" }
        return suffixes
    }

    /// The name a DocC URL gives a symbol: lowercased, with each character a URL path does not
    /// allow (and `/`) made `_`, as swift-docc's `symbolFileName` does (`<(_:_:)` → `_(_:_:)`).
    static func urlName(_ name: String) -> String {
        pathSafe(name.lowercased())
    }

    /// DocC's limit on a URL's path component (`NodeURLGenerator`'s
    /// `pathComponentLengthLimit`): a longer one is cut there, with a hash of the whole.
    static let urlNameLimit = 240

    /// The URL name (`urlName(_:)`) of `name` with `suffix` (`-1syvw`) as DocC writes it: at
    /// `urlNameLimit` characters or more, its first `urlNameLimit` and the hash of the whole as
    /// DocC spells it before lowercasing (`…overthe-1yxf7`).
    static func urlName(_ name: String, suffix: String) -> String {
        let full = urlName(name) + suffix
        guard full.count >= urlNameLimit else { return full }
        return String(full.prefix(urlNameLimit)) + "-" + hash(pathSafe(name) + suffix)
    }

    /// `name` with each character a URL path does not allow replaced by `_`, as DocC's
    /// references spell it.
    static func pathSafe(_ name: String) -> String {
        String(
            String.UnicodeScalarView(name.unicodeScalars.map { isPathAllowed($0) ? $0 : "_" }))
    }

    /// Foundation's `CharacterSet.urlPathAllowed` without `/`.
    private static func isPathAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": true
        case "-", ".", "_", "~", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", ":", "@":
            true
        default: false
        }
    }
}
