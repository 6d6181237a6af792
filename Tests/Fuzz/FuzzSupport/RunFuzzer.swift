import Foundation
import LibFuzzerDriver

/// The target `runFuzzer(_:)` was given; libFuzzer's callback is a C function, which cannot
/// capture it.
nonisolated(unsafe) private var fuzzTarget: ((UnsafePointer<UInt8>, Int) -> CInt)?

/// Runs libFuzzer's driver with the process's arguments and `target` as the fuzz target, then
/// exits with the driver's status. SwiftPM gives every executable a Swift `main`, so each fuzz
/// target's `main.swift` calls this instead of libFuzzer's own `main`.
public func runFuzzer(_ target: @escaping (UnsafePointer<UInt8>, Int) -> CInt) -> Never {
    fuzzTarget = target
    var arguments: [UnsafeMutablePointer<CChar>?] = CommandLine.arguments.map { strdup($0) } + [nil]
    var argumentCount = CInt(CommandLine.arguments.count)
    exit(
        arguments.withUnsafeMutableBufferPointer { buffer in
            var argv = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argumentCount, &argv) { data, size in
                guard let data, let target = fuzzTarget else { return 0 }
                return target(data, size)
            }
        })
}
