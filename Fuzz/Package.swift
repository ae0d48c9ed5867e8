// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer targets for larder's readers and value parsers. Kept apart from the root package so
/// `swift build` and `swift test` there never link a fuzzer entry point. Build and run with
/// `make fuzz` (see scripts/fuzz.sh and docs/RELIABILITY.md).
let fuzzers = ["FuzzCSV", "FuzzJSON", "FuzzHTML", "FuzzFirestore", "FuzzDate", "FuzzMoney", "FuzzPercent", "FuzzZip"]

let package = Package(
    name: "larder-fuzz",
    platforms: [.macOS(.v14)],
    products: fuzzers.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "larder", path: "..")],
    targets: [
        .target(name: "CFuzzer"),
        .target(name: "FuzzSupport", dependencies: [.product(name: "LarderKit", package: "larder")]),
    ]
        + fuzzers.map {
            // libFuzzer is linked into the fuzz targets alone: scripts/fuzz.sh instruments every module for
            // coverage, the package's build-tool plugin (embed-templates) included, which a fuzzer runtime
            // would leave without its `main`.
            .executableTarget(
                name: $0, dependencies: ["CFuzzer", "FuzzSupport"],
                linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])])
        }
)
