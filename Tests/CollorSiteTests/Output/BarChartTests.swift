import Foundation
import Testing

@testable import CollorSite

/// Chart data under `data/` is read as strictly as a gallery's, and its errors say where.
@Suite struct BarChartTests {
    private func decode(_ text: String) throws(SiteError) -> BarChart {
        try BarChart.decode(Data(text.utf8), file: "Site/data/speed.json")
    }

    @Test func decodesAChart() throws {
        let chart = try decode(
            "{\"title\": \"T\", \"unit\": \"ms\", \"series\": [\"a\"],"
                + " \"rows\": [{\"label\": \"1\", \"values\": [0.5, null]}]}")
        #expect(chart.rows.first?.values == [0.5, nil])
    }

    @Test(arguments: [
        // Foundation's decoder on Linux took the trailing comma; errors had no line or column.
        (
            "{\n  \"title\": \"T\", \"unit\": \"ms\",\n  \"series\": [\"a\",],\n  \"rows\": []\n}",
            "Site/data/speed.json:3:18: invalid data: trailing comma before ']'"
        ),
        (
            "{\"title\": \"T\", \"unit\": \"ms\", \"series\": [],\n \"rows\": [{\"label\": \"x\", "
                + "\"values\": [1e400]}]}",
            "Site/data/speed.json:2:37: invalid data: number 1e400 is out of range"
        ),
        (
            "{\"title\": \"T\", \"unit\": \"ms\", \"series\": [],\n \"rows\": [{\"label\": 7, "
                + "\"values\": []}]}",
            "Site/data/speed.json:2:21: invalid data: unexpected shape: Expected to decode "
                + "String but found number instead. at .rows[0].label"
        ),
    ])
    func errorsNameLineAndColumn(text: String, message: String) {
        #expect {
            _ = try decode(text)
        } throws: { error in
            (error as? SiteError)?.description == message
        }
    }
}
