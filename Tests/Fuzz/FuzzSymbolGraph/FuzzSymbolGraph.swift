import Foundation
import FuzzSupport

@testable import CollorSite

/// The file the input is written to: `APIReference` reads symbol graphs from files.
private let graphFile = FileManager.default.temporaryDirectory.appendingPathComponent(
    "collor-fuzz-\(getpid()).symbols.json")

/// libFuzzer target: the bytes as a symbol graph, read by the API reference and turned into its
/// markdown pages. Errors are fine; traps are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSymbolGraph(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        try Data(bytes: data, count: size).write(to: graphFile)
        let reference = try APIReference(graphs: [graphFile])
        _ = reference.generatedPages()
        _ = reference.symbolPages()
    } catch {}
    return 0
}

runFuzzer(fuzzSymbolGraph)
