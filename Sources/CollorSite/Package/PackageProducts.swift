import Foundation

/// The modules a package exports, read from `swift package dump-package`: the targets of its
/// library and executable products, and its executable targets (SwiftPM makes each of them an
/// executable product). These get API pages by default; test targets, test-support targets and
/// the synthesized `<Package>PackageTests` module, which no product names, do not.
///
/// A package that declares no library or executable product exports nothing a user could
/// choose between, so all of its targets but the tests are documented.
enum PackageProducts {
    /// The exported modules of the package at `root`.
    ///
    /// - Throws: `SiteError` when `swift package dump-package` cannot run or its output does not
    ///   read.
    static func read(root: URL) throws(SiteError) -> Set<String> {
        try exported(manifestJSON: manifest(root: root), root: root)
    }

    /// `swift package dump-package`'s output for the package at `root`.
    ///
    /// - Throws: `SiteError` when it cannot run or fails.
    static func manifest(root: URL) throws(SiteError) -> Data {
        let status: Int32
        let output: Data
        do {
            (status, output) = try SwiftPackageCommand.run(
                ["dump-package"], in: root, withErrors: false)
        } catch {
            throw failure(root, "could not run swift package dump-package: \(error)")
        }
        guard status == 0 else {
            throw failure(root, "swift package dump-package failed (exit \(status))")
        }
        return output
    }

    /// The exported modules named by a manifest dump.
    static func exported(manifestJSON: Data, root: URL) throws(SiteError) -> Set<String> {
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: manifestJSON)
        } catch {
            throw failure(root, "swift package dump-package wrote what does not read: \(error)")
        }
        var exported = Set(manifest.targets.filter { $0.type == "executable" }.map(\.name))
        for product in manifest.products
        where product.type.keys.contains("library") || product.type.keys.contains("executable") {
            exported.formUnion(product.targets)
        }
        if exported.isEmpty {
            return Set(manifest.targets.filter { $0.type != "test" }.map(\.name))
        }
        return exported
    }

    private static func failure(_ root: URL, _ detail: String) -> SiteError {
        SiteError(
            file: root.appendingPathComponent("Package.swift").path,
            reason: .configuration(
                .invalidValue(
                    key: "modules",
                    "the package's products are unknown (\(detail)): every module with a symbol "
                        + "graph is documented; list them under 'modules:' in collor.yml")))
    }

    /// The parts of `swift package dump-package`'s JSON read here.
    private struct Manifest: Decodable {
        struct Product: Decodable {
            var targets: [String]
            /// `{"library": ["automatic"]}`, `{"executable": null}`, `{"plugin": null}`...
            var type: [String: JSONValue]
        }
        struct Target: Decodable {
            var name: String
            /// `regular`, `executable`, `test`, `macro`, `plugin`, `system`, `binary`
            var type: String
        }
        var products: [Product]
        var targets: [Target]
    }

    /// Any JSON value, skipped.
    private struct JSONValue: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
