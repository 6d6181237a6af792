import CollorTestSupport
import Foundation
import Testing

@testable import CollorGallery

@Suite struct GalleryDataTests {
    struct Team: Decodable, Equatable {
        var name: String
        var members: [String]
    }

    /// Where the suite's data files go, removed when the tests end.
    static let folder = ScratchFolder.untilExit("galleryData")

    private func file(_ text: String) throws -> URL {
        let url = Self.folder.url.appendingPathComponent("\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func decodesAGoodFile() throws {
        let url = try file("{\"name\": \"Crew\", \"members\": [\"Ada\"]}")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            try GalleryData.decode(Team.self, from: url) == Team(name: "Crew", members: ["Ada"]))
    }

    @Test func aTrailingCommaIsFoundWithItsLineAndColumn() throws {
        let url = try file("{\n  \"name\": \"Crew\",\n  \"members\": [],\n}\n")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            throws: GalleryError.badData(
                file: "Data/team.json", line: 4, column: 1,
                reason: "expected a property name in double quotes")
        ) {
            try GalleryData.decode(Team.self, from: url, displayPath: "Data/team.json")
        }
    }

    @Test func aValueOfTheWrongShapeNamesItsPathAndPlace() throws {
        let url = try file("{\"name\": \"Crew\", \"members\": [1]}")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try GalleryData.decode(Team.self, from: url, displayPath: "team.json")
        } throws: { error in
            // Column 30 is the `1`: before, every shape error was at 1:1.
            guard case .badData("team.json", 1, 30, let reason) = error as? GalleryError else {
                return false
            }
            return reason.hasPrefix("unexpected shape:") && reason.hasSuffix("at .members[0]")
        }
    }

    @Test(arguments: [
        (
            "{\n  \"name\": \"Crew\",\n  \"members\": [],\n  \"size\": 1e400\n}", 4, 11,
            "number 1e400 is out of range"
        ),
        (
            "{\n  \"name\": \"Cr\\ud800ew\",\n  \"members\": []\n}", 2, 14,
            "unpaired UTF-16 surrogate \\ud800 in a string"
        ),
    ])
    func numbersAndStringsFoundationRefusesAreFoundAtTheirPlace(
        text: String, line: Int, column: Int, reason: String
    ) throws {
        let url = try file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            throws: GalleryError.badData(
                file: "team.json", line: line, column: column, reason: reason)
        ) {
            try GalleryData.decode(Team.self, from: url, displayPath: "team.json")
        }
    }

    @Test func aMissingFileIsNamedByItsPath() {
        let url = URL(fileURLWithPath: "/nonexistent/team.json")
        #expect(throws: GalleryError.missingData(file: "/nonexistent/team.json")) {
            try GalleryData.decode(Team.self, from: url)
        }
        #expect(
            GalleryError.badData(file: "a.json", line: 2, column: 3, reason: "why").description
                == "a.json:2:3: why")
    }
}
