/// A table column's alignment, from its delimiter row (`:--`, `:-:`, `--:`).
enum TableAlignment: Sendable {
    case none, left, center, right
}
