import ArgumentParser
import CollorSite
import Foundation

/// Options shared by `build` and `serve`; each overrides `collor.yml` and discovery.
struct SiteOptions: ParsableArguments {
    @Option(name: .customLong("package-path"), help: "The package root.")
    var packagePath = "."

    @Option(
        help: """
            A folder of markdown pages or a .docc catalog; default: collor.yml's docs:, else \
            Sources/*/*.docc, else Docs/ or docs/.
            """)
    var source: String?

    @Option(
        help: """
            The output folder; it must be empty, absent, or the output of a previous build \
            (default: collor.yml's output:, else _site).
            """)
    var output: String?

    @Option(
        name: .customLong("symbol-graphs"),
        help: """
            A folder of *.symbols.json (repeatable); default: run `swift package \
            dump-symbol-graph --skip-synthesized-members` in a package, none in a plain folder \
            of docs (no API reference).
            """)
    var symbolGraphs: [String] = []

    @Option(
        name: .customLong("package-targets"),
        help: """
            A JSON file of the package's targets ({"targets": [{"name", "type", "path"}]}, as \
            swift package dump-package writes them), whose folders hold the catalogs; the \
            plugins write it. Default: swift package dump-package, unless --symbol-graphs is \
            given.
            """)
    var packageTargets: String?

    @Flag(
        help: """
            Fail on every warning, as docc --warnings-as-errors (also strict: true in \
            collor.yml).
            """)
    var strict = false

    @Flag(
        name: .customLong("enable-experimental-code-block-annotations"),
        help: """
            Read a code block's info string as DocC's annotations (```swift, highlight=[2], \
            strikeout=[3], wrap=40, showLineNumbers), as docc's flag of that name (also \
            code_block_annotations: true in collor.yml).
            """)
    var codeBlockAnnotations = false

    @Option(
        name: .customLong("platform"),
        help: """
            A platform the documentation is built for, as docc's option (repeatable): \
            name=macOS,version=15.0,beta=true marks the symbols introduced in that version or \
            later as beta on that platform.
            """)
    var platforms: [String] = []

    @Option(
        name: .customLong("base-url"),
        help: "The site's public http(s) URL, for sitemap.xml and 404.html.")
    var baseURL: String?

    @Option(
        name: .customLong("diagnostics-format"),
        help: """
            How warnings and errors are written: text (FILE:LINE:COLUMN: message) or github \
            (GitHub Actions annotations, which a pull request shows at their line).
            """)
    var diagnosticsFormat = DiagnosticsFormat.text

    @Option(
        help: """
            Also write the build report, a JSON file of the build's diagnostics, pages, \
            sections, links and times (its format: the site's build-report page); serve \
            rewrites it after each rebuild. A failed build writes it too.
            """)
    var report: String?

    /// The package's site; errors are printed and end the command. Its warnings are the first of
    /// each build's (`SiteConfiguration.warnings`), so that a strict build fails on them too.
    func packageSite() throws -> PackageSite {
        let root = URL(fileURLWithPath: packagePath, isDirectory: true)
        var options = PackageSite.Options(
            root: root, source: source, output: output, baseURL: baseURL,
            symbolGraphs: symbolGraphs, strict: strict)
        options.recordsPages = report != nil
        options.codeBlockAnnotations = codeBlockAnnotations
        options.packageTargets = packageTargets
        do {
            options.platforms = try platforms.map { (text) throws(SiteError) in
                try PlatformArgument(text)
            }
            let site = try PackageSite(
                options: options, galleries: liveGalleries(), log: { printOutput($0) })
            return site
        } catch {
            printDiagnostic(error, .error)
            throw ExitCode.failure
        }
    }

    /// `path` relative to the working folder when it is inside it.
    static func display(_ url: URL) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
    }
}
