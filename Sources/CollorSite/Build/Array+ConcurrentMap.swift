import Foundation
import Synchronization

extension Array {
    /// `transform` of every element on `workers` threads (one per core by default), in order.
    ///
    /// Each worker takes every `workers`-th element, so the work is spread without a queue; the
    /// results are handed back in the elements' order, whatever order they finished in. The first
    /// error (in element order) is rethrown after every element ran.
    ///
    /// - Complexity: O(n) calls of `transform`, `workers` of them at a time.
    package func concurrentMap<Output, Failure: Error>(
        workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: (Element) throws(Failure) -> Output
    ) throws(Failure) -> [Output] {
        nonisolated(unsafe) let items = self
        nonisolated(unsafe) let transform = transform
        nonisolated(unsafe) var results = [Result<Output, Failure>?](repeating: nil, count: count)
        let lock = Mutex(())
        let threads = Swift.min(Swift.max(workers, 1), Swift.max(count, 1))
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            for index in stride(from: worker, to: items.count, by: threads) {
                let result = Result { () throws(Failure) -> Output in try transform(items[index]) }
                lock.withLock { _ in results[index] = result }
            }
        }
        return try results.map { result throws(Failure) -> Output in
            // Every index was filled: each worker covers its stride before concurrentPerform returns.
            guard let result else { preconditionFailure("concurrentMap left an element out") }
            return try result.get()
        }
    }
}
