import Foundation
import FuzzSupport

@testable import CollorSite

/// The file the input is written to: `APIReference` reads symbol graphs from files.
private let graphFile = FileManager.default.temporaryDirectory.appendingPathComponent(
    "collor-fuzz-\(getpid()).symbols.json")

/// libFuzzer target: the bytes as a symbol graph, read by the API reference and turned into its
/// pages, each built into the tree the renderer walks (its doc comments parsed). Errors are
/// fine; traps are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSymbolGraph(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        try Data(bytes: data, count: size).write(to: graphFile)
        let reference = try APIReference(graphs: [graphFile])
        for (_, page) in reference.generatedPages() {
            _ = page.document(limits: .generated, docc: true).headings()
        }
        _ = reference.symbolPages()
    } catch {}
    return 0
}

runFuzzer(fuzzSymbolGraph)
