import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// What `collor.yml` names stays inside the package, and the theme and the output never hold
/// each other (hostile-input findings 6, 8 and part of 15).
@Suite struct PackagePathsTests {
    private func error(_ configuration: String, in scratch: ScratchFolder) throws -> SiteError? {
        let root = try PackageSiteTests.package(in: scratch, configuration: configuration)
        do {
            _ = try PackageSiteTests.site(root)
            return nil
        } catch let error as SiteError {
            return error
        }
    }

    @Test func docsThemeAndOutputOutsideThePackageAreErrorsAtTheirKey() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let outside = scratch.url.appendingPathComponent("Outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try "# Secret\n".write(
            to: outside.appendingPathComponent("secret.md"), atomically: true, encoding: .utf8)
        for (configuration, location) in [
            ("docs: ../Outside\n", "collor.yml:1:7"),
            ("docs: \(outside.path)\n", "collor.yml:1:7"),
            ("theme: ../Outside\n", "collor.yml:1:8"),
            ("output: ../Outside/site\n", "collor.yml:1:9"),
            ("output: /tmp/collor-elsewhere\n", "collor.yml:1:9"),
        ] {
            let found = try error(configuration, in: scratch)
            #expect(found?.location == location, "\(configuration)")
            #expect(found?.message.contains("outside the package") == true, "\(configuration)")
            try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("FreshKit"))
        }
    }

    /// A symbolic link inside the package that leads out of it is outside too.
    @Test func aDocsFolderLinkedOutOfThePackageIsAnError() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let outside = scratch.url.appendingPathComponent("Outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let root = try PackageSiteTests.package(in: scratch, configuration: "docs: Linked\n")
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("Linked"), withDestinationURL: outside)
        #expect {
            _ = try PackageSiteTests.site(root)
        } throws: { ($0 as? SiteError)?.message.contains("outside the package") == true }
    }

    /// `docs:` naming a link to a folder of the package builds that folder's pages (it built an
    /// empty site before).
    @Test func aDocsFolderLinkedInsideThePackageIsRead() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try PackageSiteTests.package(in: scratch, configuration: "docs: Linked\n")
        let docs = root.appendingPathComponent("RealDocs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try "# Home\n".write(
            to: docs.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("Linked"), withDestinationURL: docs)
        let site = try PackageSiteTests.site(root)
        let report = try PackageSiteTests.build(site)
        #expect(report.renderedPages.contains("index.html"))
        #expect(
            readText(site.configuration.output.appendingPathComponent("index.html"))
                .contains("Home"))
    }

    /// A theme inside the output (or the output inside the theme) copied each site into the
    /// next, one level deeper, on every build and every poll of `serve`.
    @Test func aThemeAndAnOutputThatHoldEachOtherAreAnError() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        for configuration in [
            "theme: _site\n", "theme: _site/theme\n", "theme: Docs\noutput: Docs/site\n",
        ] {
            let root = try PackageSiteTests.package(in: scratch, configuration: configuration)
            for folder in ["_site/theme", "Docs/site"] {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            #expect {
                _ = try PackageSiteTests.site(root)
            } throws: { error in
                let error = error as? SiteError
                return error?.location.hasPrefix("collor.yml:1:") == true
                    && error?.message.contains("the theme and the output") == true
            }
            try FileManager.default.removeItem(at: root)
        }
    }
}
