// swift-tools-version: 6.0
import PackageDescription

// A user's own package: a team roster shown as a Collor collection, with its own gallery, snapshot
// tests, DocC catalog and documentation site. It depends on Collor for the web only through its
// products, exactly as a package outside this repository would.
let package = Package(
    name: "TeamRoster",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TeamRoster", targets: ["TeamRoster"])
    ],
    // snippet: dependencies
    dependencies: [
        // A checkout of Collor for the web; `name:` keeps `package: "Collor"` below independent of
        // the checkout's folder name.
        .package(name: "Collor", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The roster's model, views and gallery.
        .target(
            name: "TeamRoster",
            dependencies: [
                .product(name: "Collor", package: "Collor"),
                .product(name: "CollorHTML", package: "Collor"),
                .product(name: "CollorGallery", package: "Collor"),
            ]
        ),
        // The documentation site with the roster's gallery: `swift run RosterSite build`.
        .executableTarget(
            name: "RosterSite",
            dependencies: [
                "TeamRoster",
                .product(name: "CollorSiteCommand", package: "Collor"),
            ]
        ),
        .testTarget(
            name: "TeamRosterTests",
            dependencies: [
                "TeamRoster",
                .product(name: "Collor", package: "Collor"),
                .product(name: "CollorHTML", package: "Collor"),
                .product(name: "CollorSnapshotTesting", package: "Collor"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
    // end snippet
)
