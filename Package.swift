// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Collor",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Collor", targets: ["Collor"]),
        .library(name: "CollorSite", targets: ["CollorSite"]),
        .executable(name: "collor", targets: ["collor"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-symbolkit", from: "1.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // Model, updater, diff and (later) layout. Foundation only.
        .target(name: "Collor"),

        // libcmark, the CommonMark reference parser, as a system library (Debian `libcmark-dev`).
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),

        // Markdown pipeline, documentation site builder, API reference and the preview server.
        .target(
            name: "CollorSite",
            dependencies: [
                "CCmark",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SymbolKit", package: "swift-docc-symbolkit"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),

        // The command-line tool: a thin shell over the library modules.
        .executableTarget(
            name: "collor",
            dependencies: [
                "Collor",
                "CollorSite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Release-build benchmarks; run with `make bench`.
        .executableTarget(
            name: "CollorBenchmarks",
            dependencies: ["Collor", "CollorTestSupport"],
            path: "Benchmarks/CollorBenchmarks"
        ),

        // Markdown throughput against raw libcmark, full and incremental site builds.
        .executableTarget(
            name: "SiteBenchmarks",
            dependencies: ["CollorSite", "CCmark"],
            path: "Benchmarks/SiteBenchmarks"
        ),

        // Builders, random model generators and assertion helpers shared by tests and benchmarks.
        .target(
            name: "CollorTestSupport",
            dependencies: ["Collor"],
            path: "Tests/CollorTestSupport"
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
            name: "CollorSiteTests",
            dependencies: ["CollorSite", "CCmark"],
            exclude: ["__Fixtures__"]
        ),
    ]
)
