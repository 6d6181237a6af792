import Foundation

/// Runs work whose recursion the input bounds, but deeply, on a thread with a stack for it.
enum LargeStack {
    /// 512 MiB of address space: only the pages the work touches are ever mapped. libyaml stops
    /// at 1,000 levels, whose recursion in Yams' composer takes a few MiB in a debug build.
    static let size = 512 << 20

    /// `body`'s result, computed on a new thread with a stack of `size` bytes while the caller
    /// waits.
    static func run<Output>(_ body: @escaping @Sendable () -> Output) -> Output {
        let box = Box<Output>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.output = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        // The thread assigned the output before it signalled.
        guard let output = box.output else { preconditionFailure("the thread ran no work") }
        return output
    }
}

/// The result a thread hands back: written once before the thread signals, read after.
private final class Box<Output>: @unchecked Sendable {
    var output: Output?
}
