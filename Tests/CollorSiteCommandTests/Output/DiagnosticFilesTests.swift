import CollorSite
import CollorTestSupport
import Foundation
import Testing

@testable import CollorSiteCommand

/// A diagnostic names a page by its docs folder (`Kit.docc/Kit.md`); an annotation needs the
/// path from the repository's root, where CI runs the command.
@Suite struct DiagnosticFilesTests {
    @Test func aPageIsFoundUnderItsDocsFolderRelativeToTheWorkingFolder() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = scratch.url.appendingPathComponent("Kit")
        let catalog = root.appendingPathComponent("Sources/Kit/Kit.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        for file in ["Kit.docc/Kit.md", "collor.yml"] {
            let url =
                file.hasPrefix("Kit.docc")
                ? catalog.deletingLastPathComponent().appendingPathComponent(file)
                : root.appendingPathComponent(file)
            try "x".write(to: url, atomically: true, encoding: .utf8)
        }
        let files = DiagnosticFiles(
            sources: [catalog], root: root, workingFolder: scratch.url.path)
        #expect(files.path(of: "Kit.docc/Kit.md") == "Kit/Sources/Kit/Kit.docc/Kit.md")
        #expect(files.path(of: "collor.yml") == "Kit/collor.yml")
        #expect(files.path(of: root.path + "/collor.yml") == "Kit/collor.yml")
        // An option, a missing file, a folder, a file outside the working folder: no file.
        #expect(files.path(of: "--base-url") == nil)
        #expect(files.path(of: "Kit.docc/Gone.md") == nil)
        #expect(files.path(of: root.path) == nil)
        #expect(files.path(of: "/etc/hostname") == nil)
    }

    /// The text format names a page and a doc comment's `.swift` file from the package's root,
    /// as the build report does, so that an editor or a CI problem matcher opens it.
    @Test func theTextFormatNamesFilesFromThePackageRoot() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let root = scratch.url.appendingPathComponent("Kit")
        let catalog = root.appendingPathComponent("Sources/Kit/Kit.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try "x".write(
            to: catalog.appendingPathComponent("Kit.md"), atomically: true, encoding: .utf8)
        let files = DiagnosticFiles(sources: [catalog], root: root)
        let page = SiteError(
            file: "Kit.docc/Kit.md", line: 4, column: 26,
            reason: .markdown(.brokenLink("doc:Gone")))
        #expect(
            DiagnosticsFormat.text.line(page, .warning, files: files)
                == "warning: Sources/Kit/Kit.docc/Kit.md:4:26: \(page.message)")
        let comment = SiteError(
            file: root.path + "/Sources/Kit/Kit.swift", line: 9, column: 11,
            reason: .documentation(.duplicateParameter("count")))
        #expect(
            DiagnosticsFormat.text.line(comment, .warning, files: files)
                == "warning: Sources/Kit/Kit.swift:9:11: Parameter 'count' is already documented")
    }

    @Test func theGitHubFormatAnnotatesThePageAndTheTextFormatIsUnchanged() throws {
        let problem = SiteError(
            file: "--base-url", reason: .configuration(.invalidValue(key: "base_url", "bad")))
        let files = DiagnosticFiles(sources: [], root: URL(fileURLWithPath: "/nowhere"))
        #expect(DiagnosticsFormat.text.line(problem, .error, files: files) == "error: \(problem)")
        #expect(
            DiagnosticsFormat.github.line(problem, .error, files: files)
                == "::error::\(problem.description)")
    }
}
