import CollorGallery
import CollorHTML
import Foundation

/// A grouped bar chart drawn as SVG at build time from a small JSON file under the docs folder's
/// `data/` (`data/timings.json` becomes `charts/timings.svg`), so a page can show numbers without
/// a charting script.
///
/// ```json
/// { "title": "Time (ms, log scale)", "unit": "ms", "series": ["ours", "theirs"],
///   "rows": [ { "label": "1,000", "values": [0.08, 0.11] } ] }
/// ```
/// A `null` value draws no bar (a measurement that was skipped). The scale is logarithmic because
/// the numbers span several orders of magnitude.
struct BarChart: Decodable, Equatable {
    struct Row: Decodable, Equatable {
        var label: String
        var values: [Double?]
    }

    var title: String
    var unit: String
    var series: [String]
    var rows: [Row]

    /// The chart in `data`, checked as strictly as a gallery's data: an error names the line
    /// and column of the first syntax error (a trailing comma, `1e400`) or of the value of the
    /// wrong shape.
    static func decode(_ data: Data, file: String) throws(SiteError) -> BarChart {
        do {
            return try StrictJSON.decode(BarChart.self, from: data)
        } catch {
            throw SiteError(
                file: file, line: error.line, column: error.column,
                reason: .input(.invalidData(error.reason)))
        }
    }

    /// The SVG; deterministic (fixed-precision numbers, no ids).
    func svg() -> [UInt8] {
        let barHeight = 14.0
        let rowGap = 12.0
        let left = 80.0
        let width = 640.0
        let plotWidth = width - left - 90
        let values = rows.flatMap { $0.values.compactMap { $0 } }.filter { $0 > 0 }
        let low = floor(log10(values.min() ?? 1))
        let high = ceil(log10(values.max() ?? 10))
        let span = max(high - low, 1)
        let rowHeight = Double(series.count) * barHeight + rowGap
        let top = 48.0
        let height = top + Double(rows.count) * rowHeight + 24
        var svg = HTMLWriter(escaping: .commonMark)
        func number(_ value: Double) -> String { String(format: "%.1f", value) }
        svg.raw(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(number(width)) \(number(height))\" "
        )
        svg.raw("role=\"img\" aria-label=\"")
        svg.text(title)
        svg.raw("\" font-family=\"system-ui, sans-serif\" font-size=\"12\">\n<style>\n")
        svg.raw(
            "text{fill:#1d2433}.axis{stroke:#c8ccd4}.s0{fill:#3a6ff7}.s1{fill:#f08c2e}.s2{fill:#8a93a6}\n"
        )
        svg.raw("@media (prefers-color-scheme: dark){text{fill:#e3e7ef}.axis{stroke:#4a5060}")
        svg.raw(".s0{fill:#7aa2ff}.s1{fill:#ffb36b}.s2{fill:#a4acbd}}\n</style>\n")
        svg.raw("<text x=\"0\" y=\"16\" font-weight=\"bold\">")
        svg.text(title)
        svg.raw("</text>\n")
        // Legend entries placed one after the other, advancing by an estimate of the text width.
        var legendX = left
        for (index, name) in series.enumerated() {
            svg.raw(
                "<rect class=\"s\(index % 3)\" x=\"\(number(legendX))\" y=\"26\" width=\"10\" height=\"10\"/>"
            )
            svg.raw("<text x=\"\(number(legendX + 14))\" y=\"35\">")
            svg.text(name)
            svg.raw("</text>\n")
            legendX += 30 + Double(name.count) * 6.5
        }
        for (rowIndex, row) in rows.enumerated() {
            let y = top + Double(rowIndex) * rowHeight
            svg.raw(
                "<text x=\"\(number(left - 8))\" y=\"\(number(y + rowHeight / 2))\" text-anchor=\"end\">"
            )
            svg.text(row.label)
            svg.raw("</text>\n")
            for (index, value) in row.values.enumerated() where index < series.count {
                let barY = y + Double(index) * barHeight
                guard let value, value > 0 else {
                    svg.raw(
                        "<text x=\"\(number(left + 4))\" y=\"\(number(barY + 11))\">skipped</text>\n"
                    )
                    continue
                }
                let length = max((log10(value) - low) / span * plotWidth, 2)
                svg.raw(
                    "<rect class=\"s\(index % 3)\" x=\"\(number(left))\" y=\"\(number(barY + 1))\" "
                )
                svg.raw("width=\"\(number(length))\" height=\"\(number(barHeight - 2))\"/>")
                svg.raw(
                    "<text x=\"\(number(left + length + 4))\" y=\"\(number(barY + 11))\">")
                svg.text(Self.format(value) + " " + unit)
                svg.raw("</text>\n")
            }
        }
        svg.raw(
            "<line class=\"axis\" x1=\"\(number(left))\" y1=\"\(number(top - 4))\" x2=\"\(number(left))\" y2=\"\(number(height - 20))\"/>\n"
        )
        svg.raw("</svg>\n")
        return svg.bytes
    }

    private static func format(_ value: Double) -> String {
        value >= 100
            ? String(format: "%.0f", value)
            : value >= 1
                ? String(format: "%.1f", value)
                : String(format: "%.2f", value)
    }
}
