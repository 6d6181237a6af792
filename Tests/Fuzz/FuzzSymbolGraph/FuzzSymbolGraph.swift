import Foundation
import LibFuzzerDriver

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
        _ = reference.markdownPages()
        _ = reference.symbolPages()
    } catch {}
    return 0
}

// SwiftPM gives every executable a Swift `main`; it runs libFuzzer's driver with the target.
var arguments: [UnsafeMutablePointer<CChar>?] = CommandLine.arguments.map { strdup($0) } + [nil]
var argumentCount = CInt(CommandLine.arguments.count)
exit(
    arguments.withUnsafeMutableBufferPointer { buffer in
        var argv = buffer.baseAddress
        return LLVMFuzzerRunDriver(&argumentCount, &argv) { data, size in
            guard let data else { return 0 }
            return fuzzSymbolGraph(data, size)
        }
    })
