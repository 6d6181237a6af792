import SymbolKit

/// What DocC tells a symbol from its siblings of the same name by (swift-docc's
/// `PathHierarchy`): its kind, a hash of its precise identifier, and the types of its parameters
/// and return values. A link picks one with a suffix (`-swift.method`, `-1syvw`,
/// `-(Int)->Bool`); DocC's URLs use the kind or the hash.
struct DocCIdentity: Equatable, Sendable {
    /// The kind's identifier without its language (`method`, `func.op`, `struct`); empty when
    /// unknown (a reference built by hand).
    var kind = ""
    /// The precise identifier's FNV-1 hash, folded to 24 bits, in base 36 (`1syvw`).
    var hash = ""
    /// For a function, initializer or subscript: its parameters' types as DocC spells them.
    var parameterTypes: [String]? = nil
    /// For a function, initializer or subscript: its return values' types (none for `Void`).
    var returnTypes: [String]? = nil
    /// A default implementation of a protocol requirement, or a symbol the compiler synthesized:
    /// DocC gives way to the symbol it shares a name with (the requirement), whose URL then
    /// needs no suffix.
    var isDisfavored = false

    /// The identity of `symbol`; a default implementation is disfavored.
    init(_ symbol: SymbolGraph.Symbol, isDefaultImplementation: Bool = false) {
        kind = symbol.kind.identifier.identifier
        hash = Self.hash(symbol.identifier.precise)
        isDisfavored =
            isDefaultImplementation || symbol.identifier.precise.contains("::SYNTHESIZED::")
        if let signature = symbol[mixin: SymbolGraph.Symbol.FunctionSignature.self] {
            parameterTypes = signature.parameters.map {
                DocCTypeSpelling.spelling(of: $0.declarationFragments)
            }
            returnTypes = DocCTypeSpelling.returnSpellings(of: signature.returns)
        }
    }

    init(kind: String = "", hash: String = "") {
        self.kind = kind
        self.hash = hash
    }

    /// DocC's `stableHashString`: FNV-1 over the UTF-8 bytes, the high byte folded into the low
    /// 24 bits, in lowercase base 36.
    static func hash(_ text: String) -> String {
        let fnv = text.utf8.reduce(UInt32(2_166_136_261)) { hash, byte in
            (hash &* 16_777_619) ^ UInt32(byte)
        }
        return String((fnv >> 24) ^ (fnv & 0xFF_FFFF), radix: 36)
    }
}
