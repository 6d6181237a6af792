import CollorMarkdown
import CollorSiteTestSupport
import Testing

@testable import CollorSite

@Suite struct SymbolIndexTests {
    private static func member(_ title: String, _ kind: String) -> APIReference.Member {
        APIReference.Member(
            identifier: title + kind, title: title, kind: kind, declaration: "", documentation: "")
    }

    /// A module `Shop` with `Basket` (members `add(_:)` twice, `count`, nested `Items` with
    /// `first`), and an umbrella module `All` that shows `Basket` again.
    private static let index: SymbolIndex = {
        let basket = APIReference.TypePage(
            name: "Basket", kind: "Structure", declaration: "", documentation: "",
            members: [
                member("add(_:)", "Instance Method"), member("add(_:)", "Instance Method"),
                member("Items.first", "Instance Property"), member("count", "Instance Property"),
                member("Items", "Structure"),
            ], isExtension: false)
        let shop = APIReference(module: "Shop", pages: [basket])
        let all = APIReference(module: "All", pages: [basket])
        let headings = [
            // The page's order: DocC's order of kinds (nested types, properties, methods).
            TOCEntry(level: 1, title: "Basket", anchor: "basket"),
            TOCEntry(level: 2, title: "Structures", anchor: "structures"),
            TOCEntry(level: 3, title: "Items", anchor: "items"),
            TOCEntry(level: 2, title: "Instance Properties", anchor: "instance-properties"),
            TOCEntry(level: 3, title: "Items.first", anchor: "items-first"),
            TOCEntry(level: 3, title: "count", anchor: "count"),
            TOCEntry(level: 2, title: "Instance Methods", anchor: "instance-methods"),
            TOCEntry(level: 3, title: "add(_:)", anchor: "add"),
            TOCEntry(level: 3, title: "add(_:)", anchor: "add-1"),
        ]
        return SymbolIndex(
            references: [all, shop],
            headingsByOutput: [
                "api/Shop/Basket.html": headings, "api/All/Basket.html": headings,
            ])
    }()

    private func target(_ path: String, scope: SymbolIndex.Scope? = nil, module: String? = nil)
        -> String
    {
        switch Self.index.resolve(path, scope: scope, module: module) {
        case .found(let target): return target.outputPath + (target.anchor.map { "#" + $0 } ?? "")
        case .missing(let reason): return "\(reason)"
        }
    }

    @Test func typesMembersAndModulesResolve() {
        #expect(target("Shop/Basket") == "api/Shop/Basket.html")
        #expect(target("Shop/Basket/count") == "api/Shop/Basket.html#count")
        #expect(target("Basket/add(_:)-swift.method", module: "Shop") == "api/Shop/Basket.html#add")
        #expect(target("Basket/add", module: "Shop") == "api/Shop/Basket.html#add")
        #expect(target("Shop") == "api/Shop/index.html")
        #expect(target("Basket/Items/first", module: "Shop") == "api/Shop/Basket.html#items-first")
        #expect(target("Swift/Array") == "externalSymbol(\"Swift/Array\")")
        #expect(target("Basket/nothing") == "unresolvedSymbol(\"Basket/nothing\")")
    }

    /// DocC's absolute paths start at the modules, whatever the page: swift-distributed-
    /// tracing's root page is titled ` # ``/Tracing`` `, which warned "names no symbol".
    @Test func anAbsolutePathStartsFromTheModules() {
        let page = SymbolIndex.Scope(output: "api/Shop/Basket.html")
        #expect(target("/Shop") == "api/Shop/index.html")
        #expect(target("/Shop", scope: page) == "api/Shop/index.html")
        #expect(target("/Shop/Basket/count", scope: page) == "api/Shop/Basket.html#count")
        #expect(target("/Basket/nothing") == "unresolvedSymbol(\"Basket/nothing\")")
    }

    /// The named module, else the page's, wins over another module that shows the same type.
    @Test func targetsKnowTheirModule() {
        guard case .found(let member) = Self.index.resolve("Shop/Basket/Items") else {
            Issue.record("Shop/Basket/Items does not resolve")
            return
        }
        #expect(member.module == "Shop")
        #expect(member.anchor == "items")
    }

    @Test func theNamedOrCurrentModuleComesFirst() {
        #expect(target("All/Basket") == "api/All/Basket.html")
        #expect(target("Basket", module: "Shop") == "api/Shop/Basket.html")
        #expect(
            target("Basket", scope: SymbolIndex.Scope(output: "api/Shop/Basket.html"))
                == "api/Shop/Basket.html")
    }

    /// An extension file's relative links: the type's members (nested types' pages and their
    /// parents' members are `NestedTypeTests`').
    @Test func relativeLinksStartAtTheScope() {
        let basket = SymbolIndex.Scope(output: "api/Shop/Basket.html")
        #expect(target("count", scope: basket) == "api/Shop/Basket.html#count")
        #expect(target("Items/first", scope: basket) == "api/Shop/Basket.html#items-first")
    }

    @Test func documentationURLsFindTheirPages() {
        #expect(Self.index.documentationPath("./shop/basket")?.outputPath == "api/Shop/Basket.html")
        #expect(
            Self.index.documentationPath("/documentation/shop")?.outputPath == "api/Shop/index.html"
        )
        #expect(Self.index.documentationPath("./nowhere/basket") == nil)
    }
}
