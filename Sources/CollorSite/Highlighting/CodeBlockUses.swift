/// Where the site shows each code block in a language other than Swift, page by page, so that a
/// rebuild looks at the blocks of the pages it loaded again, not at every page's.
struct CodeBlockUses {
    /// A block where a page shows it: the file and line its warnings name.
    struct Place: Equatable {
        var block: CodeBlock
        var file: String
        var line: Int
    }

    /// Each page's places, by source path; pages that show no block are left out.
    private var places: [String: [Place]] = [:]
    /// The pages showing each block, by block: a block nobody shows is not a key.
    private var pages: [CodeBlock: Set<String>] = [:]
    /// The pages whose tutorial steps show code files, which a code file's change renders again.
    private(set) var tutorialPages: Set<String> = []

    /// Whether some page shows `block`.
    func shows(_ block: CodeBlock) -> Bool {
        pages[block] != nil
    }

    /// Every block some page shows.
    var blocks: Dictionary<CodeBlock, Set<String>>.Keys {
        pages.keys
    }

    /// The places that show `block`, in source path order.
    func places(of block: CodeBlock) -> [Place] {
        (pages[block] ?? []).sorted().flatMap { path in
            (places[path] ?? []).filter { $0.block == block }
        }
    }

    /// Records that the page at `path` now shows `new` (none when it is gone); returns the
    /// blocks it showed before, some of which nobody may show any more (`shows(_:)` tells).
    ///
    /// - Complexity: O(the page's blocks, old and new).
    mutating func set(_ new: [Place], tutorial: Bool, for path: String) -> [CodeBlock] {
        let old = places.removeValue(forKey: path) ?? []
        for place in old {
            pages[place.block]?.remove(path)
            if pages[place.block]?.isEmpty == true { pages[place.block] = nil }
        }
        for place in new { pages[place.block, default: []].insert(path) }
        if !new.isEmpty { places[path] = new }
        if tutorial { tutorialPages.insert(path) } else { tutorialPages.remove(path) }
        return old.map(\.block)
    }
}
