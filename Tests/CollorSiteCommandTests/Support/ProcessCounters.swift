import Foundation

/// This process's counters from Linux's `/proc`: what the server, which runs in the test
/// process, reads from files and holds in memory. `nil` where there is no `/proc`.
enum ProcessCounters {
    /// Bytes read by `read`-like calls so far (`rchar`), from the page cache or the disk.
    static func bytesRead() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else {
            return nil
        }
        let line = text.split(separator: "\n").first { $0.hasPrefix("rchar:") }
        return line.flatMap {
            Int($0.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
        }
    }

    /// The resident set size in bytes.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
            return nil
        }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
