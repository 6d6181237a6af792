import Yams

extension BoundedYAML {
    /// What a node is, in the words every YAML error uses (front matter and `collor.yml` alike):
    /// "a string", "a mapping", "a list", "an alias".
    package static func kind(of node: Node) -> String {
        switch node {
        case .scalar: return "a string"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }
}
