#if os(Linux)
    import CollorSite
    import CollorSiteTestSupport
    import CollorTestSupport
    import Foundation
    import Synchronization
    import Testing

    @testable import CollorSiteCommand

    /// Linux's file events, as the preview's watcher uses them: every folder under the roots
    /// watched, new ones as they appear, hidden files and the output left out, and a clear
    /// refusal when the folders are more than the watcher may watch.
    @Suite struct InotifyWatcherTests {
        private let scratch = ScratchFolder()
        private var docs: URL { scratch.url.appendingPathComponent("docs") }

        /// The events reported, in order.
        private final class Heard: Sendable {
            let events = Mutex<[FileEvent]>([])

            /// Every path reported changed so far.
            var paths: Set<String> {
                events.withLock { events in
                    events.reduce(into: []) { paths, event in
                        if case .changed(let changed) = event { paths.formUnion(changed) }
                    }
                }
            }

            /// Waits up to 5 s for `done`.
            func wait(until done: () -> Bool) async throws -> Bool {
                for _ in 0..<500 {
                    if done() { return true }
                    try await Task.sleep(for: .milliseconds(10))
                }
                return done()
            }
        }

        private func write(_ text: String, _ path: String) throws {
            let url = docs.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }

        private func watch(maxWatches: Int = 100, _ heard: Heard) throws -> InotifyWatcher {
            try InotifyWatcher(
                roots: [docs], excluding: [docs.appendingPathComponent("_site")],
                maxWatches: maxWatches, debounce: .milliseconds(5)
            ) { event in heard.events.withLock { $0.append(event) } }
        }

        private var real: String { docs.resolvingSymlinksInPath().path }

        @Test func editsInOldAndNewFoldersAreReported() async throws {
            defer { scratch.remove() }
            try write("# One", "one.md")
            try write("# Two", "guide/two.md")
            let heard = Heard()
            let watcher = try watch(heard)
            defer { watcher.stop() }
            #expect(watcher.watchCount == 2)
            try write("# Two, edited", "guide/two.md")
            #expect(try await heard.wait { heard.paths.contains(real + "/guide/two.md") })
            // A folder made after the start is watched once its event is read.
            try FileManager.default.createDirectory(
                at: docs.appendingPathComponent("later"), withIntermediateDirectories: false)
            #expect(try await heard.wait { heard.paths.contains(real + "/later") })
            try write("# Three", "later/three.md")
            #expect(try await heard.wait { heard.paths.contains(real + "/later/three.md") })
            try FileManager.default.removeItem(at: docs.appendingPathComponent("one.md"))
            #expect(try await heard.wait { heard.paths.contains(real + "/one.md") })
        }

        @Test func aFileOutsideTheRootsIsReportedAloneAfterAnAtomicSave() async throws {
            defer { scratch.remove() }
            try write("# One", "one.md")
            let root = scratch.url
            let configuration = root.appendingPathComponent("collor.yml")
            try "title: One\n".write(to: configuration, atomically: true, encoding: .utf8)
            let heard = Heard()
            let watcher = try InotifyWatcher(
                roots: [docs], files: [configuration], excluding: [], maxWatches: 100,
                debounce: .milliseconds(5)
            ) { event in heard.events.withLock { $0.append(event) } }
            defer { watcher.stop() }
            #expect(watcher.watchCount == 2)
            let realRoot = root.resolvingSymlinksInPath().path
            // A sibling of the file is not reported; the file is, saved atomically twice (each
            // save a new inode in its place, which a watch of the file itself would miss).
            try "other".write(
                to: root.appendingPathComponent("Package.swift"), atomically: false,
                encoding: .utf8)
            for title in ["Two", "Three"] {
                let before = heard.events.withLock { $0.count }
                try "title: \(title)\n".write(to: configuration, atomically: true, encoding: .utf8)
                #expect(
                    try await heard.wait {
                        heard.events.withLock { events in
                            events.dropFirst(before).contains {
                                $0 == .changed([realRoot + "/collor.yml"])
                            }
                        }
                    })
            }
            #expect(!heard.paths.contains(realRoot + "/Package.swift"))
            try write("# One, edited", "one.md")
            #expect(try await heard.wait { heard.paths.contains(real + "/one.md") })
        }

        @Test func hiddenFilesAndTheOutputAreLeftOut() async throws {
            defer { scratch.remove() }
            try write("# One", "one.md")
            try write("<p>built</p>", "_site/index.html")
            let heard = Heard()
            let watcher = try watch(heard)
            defer { watcher.stop() }
            #expect(watcher.watchCount == 1)
            // An editor's swap file and a build's output, then a page: only the page is heard.
            try write("swap", ".one.md.swp")
            try write("<p>built again</p>", "_site/index.html")
            try write("<p>new</p>", "_site/new.html")
            try write("# One, edited", "one.md")
            #expect(try await heard.wait { heard.paths.contains(real + "/one.md") })
            try await Task.sleep(for: .milliseconds(50))
            #expect(heard.paths == [real + "/one.md"])
        }

        @Test func tooManyFoldersIsARefusalNotASilentGap() async throws {
            defer { scratch.remove() }
            try write("# One", "a/one.md")
            try write("# Two", "b/two.md")
            #expect(throws: InotifyWatcher.Unavailable.self) { try watch(maxWatches: 2, Heard()) }
            // A folder made later that passes the bound stops the watcher, which says why.
            let heard = Heard()
            let watcher = try watch(maxWatches: 3, heard)
            defer { watcher.stop() }
            try write("# Three", "c/three.md")
            #expect(
                try await heard.wait {
                    heard.events.withLock { $0.last }
                        == .gaveUp("more than 3 folders to watch")
                })
        }
    }
#endif
