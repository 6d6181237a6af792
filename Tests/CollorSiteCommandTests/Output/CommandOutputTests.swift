import CollorSiteTestSupport
import CollorTestSupport
import Foundation
import Testing

/// The real `collor` with its output piped, as CI runs it: progress, notes, warnings, errors and
/// the summary come in the order they happened, on standard error (the one stream; standard
/// output stays empty), and the exit status says what happened (0, 1 build failed, 2 usage).
@Suite struct CommandOutputTests {
    /// What one run of `collor` wrote and how it ended.
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var lines: [Substring] { standardError.split(separator: "\n") }
    }

    /// Runs the `collor` built beside the tests in `folder`, each stream into its own pipe.
    static func collor(_ arguments: [String], in folder: URL) throws -> Run {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("collor")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path))
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read at once, both: a pipe that fills would stop the process.
        nonisolated(unsafe) var written = Data()
        let reader = Thread { written = output.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let errors = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return Run(
            status: process.terminationStatus,
            standardOutput: String(decoding: written, as: UTF8.self),
            standardError: String(decoding: errors, as: UTF8.self))
    }

    /// `notes/docs/index.md`, outside any package, linking to a page it lacks when `broken`.
    static func notes(in scratch: ScratchFolder, broken: Bool = true) throws -> URL {
        let root = scratch.url.appendingPathComponent("notes")
        let docs = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        let text = broken ? "# Notes\n\nSee [the plan](./plan).\n" : "# Notes\n\nAll here.\n"
        try text.write(
            to: docs.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func aPipedBuildWritesOneStreamInOrder() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        _ = try Self.notes(in: scratch)
        let run = try Self.collor(["build", "--package-path", "notes"], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.standardOutput == "")
        let lines = run.lines
        let building = try #require(lines.firstIndex { $0.hasPrefix("Building notes into ") })
        let note = try #require(lines.firstIndex { $0.hasPrefix("note: no sitemap.xml") })
        let wrote = try #require(lines.firstIndex { $0.hasPrefix("  Wrote ") })
        let warning = try #require(
            lines.firstIndex {
                $0
                    == "warning: docs/index.md:3:5: broken link './plan': no such page or file in the site"
            })
        let summary = try #require(lines.firstIndex { $0.hasPrefix("Built ") })
        #expect(building < note && note < wrote && wrote < warning && warning < summary)
        #expect(summary == lines.count - 1)
    }

    @Test func aFailedBuildExitsOneAfterItsErrorsAndSummary() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        _ = try Self.notes(in: scratch)
        let run = try Self.collor(
            ["build", "--package-path", "notes", "--strict"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        let lines = run.lines
        let building = try #require(lines.firstIndex { $0.hasPrefix("Building notes into ") })
        let error = try #require(lines.firstIndex { $0.hasPrefix("error: docs/index.md:3:5: ") })
        #expect(building < error)
        #expect(lines.last?.hasPrefix("Build failed: 1 error(s)") == true)
    }

    /// The note on the sitemap is not a warning: a strict build of clean docs succeeds.
    @Test func aStrictBuildWithoutABaseURLSucceeds() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = try Self.notes(in: scratch, broken: false)
        let run = try Self.collor(
            ["build", "--package-path", "notes", "--strict"], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.lines.contains { $0.hasPrefix("note: no sitemap.xml") })
        let site = root.appendingPathComponent("_site")
        #expect(
            FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
        #expect(
            !FileManager.default.fileExists(atPath: site.appendingPathComponent("sitemap.xml").path)
        )
        let based = try Self.collor(
            ["build", "--package-path", "notes", "--base-url", "https://example.org/notes"],
            in: scratch.url)
        #expect(based.status == 0)
        #expect(!based.lines.contains { $0.hasPrefix("note:") })
        #expect(
            readText(site.appendingPathComponent("sitemap.xml")).contains(
                "<loc>https://example.org/notes/index.html</loc>"))
    }

    @Test func theGitHubFormatAnnotatesThePageFromTheWorkingFolder() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        _ = try Self.notes(in: scratch)
        let run = try Self.collor(
            ["build", "--package-path", "notes", "--diagnostics-format", "github"],
            in: scratch.url)
        #expect(run.status == 0)
        #expect(
            run.lines.contains(
                "::warning file=notes/docs/index.md,line=3,col=5::broken link './plan': no such "
                    + "page or file in the site"))
        let strict = try Self.collor(
            ["build", "--package-path", "notes", "--diagnostics-format", "github", "--strict"],
            in: scratch.url)
        #expect(strict.status == 1)
        #expect(
            strict.lines.contains {
                $0.hasPrefix("::error file=notes/docs/index.md,line=3,col=5::")
            })
    }

    @Test func aUsageErrorExitsTwoAndHelpZero() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let unknown = try Self.collor(["build", "--no-such-option"], in: scratch.url)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("--no-such-option"))
        let badValue = try Self.collor(
            ["build", "--diagnostics-format", "xml"], in: scratch.url)
        #expect(badValue.status == 2)
        let help = try Self.collor(["build", "--help"], in: scratch.url)
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("--diagnostics-format"))
    }
}
