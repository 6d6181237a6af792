import Testing

@testable import CollorSiteCommand

/// Titles, file names and symbol names come from input: what the command prints of them must
/// not drive the terminal.
@Suite struct TerminalOutputTests {
    @Test func controlCharactersNeverReachTheTerminal() {
        #expect(terminalSafe("plain\ttext\n") == "plain\ttext\n")
        #expect(terminalSafe("a\u{1B}[2Jb\u{7}c\u{9B}d\r") == "a\\u{1B}[2Jb\\u{7}c\\u{9B}d\\u{D}")
    }
}
