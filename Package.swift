// swift-tools-version:6.2
//
// Sieve: a schema-driven JSON engine that reads and writes. Layers, bottom-up, one module each:
//
//   SieveScanner   bytes → validated tokens, skip, numbers, strings, positions (stdlib only,
//                  plus CSieveScanner: the skip's fast loop, 64 bytes at a time, in C)
//   SieveWriter    JSON text out: the growing buffer, layout, strings and numbers as
//                  `JSONEncoder` writes them (stdlib only)
//   SieveRawValue  RawValue, the JSON value model for extras and unknown shapes
//   SieveSchema    typed decoding with aliases, fallbacks, open enums, extras, diagnostics;
//                  and writing (`SchemaEncodable`, `ObjectWriter`)
//   SieveSchemaFoundation  Foundation's values on the schema path: Date, URL, UUID, Decimal,
//                  Data (the scanner and schema modules stay Foundation-free)
//   SieveCodable   the drop-ins `SieveDecoder` and `SieveEncoder` for any `Codable` (Foundation)
//   SieveRecords   streams and batches: JSON Lines and concatenated values from memory, files
//                  and async byte streams, batches on every core, and `DriftLog`
//   Sieve          what users import: all of the above plus `Data` conveniences
//
// Tools: `sieve` (check and diagnose files), `sieve-bench` (Sieve against Foundation over
// Corpus/), `sieve-corpus` (the seeded generator of Corpus/), `sieve-fuzz` (the fuzz targets,
// which replay inputs in a normal build and fuzz when built with libFuzzer: .ci/fuzz).
//
// Tools version 6.2: the sources name `UTF8Span` and `SendableMetatype`, which a Swift 6.2
// compiler is the first to know.
//
// No package dependencies, by design.

import PackageDescription

/// Floating-point rounding in the standard library calls into libm, which Linux links only on
/// request.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

/// The Apple releases that brought what Sieve uses beyond its deployment targets, each named
/// once and written `@available(SwiftStdlib 6.0, *)` where it is needed (the availability
/// macros of swift-collections): the standard library and Foundation that shipped with them.
let availabilityMacros: [SwiftSetting] = [
    // Float16.
    "SwiftStdlib 5.3:macOS 11, iOS 14, tvOS 14, watchOS 7",
    // DecodableWithConfiguration, Date.ISO8601FormatStyle.
    "SwiftStdlib 5.5:macOS 12, iOS 15, tvOS 15, watchOS 8",
    // Regex, Duration, ContinuousClock.
    "SwiftStdlib 5.7:macOS 13, iOS 16, tvOS 16, watchOS 9",
    // JSONDecoder's configuration: forms as swift-foundation declares them (tests only).
    "SwiftStdlib 5.9:macOS 14, iOS 17, tvOS 17, watchOS 10",
    // Int128, UInt128, Atomic.
    "SwiftStdlib 6.0:macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2",
    // UTF8Span, Span.
    "SwiftStdlib 6.2:macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26",
].map { .enableExperimentalFeature("AvailabilityMacro=\($0)") }

let package = Package(
    name: "Sieve",
    // The Swift concurrency runtime (the async record sequences) and Swift Testing's floor;
    // everything newer is marked with the macros above where it is used.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "Sieve", targets: ["Sieve"]),
        .executable(name: "sieve", targets: ["SieveCLI"]),
        .executable(name: "sieve-bench", targets: ["SieveBench"]),
        .executable(name: "sieve-corpus", targets: ["CorpusGenerator"]),
        .executable(name: "sieve-fuzz", targets: ["SieveFuzz"]),
    ],
    targets: [
        .target(name: "CSieveScanner"),
        .target(
            name: "SieveScanner", dependencies: ["CSieveScanner"], exclude: ["Numbers/PowersOfFive.py"]),
        .target(name: "SieveWriter", dependencies: ["SieveScanner"]),
        .target(
            name: "SieveRawValue", dependencies: ["SieveScanner", "SieveWriter"], linkerSettings: libm),
        .target(
            name: "SieveSchema", dependencies: ["SieveScanner", "SieveWriter", "SieveRawValue"],
            linkerSettings: libm),
        .target(
            name: "SieveSchemaFoundation", dependencies: ["SieveScanner", "SieveSchema"]),
        .target(
            name: "SieveCodable",
            dependencies: [
                "SieveScanner", "SieveWriter", "SieveRawValue", "SieveSchema", "SieveSchemaFoundation",
            ]),
        .target(
            name: "SieveRecords",
            dependencies: ["CSieveScanner", "SieveScanner", "SieveSchema", "SieveCodable"]),
        .target(
            name: "Sieve",
            dependencies: [
                "SieveScanner", "SieveWriter", "SieveRawValue", "SieveSchema", "SieveSchemaFoundation",
                "SieveCodable", "SieveRecords",
            ]),
        .target(name: "SieveGenerate", dependencies: ["Sieve"]),
        .executableTarget(name: "SieveCLI", dependencies: ["Sieve", "SieveGenerate"]),
        .executableTarget(name: "CorpusGenerator", path: "Benchmarks/CorpusGenerator"),
        .target(name: "FoundationOracle", dependencies: ["Sieve"]),
        .target(name: "CSieveFuzzDriver"),
        .executableTarget(
            name: "SieveFuzz",
            dependencies: ["Sieve", "SieveScanner", "CSieveScanner", "CSieveFuzzDriver", "FoundationOracle"]),
        .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
        // What `sieve generate` writes for the real documents and the drift families:
        // decoded by GeneratedModelsTests and timed by sieve-bench's `generated` pass.
        .target(
            name: "GeneratedModels", dependencies: ["Sieve", "SieveSchemaFoundation"],
            path: "Benchmarks/GeneratedModels",
            exclude: ["generate.sh"]),
        .executableTarget(
            name: "SieveBench", dependencies: ["Sieve", "AllocationCounter", "GeneratedModels"],
            path: "Benchmarks/SieveBench"),
        .testTarget(
            name: "SieveScannerTests",
            dependencies: ["SieveScanner", "SieveRawValue", "CSieveScanner", "SieveTestSupport"]),
        .testTarget(name: "SieveRawValueTests", dependencies: ["SieveRawValue", "SieveScanner"]),
        // What several test targets share: finding and running the built executables, and a
        // seeded random generator.
        .target(name: "SieveTestSupport", path: "Tests/SieveTestSupport"),
        .testTarget(
            name: "ConformanceTests", dependencies: ["Sieve", "FoundationOracle", "SieveTestSupport"]),
        .testTarget(name: "SieveSchemaTests", dependencies: ["Sieve"]),
        .testTarget(
            name: "SieveSchemaFoundationTests",
            dependencies: ["Sieve", "SieveSchemaFoundation", "SieveTestSupport"]),
        .testTarget(name: "SieveCodableTests", dependencies: ["Sieve", "SieveTestSupport"]),
        // The API blocks of the package's specifications, as a user writes them.
        .testTarget(name: "ContractTests", dependencies: ["Sieve"]),
        // The write side's, in a target of its own: its `Customer` is not the drift contract's.
        .testTarget(name: "WriteContractTests", dependencies: ["Sieve"]),
        .testTarget(
            name: "SieveRecordsTests", dependencies: ["Sieve", "SieveRecords", "SieveTestSupport"]),
        .testTarget(
            name: "SieveGenerateTests",
            dependencies: ["Sieve", "SieveGenerate", "GeneratedModels", "SieveTestSupport"]),
        .testTarget(name: "SieveFuzzTests", dependencies: ["SieveFuzz", "Sieve", "SieveTestSupport"]),
    ]
)

/// The C targets take no Swift settings.
let cTargets: Set<String> = ["CSieveScanner", "CSieveFuzzDriver", "AllocationCounter"]
for target in package.targets where !cTargets.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + availabilityMacros
}
