import CollorTestSupport
import Foundation

extension Fixtures {
    /// The files of the fixture catalog at `catalog` (`docc-mentions/Demo.docc`), by name, as
    /// `ScratchSite.buildCatalog` takes them.
    package static func catalogFiles(_ catalog: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: catalog.path) {
            files[name] = readText(catalog.appendingPathComponent(name))
        }
        return files
    }
}
