import Foundation

/// `body` on a new thread with `bytes` of stack (512 KiB by default, a secondary thread's, on
/// which a site renders pages), while the caller waits: recursion that the input controls
/// overflows it from a few KB of input, where the fuzzer's own 8 MiB stack would need an input
/// longer than it makes.
public func onSmallStack(bytes: Int = 512 << 10, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    done.wait()
}
