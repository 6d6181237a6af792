import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends a preview when the process that started it ends, whatever ended it: the plugin's
/// `collor serve` runs in the plugin's process group, so a Ctrl-C that SwiftPM answers by killing
/// the plugin never reaches it, and a killed process forwards no signal. When the parent ends,
/// the child is given to another process (`getppid()` changes); a poll sees that.
///
/// Not `prctl(PR_SET_PDEATHSIG)`: Linux sends that signal when the parent *thread* that
/// started the child ends, and the plugin starts it from a pool thread that may end first.
struct ParentWatch {
    /// The process expected as parent.
    let parent: pid_t
    /// How often the parent is looked at; the preview ends within about this long.
    var interval: Duration = .milliseconds(100)
    /// The parent as the system has it now (a test replaces it).
    var currentParent: @Sendable () -> pid_t = { getppid() }

    /// Whether the parent is still the one expected.
    var parentIsAlive: Bool { currentParent() == parent }

    /// Ends this process at once, as the signal the parent could no longer forward would have.
    static func exitProcess() -> Never {
        fflush(nil)
        exit(0)
    }

    /// Polls until the parent is gone (or the task is cancelled), then calls `ended` once.
    func start(ended: @escaping @Sendable () -> Void) -> Task<Void, Never> {
        Task {
            while !Task.isCancelled {
                if !parentIsAlive {
                    ended()
                    return
                }
                try? await Task.sleep(for: interval)
            }
        }
    }
}
