import Collor

/// A collection described as plain values: section uids, and for each cell its uid and content.
/// Tests write the states they want as specs; `SpecData` builds descriptors from them.
public struct ModelSpec: Hashable, Sendable, CustomStringConvertible {
    public struct Cell: Hashable, Sendable {
        public var uid: String
        public var content: Int
        public init(_ uid: String, content: Int = 0) {
            self.uid = uid
            self.content = content
        }
    }

    public struct Section: Hashable, Sendable {
        public var uid: String
        public var cells: [Cell]
        public init(_ uid: String, _ cells: [Cell]) {
            self.uid = uid
            self.cells = cells
        }
    }

    public var sections: [Section]

    public init(_ sections: [Section]) {
        self.sections = sections
    }

    /// A spec from a compact literal: `["A": ["a", "b"], "B": ["c"]]` in the order given.
    public init(_ pairs: KeyValuePairs<String, [String]>) {
        sections = pairs.map { Section($0.key, $0.value.map { Cell($0) }) }
    }

    public var cellCount: Int { sections.reduce(0) { $0 + $1.cells.count } }

    public var description: String {
        sections.map { section in
            "\(section.uid)["
                + section.cells.map { $0.content == 0 ? $0.uid : "\($0.uid)=\($0.content)" }.joined(
                    separator: " ") + "]"
        }.joined(separator: " ")
    }
}

/// A `CollectionData` whose `reloadData()` builds fresh descriptors from `spec`, as an app's data
/// would from its model.
public final class SpecData: CollectionData {
    public var spec: ModelSpec

    public init(_ spec: ModelSpec) {
        self.spec = spec
        super.init()
        reloadData()
        computeIndices()
    }

    public override func reloadData() {
        super.reloadData()
        sections = spec.sections.map { section in
            let descriptor = TestSection().uid(section.uid)
            descriptor.cells = section.cells.map { TestCell(content: $0.content).uid($0.uid) }
            return descriptor
        }
    }

    /// The data's current structure as a spec.
    public var currentSpec: ModelSpec {
        ModelSpec(
            sections.map { section in
                ModelSpec.Section(
                    section.uid() ?? "?",
                    section.cells.map {
                        ModelSpec.Cell($0.uid() ?? "?", content: ($0 as? TestCell)?.content ?? 0)
                    })
            })
    }
}
