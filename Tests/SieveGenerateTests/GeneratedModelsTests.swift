// The models `sieve generate` wrote for the six real documents, the drift families and the
// content blocks (a tagged union) of Corpus/ (Benchmarks/GeneratedModels): they are what the generator writes today, they decode
// every sample with no issue, and they lose nothing of it.

import Foundation
import GeneratedModels
import Sieve
import SieveGenerate
import Testing

/// One set of samples and the two generated models of it.
struct GeneratedCase: CustomTestStringConvertible, Sendable {
    var name: String
    var root: String
    /// Sample paths relative to the package root.
    var samples: [String]
    /// True for models generated with `--extras`.
    var extras = false
    /// Checks the models on the samples (a generic function over the generated types).
    var check: @Sendable ([Data]) throws -> Void

    var testDescription: String { name }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func sampleData() throws -> [Data] {
        try samples.map { try Data(contentsOf: Self.packageRoot.appendingPathComponent($0)) }
    }

    static let realworld = "Tests/Fixtures/realworld/"
    static let customers = [
        "Corpus/drift-customers-1m.json", "Corpus/drift-customers-4k.json",
        "Corpus/drift-customers-512b.json", "Corpus/drift-customers-64k.json",
        "Corpus/drift-customers-clean-64k.json",
    ]
    static let orders = [
        "Corpus/drift-orders-4k.json", "Corpus/drift-orders-64k.json",
        "Corpus/drift-orders-clean-64k.json",
    ]

    /// Every size of a corpus family, as generate.sh names them.
    static func family(_ prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Corpus").path)) ?? []
        return names.filter { name in
            name.hasPrefix(prefix + "-") && name.dropFirst(prefix.count + 1).first.map { $0.isNumber || $0 == "p" } == true
        }.sorted().map { "Corpus/" + $0 }
    }

    static let all: [GeneratedCase] = [
        GeneratedCase(
            name: "Twitter", root: "Search", samples: [realworld + "twitter.json"],
            check: { try checkModels(TwitterSchema.Search.self, TwitterCodable.Search.self, $0) }),
        GeneratedCase(
            name: "CitmCatalog", root: "Catalog", samples: [realworld + "citm_catalog.json"],
            check: {
                try checkModels(CitmCatalogSchema.Catalog.self, CitmCatalogCodable.Catalog.self, $0)
            }),
        GeneratedCase(
            name: "Canada", root: "FeatureCollection", samples: [realworld + "canada.json"],
            check: {
                try checkModels(
                    CanadaSchema.FeatureCollection.self, CanadaCodable.FeatureCollection.self, $0)
            }),
        GeneratedCase(
            name: "GitHubEvents", root: "Event", samples: [realworld + "github_events.json"],
            check: {
                try checkModels([GitHubEventsSchema.Event].self, [GitHubEventsCodable.Event].self, $0)
            }),
        GeneratedCase(
            name: "GoogleMaps", root: "DistanceMatrix",
            samples: [realworld + "google_maps_api_response.json"],
            check: {
                try checkModels(
                    GoogleMapsSchema.DistanceMatrix.self, GoogleMapsCodable.DistanceMatrix.self, $0)
            }),
        GeneratedCase(
            name: "ApacheBuilds", root: "JenkinsServer", samples: [realworld + "apache_builds.json"],
            check: {
                try checkModels(
                    ApacheBuildsSchema.JenkinsServer.self, ApacheBuildsCodable.JenkinsServer.self, $0)
            }),
        GeneratedCase(
            name: "DriftCustomers", root: "Customer", samples: customers,
            check: {
                try checkModels(
                    [DriftCustomersSchema.Customer].self, [DriftCustomersCodable.Customer].self, $0)
            }),
        GeneratedCase(
            name: "DriftOrders", root: "Order", samples: orders,
            check: {
                try checkModels(
                    [DriftOrdersSchema.Order].self, [DriftOrdersCodable.Order].self, $0)
            }),
        GeneratedCase(
            name: "APIPayload", root: "Payload", samples: family("api-payload"),
            check: { try checkModels(APIPayloadSchema.Payload.self, APIPayloadCodable.Payload.self, $0) }),
        GeneratedCase(
            name: "GeoCoordinates", root: "FeatureCollection", samples: family("geo-coordinates"),
            check: {
                try checkModels(
                    GeoCoordinatesSchema.FeatureCollection.self, GeoCoordinatesCodable.FeatureCollection.self, $0)
            }),
        GeneratedCase(
            name: "EscapedStrings", root: "Message", samples: family("escaped-strings"),
            check: {
                try checkModels([EscapedStringsSchema.Message].self, [EscapedStringsCodable.Message].self, $0)
            }),
        GeneratedCase(
            name: "OptionalFields", root: "Contact", samples: family("optional-fields"),
            check: {
                try checkModels([OptionalFieldsSchema.Contact].self, [OptionalFieldsCodable.Contact].self, $0)
            }),
        GeneratedCase(
            name: "DictRecords", root: "Products", samples: family("dict-records"),
            check: { try checkModels(DictRecordsSchema.Products.self, DictRecordsCodable.Products.self, $0) }),
        GeneratedCase(
            name: "DeepNesting", root: "Node", samples: family("deep-nesting"),
            check: { try checkModels([DeepNestingSchema.Node].self, [DeepNestingCodable.Node].self, $0) }),
        GeneratedCase(
            name: "ContentBlocks", root: "Page",
            samples: ["Corpus/blocks-tag-first-64k.json", "Corpus/blocks-tag-last-64k.json"],
            check: {
                try checkModels(ContentBlocksSchema.Page.self, ContentBlocksCodable.Page.self, $0)
            }),
        GeneratedCase(
            name: "EdgeCases", root: "Sample",
            samples: ["a", "b", "c"].map { "Tests/Fixtures/generate/edge-cases/\($0).json" },
            check: { try checkModels(EdgeCasesSchema.Sample.self, EdgeCasesCodable.Sample.self, $0) }),
        GeneratedCase(
            name: "CleanCustomers", root: "Customer", samples: ["Corpus/drift-customers-clean-64k.json"],
            extras: true, check: { try checkExtras($0) }),
    ]
}

/// A failure of a generated model on a sample, with what went wrong.
struct GeneratedModelFailure: Error, CustomStringConvertible {
    var description: String
}

/// Decodes every sample with the schema (no issue; no warning but the lossless conversions the
/// model declares), with the `Codable` model under `SieveDecoder` and `JSONDecoder` (equal
/// values), and writes both back to compare with the sample leaf by leaf; the schema's own
/// writer and `SieveEncoder` with the `Codable` model write the same text (the writer keeps
/// the initializer's keys and order).
func checkModels<S: SchemaValue & SchemaValueEncodable & Equatable, C: Codable & Equatable>(
    _ schema: S.Type, _ codable: C.Type, _ samples: [Data]
) throws {
    for (index, data) in samples.enumerated() {
        let where_ = "sample \(index + 1)"
        let diagnosis = S.diagnose(json: data)
        guard let value = diagnosis.value, diagnosis.issues.isEmpty else {
            throw GeneratedModelFailure(
                description: "\(where_): the schema has issues: \(diagnosis.issues.prefix(3))")
        }
        let unexpected = diagnosis.warnings.filter { $0.code != .losslessConversion }
        guard unexpected.isEmpty else {
            throw GeneratedModelFailure(
                description: "\(where_): the schema warns: \(unexpected.prefix(3))")
        }

        let foundation = try JSONDecoder().decode(C.self, from: data)
        let sieve = SieveDecoder().diagnose(C.self, from: data)
        guard let sieveValue = sieve.value else {
            throw GeneratedModelFailure(
                description: "\(where_): SieveDecoder fails: \(sieve.issues.prefix(3))")
        }
        guard sieve.warnings.allSatisfy({ $0.code == .losslessConversion }) else {
            throw GeneratedModelFailure(
                description: "\(where_): SieveDecoder warns: \(sieve.warnings.prefix(3))")
        }
        guard sieveValue == foundation else {
            throw GeneratedModelFailure(
                description: "\(where_): SieveDecoder and JSONDecoder give different values")
        }
        // Lossless conversions are exactly the values sent as another type: as many warnings
        // on both paths.
        guard sieve.warnings.count == diagnosis.warnings.count else {
            throw GeneratedModelFailure(
                description: "\(where_): \(diagnosis.warnings.count) lossless conversions on the "
                    + "schema path, \(sieve.warnings.count) under SieveDecoder")
        }

        // Sorted: a dictionary's order is its own.
        let written = try value.jsonBytes(formatting: .sortedKeys)
        let encoder = SieveEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = Array(try encoder.encode(sieveValue))
        guard written == encoded else {
            let at = zip(written, encoded).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(written.count, encoded.count)
            throw GeneratedModelFailure(
                description: "\(where_): the schema and SieveEncoder with the Codable model differ at byte \(at): "
                    + "\(String(decoding: written[max(0, at - 80)..<min(written.count, at + 80)], as: UTF8.self)) / "
                    + "\(String(decoding: encoded[max(0, at - 80)..<min(encoded.count, at + 80)], as: UTF8.self))")
        }
        guard try S.parse(json: written) == value else {
            throw GeneratedModelFailure(description: "\(where_): the schema's text reads back differently")
        }

        let sample = try RawValue(parsing: data)
        for (style, written) in [
            ("schema", try JSONEncoder().encode(value)), ("codable", try JSONEncoder().encode(foundation)),
        ] {
            let differences = SampleCoverage.differences(sample, try RawValue(parsing: written))
            guard differences.isEmpty else {
                throw GeneratedModelFailure(
                    description: "\(where_): the \(style) model loses \(differences.count) values, "
                        + "for example \(differences.prefix(3))")
            }
        }
    }
}

/// Models generated with `--extras` decode their samples with empty extras, and keep a member
/// a later payload adds, on both paths.
func checkExtras(_ samples: [Data]) throws {
    for data in samples {
        let schema = try [CleanCustomersSchema.Customer].parse(json: data)
        let codable = try SieveDecoder().decode([CleanCustomersCodable.Customer].self, from: data)
        guard schema.allSatisfy({ $0.extras.isEmpty }), codable.allSatisfy({ $0.extras.isEmpty }) else {
            throw GeneratedModelFailure(description: "extras kept from the samples themselves")
        }
    }
    let drifted = Data(
        #"[{"id": 1, "name": "A", "email": "a@b.c", "tier": "pro", "seat_count": 3, "billing_region": "eu", "created_at": "2024-01-01T00:00:00Z", "tags": []}]"#
            .utf8)
    let schema = try [CleanCustomersSchema.Customer].parse(json: drifted)
    let codable = try SieveDecoder().decode([CleanCustomersCodable.Customer].self, from: drifted)
    guard schema.first?.extras["billing_region"] == "eu", codable.first?.extras["billing_region"] == "eu"
    else {
        throw GeneratedModelFailure(description: "a new member is not in extras")
    }
    // What each wrote keeps the new member, after the modelled ones, and the two texts agree.
    let written = try schema.jsonBytes()
    guard written == Array(try SieveEncoder().encode(codable)),
        try RawValue(parsing: written)[0]?.objectValue?.keys.last == "billing_region"
    else {
        throw GeneratedModelFailure(description: "the --extras models do not write back what they kept")
    }
    // JSONDecoder cannot know extras: empty, and the decode does not fail.
    let foundation = try JSONDecoder().decode([CleanCustomersCodable.Customer].self, from: drifted)
    guard foundation.first?.extras.isEmpty == true, foundation.first?.seatCount == 3 else {
        throw GeneratedModelFailure(description: "JSONDecoder reads the --extras model differently")
    }
}

@Suite("Generated models of the real documents and the drift families")
struct GeneratedModelsTests {
    @Test(
        "Each decodes every sample: no issue, no warning but its lossless conversions, nothing lost",
        arguments: GeneratedCase.all)
    func decodesEverySample(_ generated: GeneratedCase) throws {
        try generated.check(try generated.sampleData())
    }

    @Test("Each is what sieve generate writes today", arguments: GeneratedCase.all)
    func isCurrent(_ generated: GeneratedCase) throws {
        let samples = try zip(generated.samples, generated.sampleData()).map { path, data in
            GenerationSample(source: path, value: try RawValue(parsing: data))
        }
        for style in GenerateOptions.Style.allCases {
            var options = GenerateOptions()
            options.style = style
            options.rootName = generated.root
            options.access = .public
            options.extras = generated.extras
            let namespace = generated.name + (style == .schema ? "Schema" : "Codable")
            options.namespace = namespace
            let expected = try String(
                contentsOf: GeneratedCase.packageRoot.appendingPathComponent(
                    "Benchmarks/GeneratedModels/\(namespace).swift"),
                encoding: .utf8)
            let written = try SwiftGenerator.generate(samples: samples, options: options, command: "")
            #expect(
                Self.body(of: written) == Self.body(of: expected),
                "\(namespace).swift is stale: run Benchmarks/GeneratedModels/generate.sh")
            // The samples in another order give the same text.
            let reordered = try SwiftGenerator.generate(
                samples: samples.reversed(), options: options, command: "")
            #expect(Self.body(of: reordered) == Self.body(of: written))
        }
    }

    /// The text after the first comment (which names the command and the samples).
    static func body(of source: String) -> Substring {
        guard let end = source.range(of: "\n\n") else { return Substring(source) }
        return source[end.upperBound...]
    }
}
