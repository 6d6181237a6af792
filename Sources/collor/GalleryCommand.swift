import ArgumentParser
import CollorGallery
import Foundation
import SampleGalleries

/// `collor gallery NAME [--out DIR]`: renders one sample's gallery page (or all with `all`).
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract:
            "Render an example gallery (random, pantone, realtime, weather, alphabet, or all).")

    @Argument(help: "The gallery's name, or `all` for every gallery and the index.")
    var name: String

    @Option(name: .shortAndLong, help: "The folder to write into.")
    var out: String = "_gallery"

    func run() throws {
        let samples: [any Gallery]
        do {
            samples =
                name.lowercased() == "all"
                ? SampleGalleries.all : [try SampleGalleries.all.gallery(named: name)]
        } catch {
            throw ValidationError("\(error)")
        }
        let writer = GalleryWriter(folder: URL(fileURLWithPath: out, isDirectory: true))
        let report: GalleryWriter.Report
        do {
            report = try writer.write(samples)
        } catch {
            FileHandle.standardError.write(
                Data("error: cannot write into \(out): \(error.localizedDescription)\n".utf8))
            throw ExitCode.failure
        }
        for warning in report.warnings {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        for failure in report.failures {
            FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
        }
        for page in report.written { print("wrote \(out)/\(page)") }
        if !report.failures.isEmpty { throw ExitCode.failure }
    }
}
