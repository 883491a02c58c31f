// swift-tools-version:6.0
//
// Sieve: a schema-driven JSON decoding engine. Layers, bottom-up, one module each:
//
//   SieveScanner   bytes → validated tokens, skip, numbers, strings, positions (stdlib only,
//                  plus CSieveScanner: the skip's fast loop, 64 bytes at a time, in C)
//   SieveRawValue  RawValue, the JSON value model for extras and unknown shapes
//   SieveSchema    typed decoding with aliases, fallbacks, open enums, extras, diagnostics
//   SieveSchemaFoundation  Foundation's values on the schema path: Date, URL, UUID, Decimal,
//                  Data (the scanner and schema modules stay Foundation-free)
//   SieveCodable   the drop-in `Decoder` for any `Decodable` (Foundation)
//   SieveRecords   streams and batches: JSON Lines and concatenated values from memory, files
//                  and async byte streams, batches on every core, and `DriftLog`
//   Sieve          what users import: all of the above plus `Data` conveniences
//
// Tools: `sieve` (check and diagnose files), `sieve-bench` (Sieve against Foundation over
// Corpus/), `sieve-corpus` (the seeded generator of Corpus/), `sieve-fuzz` (the fuzz targets,
// which replay inputs in a normal build and fuzz when built with libFuzzer: .ci/fuzz).
//
// No package dependencies, by design.

import PackageDescription

/// Floating-point rounding in the standard library calls into libm, which Linux links only on
/// request.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
    name: "Sieve",
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
            name: "SieveScanner", dependencies: ["CSieveScanner"], exclude: ["PowersOfFive.py"]),
        .target(name: "SieveRawValue", dependencies: ["SieveScanner"], linkerSettings: libm),
        .target(
            name: "SieveSchema", dependencies: ["SieveScanner", "SieveRawValue"],
            linkerSettings: libm),
        .target(
            name: "SieveSchemaFoundation", dependencies: ["SieveScanner", "SieveSchema"]),
        .target(
            name: "SieveCodable",
            dependencies: ["SieveScanner", "SieveRawValue", "SieveSchema", "SieveSchemaFoundation"]),
        .target(
            name: "SieveRecords",
            dependencies: ["CSieveScanner", "SieveScanner", "SieveSchema", "SieveCodable"]),
        .target(
            name: "Sieve",
            dependencies: [
                "SieveScanner", "SieveRawValue", "SieveSchema", "SieveSchemaFoundation",
                "SieveCodable", "SieveRecords",
            ]),
        .executableTarget(name: "SieveCLI", dependencies: ["Sieve"]),
        .executableTarget(name: "CorpusGenerator", path: "Benchmarks/CorpusGenerator"),
        .target(name: "FoundationOracle", dependencies: ["Sieve"]),
        .target(name: "CSieveFuzzDriver"),
        .executableTarget(
            name: "SieveFuzz",
            dependencies: ["Sieve", "SieveScanner", "CSieveScanner", "CSieveFuzzDriver", "FoundationOracle"]),
        .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
        .executableTarget(
            name: "SieveBench", dependencies: ["Sieve", "AllocationCounter"],
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
        .testTarget(
            name: "SieveRecordsTests", dependencies: ["Sieve", "SieveRecords", "SieveTestSupport"]),
        .testTarget(name: "SieveFuzzTests", dependencies: ["SieveFuzz", "Sieve", "SieveTestSupport"]),
    ]
)
