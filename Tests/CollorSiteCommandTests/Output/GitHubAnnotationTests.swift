import Testing

@testable import CollorSiteCommand

/// GitHub's workflow commands, as its runner reads them back (actions/toolkit's `command.ts`:
/// `%`, CR and LF escaped in the message; `:` and `,` also in a property).
@Suite struct GitHubAnnotationTests {
    @Test func aWarningNamesItsFileLineAndColumn() {
        let annotation = GitHubAnnotation(
            severity: .warning, file: "Sources/Kit/Kit.docc/Kit.md", line: 3, column: 14,
            message: "broken link 'doc:Gone': no such page or file in the site")
        #expect(
            annotation.command
                == "::warning file=Sources/Kit/Kit.docc/Kit.md,line=3,col=14::broken link "
                + "'doc:Gone': no such page or file in the site")
    }

    @Test func whatWouldEndAPropertyOrTheLineIsEscaped() {
        let annotation = GitHubAnnotation(
            severity: .error, file: "docs/a:b,c%d.md", line: 1, column: 0,
            message: "100% wrong:\r\nsecond, line")
        #expect(
            annotation.command
                == "::error file=docs/a%3Ab%2Cc%25d.md,line=1::100%25 wrong:%0D%0Asecond, line")
    }

    @Test func withoutAFileOrLineThoseAreLeftOut() {
        #expect(
            GitHubAnnotation(severity: .error, message: "--base-url: expected http").command
                == "::error::--base-url: expected http")
        #expect(
            GitHubAnnotation(severity: .warning, file: "collor.yml", message: "m").command
                == "::warning file=collor.yml::m")
    }
}
