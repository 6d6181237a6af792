// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Collor",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CollorDiff", targets: ["CollorDiff"]),
        .library(name: "CollorText", targets: ["CollorText"]),
        .library(name: "Collor", targets: ["Collor"]),
        .library(name: "CollorHTMLWriter", targets: ["CollorHTMLWriter"]),
        .library(name: "CollorHTML", targets: ["CollorHTML"]),
        .library(name: "CollorSnapshotTesting", targets: ["CollorSnapshotTesting"]),
        .library(name: "CollorGallery", targets: ["CollorGallery"]),
        .library(name: "CollorMarkdown", targets: ["CollorMarkdown"]),
        .library(name: "CollorSite", targets: ["CollorSite"]),
        .library(name: "CollorSiteCommand", targets: ["CollorSiteCommand"]),
        .executable(name: "collor", targets: ["collor"]),
        .plugin(name: "collor-plugin", targets: ["CollorPlugin"]),
        .plugin(name: "collor-serve-plugin", targets: ["CollorServePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-symbolkit", from: "1.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    ],
    targets: [
        // The pure keyed diff with minimal moves: matching, LIS, sectioned changesets. Standard
        // library only.
        .target(name: "CollorDiff"),

        // Text measurement and line breaking, with the font it measures (a resource, beside its
        // licence) and the metrics generated from it (scripts/extract-font-metrics.py). Foundation
        // only.
        .target(name: "CollorText", resources: [.copy("Resources/Fonts")]),

        // Model, updater, batch-update validation and layouts, over the diff core; re-exports
        // CollorText, whose `TextMeasurer` sizes cells.
        .target(name: "Collor", dependencies: ["CollorDiff", "CollorText"]),

        // The one HTML writer and escaper, URL safety and safe output paths. Foundation only, so
        // that the markdown module writes HTML without the collection model.
        .target(name: "CollorHTMLWriter"),

        // HTML views, the page renderer and CSS-animated transitions; re-exports CollorHTMLWriter,
        // whose `HTMLWriter` views write into.
        .target(
            name: "CollorHTML",
            dependencies: ["Collor", "CollorText", "CollorHTMLWriter"]
        ),

        // Strategies for swift-snapshot-testing: .html, .layout, .transition and .image, and
        // one call that asserts a whole gallery (every step at every width).
        .target(
            name: "CollorSnapshotTesting",
            dependencies: [
                "Collor",
                "CollorHTML",
                "CollorGallery",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),

        // The gallery concept: the `Gallery` protocol, scenarios, recordings, pages and index, and
        // sample data with errors that say where.
        .target(
            name: "CollorGallery",
            dependencies: ["Collor", "CollorHTML"]
        ),

        // Collor's sample apps rebuilt for the web, with their data: plain users of CollorGallery.
        // Not a product: nothing a user depends on reaches them.
        .target(
            name: "SampleGalleries",
            dependencies: ["Collor", "CollorHTML", "CollorGallery"],
            path: "Examples/Galleries",
            resources: [.copy("Data")]
        ),

        // libcmark, the CommonMark reference parser, as a system library (Debian `libcmark-dev`,
        // tested in CI; Homebrew's `cmark`, not tested).
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),

        // DocC-dialect markdown on libcmark: the dialect's passes, highlighting, the HTML walker,
        // front matter and bounded YAML, with diagnostics of its own. Knows nothing of sites.
        .target(
            name: "CollorMarkdown",
            dependencies: [
                "CCmark",
                "CollorHTMLWriter",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ]
        ),

        // The documentation site as a pipeline of values: sources, pages, the API reference from
        // symbol graphs, live galleries, navigation, search, theme and the output folder.
        .target(
            name: "CollorSite",
            dependencies: [
                "Collor",
                "CollorMarkdown",
                "CollorHTML",
                "CollorGallery",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SymbolKit", package: "swift-docc-symbolkit"),
            ],
            resources: [.copy("Resources/Theme")]
        ),

        // `SiteCommand` (build, serve, gallery) and the preview server, above the builder: a
        // program that builds a site through `CollorSite` compiles neither NIO nor ArgumentParser.
        .target(
            name: "CollorSiteCommand",
            dependencies: [
                "CollorSite",
                "CollorHTML",
                "CollorGallery",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),

        // The command-line tool: `SiteCommand` with no galleries, for any package.
        .executableTarget(name: "collor", dependencies: ["CollorSiteCommand"]),

        // `swift package --allow-writing-to-package-directory collor build` in a package that
        // depends on this one: symbol graphs from SwiftPM, then the package's site executable or
        // the `collor` tool, which the plugin builds in the package's own build (declared as the
        // plugin's tool, SwiftPM would build every module under it a second time, for the host).
        .plugin(
            name: "CollorPlugin",
            capability: .command(
                intent: .custom(
                    verb: "collor",
                    description: "Build the documentation site (collor build) into _site/."),
                permissions: [
                    .writeToPackageDirectory(reason: "collor build writes the site into _site/.")
                ]
            )
        ),

        // `swift package --allow-writing-to-package-directory --allow-network-connections local
        // collor-serve`: the preview server, which needs a local port.
        .plugin(
            name: "CollorServePlugin",
            capability: .command(
                intent: .custom(
                    verb: "collor-serve",
                    description: "Preview the documentation site (collor serve) with live reload."
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "collor serve writes the site into _site/."),
                    .allowNetworkConnections(
                        scope: .local(ports: []),
                        reason: "collor serve serves the site on a local port."),
                ]
            )
        ),

        // This project's own documentation site: the site command with the sample galleries.
        .executableTarget(
            name: "CollorDocs",
            dependencies: ["CollorSiteCommand", "SampleGalleries"],
            path: "Examples/CollorDocs"
        ),

        // Release-build benchmarks; run with `make bench`.
        .executableTarget(
            name: "CollorBenchmarks",
            dependencies: [
                "CollorDiff", "Collor", "CollorHTML", "CollorGallery", "CollorTestSupport",
                "SampleGalleries",
            ],
            path: "Benchmarks/CollorBenchmarks"
        ),

        // Markdown throughput against raw libcmark, full and incremental site builds.
        .executableTarget(
            name: "SiteBenchmarks",
            dependencies: ["CollorSite", "CollorMarkdown", "CCmark"],
            path: "Benchmarks/SiteBenchmarks"
        ),

        // Builders, random model generators and assertion helpers shared by tests and benchmarks.
        .target(
            name: "CollorTestSupport",
            dependencies: ["Collor", "CollorHTML", "CollorGallery", "CollorSnapshotTesting"],
            path: "Tests/CollorTestSupport"
        ),
        .testTarget(
            name: "CollorHTMLTests",
            dependencies: [
                "CollorHTML", "CollorTestSupport", "Collor",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CollorSnapshotTestingTests",
            dependencies: [
                "CollorSnapshotTesting", "CollorHTML", "Collor", "CollorTestSupport",
                "CollorGallery",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CollorGalleryTests",
            dependencies: ["CollorGallery", "CollorHTML", "Collor", "CollorTestSupport"]
        ),
        .testTarget(
            name: "SampleGalleriesTests",
            dependencies: [
                "SampleGalleries", "CollorGallery", "CollorSnapshotTesting", "CollorHTML", "Collor",
                "CollorTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__", "__Fixtures__"]
        ),
        .testTarget(name: "CollorDiffTests", dependencies: ["CollorDiff"]),
        .testTarget(name: "CollorHTMLWriterTests", dependencies: ["CollorHTMLWriter"]),
        .testTarget(
            name: "CollorTextTests",
            dependencies: [
                "CollorText",
                "CollorTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "CollorTests",
            dependencies: [
                "Collor",
                "CollorTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "CollorMarkdownTests",
            dependencies: [
                "CollorMarkdown", "CCmark", "CollorHTMLWriter",
                // SeededRandom, for the tests that compare a fast reading with a plain one.
                "CollorGallery",
                // SwiftClassifierTests compares the highlighter's classifier with SwiftIDEUtils'.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            exclude: ["__Fixtures__"]
        ),

        // The site fixtures and their builders, shared by the site's and the command's tests.
        .target(
            name: "CollorSiteTestSupport",
            dependencies: ["CollorSite", "CollorMarkdown", "CollorTestSupport"],
            path: "Tests/CollorSiteTestSupport"
        ),
        .testTarget(
            name: "CollorSiteTests",
            dependencies: [
                "CollorSite", "CollorMarkdown", "SampleGalleries", "CollorGallery", "CollorHTML",
                "Collor",
                "CollorSnapshotTesting", "CollorTestSupport", "CollorSiteTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Fixtures__"]
        ),
        .testTarget(
            name: "CollorSiteCommandTests",
            dependencies: [
                "CollorSiteCommand", "CollorSite", "CollorTestSupport", "CollorSiteTestSupport",
            ]
        ),
    ]
)

// libFuzzer targets, declared only for `scripts/fuzz.sh` (COLLOR_FUZZ=1, its own scratch path), so
// that the normal build never sees executables whose `main` comes from libFuzzer.
if Context.environment["COLLOR_FUZZ"] != nil {
    package.targets += [
        .target(name: "LibFuzzerDriver", path: "Tests/Fuzz/LibFuzzerDriver"),
        .target(
            name: "FuzzSupport", dependencies: ["LibFuzzerDriver"], path: "Tests/Fuzz/FuzzSupport"),
        .executableTarget(
            name: "FuzzPageRenderer", dependencies: ["Collor", "CollorHTML", "FuzzSupport"],
            path: "Tests/Fuzz/FuzzPageRenderer"),
        .executableTarget(
            name: "FuzzSymbolGraph", dependencies: ["CollorSite", "FuzzSupport"],
            path: "Tests/Fuzz/FuzzSymbolGraph"),
        .executableTarget(
            name: "FuzzMarkdown", dependencies: ["CollorMarkdown", "FuzzSupport"],
            path: "Tests/Fuzz/FuzzMarkdown"),
        .executableTarget(
            name: "FuzzSwiftCode", dependencies: ["CollorHTML", "CollorMarkdown", "FuzzSupport"],
            path: "Tests/Fuzz/FuzzSwiftCode"),
    ]
}
