import Testing

@testable import CollorSiteCommand

/// A site executable names itself, not `collor`, in its help, usage errors and `--version`, and
/// the version comes from `CollorVersion`.
@Suite struct SiteCommandIdentityTests {
    private static let roster = SiteCommand.Identity(
        name: nil, version: nil, executable: "/work/Roster/.build/debug/RosterSite")

    @Test func theRunningExecutableNamesTheCommand() {
        #expect(Self.roster.name == "RosterSite")
        #expect(Self.roster.version == "RosterSite (Collor \(CollorVersion.current))")
        let tool = SiteCommand.Identity(name: nil, version: nil, executable: "/usr/bin/collor")
        #expect(tool.name == "collor")
        #expect(tool.version == "collor \(CollorVersion.current)")
        let named = SiteCommand.Identity(name: "docs", version: "2.1.0", executable: "/x/y")
        #expect(named.name == "docs")
        #expect(named.version == "docs 2.1.0 (Collor \(CollorVersion.current))")
        #expect(SiteCommand.Identity(name: nil, version: nil, executable: nil).name == "collor")
    }

    @Test func helpUsageErrorsAndVersionUseIt() {
        SiteCommand.$identity.withValue(Self.roster) {
            #expect(SiteCommand.helpMessage().contains("USAGE: RosterSite <subcommand>"))
            #expect(
                SiteCommand.helpMessage(for: BuildCommand.self).contains("USAGE: RosterSite build"))
            #expect(
                SiteCommand.helpMessage(for: ServeCommand.self).contains("USAGE: RosterSite serve"))
            let usage = Result { try SiteCommand.parseAsRoot(["build", "--no-such-option"]) }
            guard case .failure(let error) = usage else {
                Issue.record("an unknown option parsed")
                return
            }
            let message = SiteCommand.fullMessage(for: error)
            #expect(message.contains("RosterSite build"), "\(message)")
            #expect(!message.contains("collor"), "\(message)")
            #expect(
                SiteCommand.configuration.version == "RosterSite (Collor \(CollorVersion.current))")
        }
    }
}
