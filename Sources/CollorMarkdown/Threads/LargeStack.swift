import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs work whose recursion the input bounds, but deeply, on a small pool of long-lived threads
/// with a large stack each: Yams' composer, and swift-syntax's parser with `SwiftClassifier`.
///
/// A page can hold thousands of Swift blocks and the site renders pages concurrently, so a thread
/// per call would cost a thread's creation per block; the pool keeps at most `workers` threads,
/// made when all are busy, and a caller waits for its turn. Work that runs on a worker already
/// (nested use) runs in place, so the pool cannot wait on itself.
package enum LargeStack {
    /// 256 MiB of address space per worker: only the pages the work touches are ever mapped.
    /// The deepest Swift block within `MarkdownLimits` (`swiftBlockBytes`) touches about
    /// 70 MiB in a debug build (a `repeat each` chain; `try? ` and `A ->` chains about 30 MiB,
    /// measured by `SwiftHighlighterBoundsTests`); libyaml stops at 1,000 levels, a few MiB.
    package static let size = 256 << 20
    /// At most this many workers: as many as the cores, up to 4, so that their reserved stacks
    /// stay within 1 GiB of address space.
    static let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4))
    /// Stack a worker keeps mapped after a job; deeper pages are given back to the system, so a
    /// deep block does not keep its memory for the life of the process.
    static let kept = 1 << 20

    /// `body`'s result, computed on a worker while the caller waits.
    package static func run<Output>(_ body: @escaping @Sendable () -> Output) -> Output {
        submit(body, measuring: false).output
    }

    /// `body`'s result and the bytes of stack it touched below the worker's loop (nil where the
    /// system cannot tell: only Linux reports resident pages).
    package static func measured<Output>(_ body: @escaping @Sendable () -> Output)
        -> (output: Output, stackBytes: Int?)
    {
        submit(body, measuring: true)
    }

    private static func submit<Output>(
        _ body: @escaping @Sendable () -> Output, measuring: Bool
    ) -> (output: Output, stackBytes: Int?) {
        if Thread.current.threadDictionary[Pool.key] != nil {
            return (body(), nil)
        }
        let box = Box<Output>()
        let done = DispatchSemaphore(value: 0)
        Pool.shared.submit { stack in
            box.output = body()
            // Counting resident pages costs a walk of the whole stack: only when asked.
            if measuring { box.stackBytes = stack.touched() }
            stack.release()
            done.signal()
        }
        done.wait()
        // The worker assigned the output before it signalled.
        guard let output = box.output else { preconditionFailure("the worker ran no work") }
        return (output, box.stackBytes)
    }
}

/// The workers and their queue of jobs.
private final class Pool: @unchecked Sendable {
    static let shared = Pool()
    static let key = "CollorMarkdown.LargeStack"

    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var jobs: [(Stack) -> Void] = []
    private var head = 0
    private var threads = 0
    private var idle = 0

    func submit(_ job: @escaping (Stack) -> Void) {
        condition.lock()
        jobs.append(job)
        let start = idle == 0 && threads < LargeStack.workers
        if start { threads += 1 }
        condition.signal()
        condition.unlock()
        if start {
            let thread = Thread { [self] in work() }
            thread.stackSize = LargeStack.size
            thread.start()
        }
    }

    private func work() {
        Thread.current.threadDictionary[Self.key] = true
        let stack = Stack()
        while true {
            condition.lock()
            while head == jobs.count {
                idle += 1
                condition.wait()
                idle -= 1
            }
            let job = jobs[head]
            head += 1
            if head == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                head = 0
            }
            condition.unlock()
            job(stack)
        }
    }
}

/// A worker's own stack: how much of it a job touched, and giving the deep part back.
private struct Stack {
    /// The worker loop's frame, near the stack's top, and the lowest address looked at.
    private let top: Int
    private let bottom: Int

    init() {
        top = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) {
            Int(bitPattern: $0.baseAddress)
        }
        // The worker loop's frame is within a few KiB of the stack's top; leaving out the lowest
        // MiB keeps every address inside the stack's mapping, whatever the guard's size.
        bottom = (top - LargeStack.size + (1 << 20) + Self.page - 1) & ~(Self.page - 1)
    }

    private static let page = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Bytes of resident stack below the worker loop: what the deepest job since the last
    /// `release()` touched.
    func touched() -> Int? {
        #if canImport(Glibc)
            let start = bottom
            let end = top & ~(Self.page - 1)
            guard end > start else { return nil }
            let pages = (end - start) / Self.page
            var resident = [UInt8](repeating: 0, count: pages)
            guard
                let pointer = UnsafeMutableRawPointer(bitPattern: start),
                mincore(pointer, end - start, &resident) == 0
            else { return nil }
            return resident.count(where: { $0 & 1 == 1 }) * Self.page
        #else
            return nil
        #endif
    }

    /// Gives back the stack more than `LargeStack.kept` below the worker loop.
    func release() {
        #if canImport(Glibc)
            let end = (top - LargeStack.kept) & ~(Self.page - 1)
            guard end > bottom, let pointer = UnsafeMutableRawPointer(bitPattern: bottom) else {
                return
            }
            _ = madvise(pointer, end - bottom, MADV_DONTNEED)
        #endif
    }
}

/// The result a worker hands back: written once before the worker signals, read after.
private final class Box<Output>: @unchecked Sendable {
    var output: Output?
    var stackBytes: Int?
}
