import CollorMarkdown

extension SymbolIndex {
    /// Where an unresolved path stops naming anything, as DocC reports it: the index of the
    /// first component no symbol has, and the names DocC compares it with (swift-docc's
    /// `availableChildren`): the members of the type page its leading components name, else
    /// those of the page's own type, else the module's types.
    ///
    /// - Complexity: O(k · m) for a path of k components and m names compared.
    func stop(of path: String, scope: Scope?, module: String?) -> (index: Int, names: [String]) {
        let components = SymbolPath(path).components
        var start = 0
        var preferred = scope.flatMap { moduleOfOutput[$0.output] } ?? module
        if components.count > 1, modules.contains(components[0].name),
            types[components[0].name] == nil
        {
            preferred = components[0].name
            start = 1
        }
        let owner = scope.flatMap { typeOfOutput[$0.output] }
        var count = components.count - 1
        while count > start {
            let name = components[start..<count].map(\.name).joined(separator: ".")
            let pages = (owner.flatMap { types[$0 + "." + name] } ?? []) + (types[name] ?? [])
            if let page = pages.first(where: { $0.module == preferred }) ?? pages.first {
                return (count, members[page.outputPath].map { $0.keys.sorted() } ?? [])
            }
            count -= 1
        }
        if let scope, let names = members[scope.output] { return (start, names.keys.sorted()) }
        return (start, preferred.flatMap { topLevelNames[$0] } ?? [])
    }
}
