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

    @Test func aValueOfTheWrongShapeNamesItsPath() throws {
        let url = try file("{\"name\": \"Crew\", \"members\": [1]}")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try GalleryData.decode(Team.self, from: url, displayPath: "team.json")
        } throws: { error in
            guard case .badData("team.json", 1, 1, let reason) = error as? GalleryError else {
                return false
            }
            return reason.hasPrefix("unexpected shape:") && reason.hasSuffix("at .members[0]")
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
