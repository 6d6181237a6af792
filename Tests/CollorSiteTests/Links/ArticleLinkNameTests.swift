import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSite

/// A `<doc:>` link names an article as DocC names it: its file name with every run of
/// whitespace, hyphens and en or em dashes made one `-` (swift-service-lifecycle links
/// `Adopting ServiceLifecycle in libraries.md` as `<doc:Adopting-ServiceLifecycle-in-libraries>`;
/// collor reported a broken link).
@Suite struct ArticleLinkNameTests {
    @Test func spacesAndDashesInAFileNameBecomeOneDash() {
        #expect(
            LinkResolver.linkName("Adopting ServiceLifecycle in libraries")
                == "Adopting-ServiceLifecycle-in-libraries")
        #expect(
            LinkResolver.linkName("One  -  two\u{2013}three\u{2014}four") == "One-two-three-four")
        #expect(LinkResolver.linkName("Plain-Name") == "Plain-Name")
        #expect(LinkResolver.linkName("Écrire des pages") == "Écrire-des-pages")
    }

    @Test func aDocLinkReachesAnArticleWhoseFileNameHasSpaces() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try PackageSiteTests.package(in: scratch)
        let catalog = root.appendingPathComponent("Sources/FreshKit/FreshKit.docc")
        try "# Adopting it in libraries\n\nHow.\n".write(
            to: catalog.appendingPathComponent("Adopting it in libraries.md"), atomically: true,
            encoding: .utf8)
        let landing = catalog.appendingPathComponent("FreshKit.md")
        try (readText(landing) + "\nSee <doc:Adopting-it-in-libraries>.\n")
            .write(to: landing, atomically: true, encoding: .utf8)
        let site = try PackageSiteTests.site(root)
        let report = try SiteBuilder(configuration: site.configuration).build()
        #expect(report.errors.isEmpty, "\(report.errors)")

        #expect(
            !report.warnings.contains { $0.description.contains("Adopting") }, "\(report.warnings)")
        // The catalog's root page is the site's home.
        let html = readText(site.configuration.output.appendingPathComponent("index.html"))
        // The paragraph links the article, with its title (the sidebar links it too).
        #expect(
            html.range(
                of: #"See <a href="[^"]+">Adopting it in libraries</a>\."#,
                options: .regularExpression) != nil,
            "\(html.components(separatedBy: "See ").dropFirst().first?.prefix(200) ?? "")")
    }
}
