// Release-build benchmarks: `make bench`, or `CollorBenchmarks [diff|layout|render|widths] [N ...]`
// (also `gallery-memory` and `gallery-fit`, not in `make bench`).
let arguments = Array(CommandLine.arguments.dropFirst())
let suites = Set(arguments.filter { Int($0) == nil })
let counts = arguments.compactMap { Int($0) }

if suites.isEmpty || suites.contains("diff") {
    DiffBenchmark.run(sizes: counts.isEmpty ? [1_000, 10_000, 100_000, 1_000_000] : counts)
    print()
}
if suites.isEmpty || suites.contains("layout") {
    LayoutBenchmark.run(sizes: counts.isEmpty ? [1_000, 100_000, 1_000_000] : counts)
}
if suites.isEmpty || suites.contains("render") {
    print()
    RenderBenchmark.run(sizes: counts.isEmpty ? [1_000, 100_000, 1_000_000] : counts)
}
if suites.contains("gallery-memory") {
    GalleryMemoryBenchmark.run(sizes: counts.isEmpty ? [1_000, 5_000, 40_000] : counts)
}
if suites.contains("gallery-fit") {
    GalleryFitBenchmark.run(sizes: counts.isEmpty ? [500, 2_000, 8_000] : counts)
}
if suites.isEmpty || suites.contains("widths") {
    print()
    GalleryWidthsBenchmark.run()
}
