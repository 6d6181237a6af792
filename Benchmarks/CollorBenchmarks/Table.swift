import Foundation

/// Right-aligned text columns and number formatting for the benchmark reports.
struct Table {
    let widths: [Int]

    func row(_ cells: [String]) -> String {
        zip(cells, widths).map { cell, width in
            String(repeating: " ", count: max(width - cell.count, 0)) + cell
        }.joined(separator: " ")
    }

    static func number(_ value: Double, _ digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }

    static func verdict(_ passed: Bool) -> String { passed ? "PASS" : "MISS" }
}
