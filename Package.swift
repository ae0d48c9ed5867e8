// swift-tools-version: 6.1
import PackageDescription

// Release builds skip the run-time exclusivity checks: on the import's hot path (a JSON record is ~30
// parser events, each touching class-held state) they cost 9 % of a CSV import's instructions and 12 % of
// a JSON import's (docs/ARCHITECTURE.md). Debug builds, which the tests run, keep them.
let releaseSettings: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

let package = Package(
    name: "larder",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "larder", targets: ["larder"]),
        .library(
            name: "LarderKit",
            targets: ["LarderValues", "LarderStore", "LarderImport", "LarderAnalysis", "LarderRender", "LarderKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
    ],
    targets: [
        .systemLibrary(name: "CLibCSV", path: "Sources/CLibCSV"),
        .systemLibrary(name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0"),
        .systemLibrary(name: "CYAJL", path: "Sources/CYAJL", pkgConfig: "yajl"),
        .systemLibrary(name: "CCrypto", path: "Sources/CCrypto", pkgConfig: "libcrypto"),
        .systemLibrary(name: "CLibZip", path: "Sources/CLibZip", pkgConfig: "libzip"),
        .target(name: "LarderValues", dependencies: ["CYAJL"], swiftSettings: releaseSettings),
        .target(
            name: "LarderStore",
            dependencies: [
                "LarderValues", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: releaseSettings),
        .target(
            name: "LarderImport",
            dependencies: [
                "LarderValues", "LarderStore", "CLibCSV", "CLibXML2", "CYAJL", "CCrypto", "CLibZip",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: releaseSettings),
        .target(
            name: "LarderAnalysis",
            dependencies: ["LarderValues", "LarderStore", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: releaseSettings),
        .target(
            name: "LarderRender",
            dependencies: [
                "LarderValues", "LarderAnalysis", .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: releaseSettings,
            plugins: ["EmbedTemplates"]),
        // The build-time tool and plugin that carry templates/ in LarderRender (BuiltInTemplates): the
        // generated Swift file lives in the build folder, so the repository holds the templates once.
        .executableTarget(name: "embed-templates"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["embed-templates"]),
        // Stamps the commit larder is built from in the larder target (BuildCommit), for `--version`: read
        // from the checkout by git before each build, nil outside one.
        .plugin(name: "StampCommit", capability: .buildTool()),
        .target(
            name: "LarderKit",
            dependencies: [
                "LarderValues", "LarderStore", "LarderImport", "LarderAnalysis", "LarderRender",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: releaseSettings),
        .executableTarget(
            name: "larder",
            dependencies: [
                "LarderValues", "LarderStore", "LarderImport", "LarderAnalysis", "LarderRender", "LarderKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["StampCommit"]
        ),
        // Helpers both test targets share (page audit, seeded generator, temporary folders, paths); a
        // regular target under Tests/, which only the test targets depend on.
        .target(name: "LarderTestSupport", dependencies: ["LarderImport", "CLibZip"], path: "Tests/LarderTestSupport"),
        .testTarget(
            name: "LarderKitTests",
            dependencies: [
                "LarderValues", "LarderStore", "LarderImport", "LarderAnalysis", "LarderRender", "LarderKit",
                "LarderTestSupport", .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            exclude: ["Snapshots"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "larderTests",
            dependencies: [
                "larder", "LarderValues", "LarderStore", "LarderImport", "LarderAnalysis", "LarderRender", "LarderKit",
                "LarderTestSupport",
            ]
        ),
    ]
)
