import CollorSite
import CollorSiteTestSupport
import CollorTestSupport
import Foundation

@testable import CollorSiteCommand

/// A preview server of the fixture site (or of `source`) on a free loopback port, stopped when
/// `body` ends, whether it throws or not.
func withRunningPreview(
    limits: PreviewLimits = PreviewLimits(), allowedHosts: [String] = [], source: URL? = nil,
    pollInterval: Duration = .milliseconds(300),
    _ body: (_ port: UInt16, _ output: URL) async throws -> Void
) async throws {
    let scratch = ScratchFolder()
    defer { scratch.remove() }
    let output = scratch.url.appendingPathComponent("_site")
    let configuration =
        source.map { Fixtures.configuration(source: $0, output: output) }
        ?? Fixtures.configuration(output: output)
    let server = PreviewServer(
        configuration: configuration, port: 0, allowedHosts: allowedHosts, limits: limits,
        pollInterval: pollInterval)
    let port = try await server.start()
    do {
        try await body(port, output)
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
}

/// Appends `paragraph` to the source `page` (`guide/one.md` under `source`) and polls the
/// served page for it, every 100 ms up to `tries` times: whether the rebuild showed it.
func editAndAwaitRebuild(
    source: URL, page: String = "guide/one.md", adding paragraph: String, port: UInt16,
    tries: Int = 100
) async throws -> Bool {
    let markdown = source.appendingPathComponent(page)
    try (readText(markdown) + "\n\(paragraph)\n").write(
        to: markdown, atomically: true, encoding: .utf8)
    let served = "/" + page.dropLast(".md".count) + ".html"
    for _ in 0..<tries {
        try await Task.sleep(for: .milliseconds(100))
        if try await RawHTTP.get(served, port: port).body.contains(paragraph) { return true }
    }
    return false
}
