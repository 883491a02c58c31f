// The encoding passes: the write side, over values decoded once before timing.
//
//   codable-encode  SieveEncoder against JSONEncoder, the same Codable models (the corpus
//                   families' and the real documents', as sieve generate writes them)
//   schema-encode   the real documents' schemas writing themselves (SchemaEncodable) against
//                   JSONEncoder with the Codable models of the same documents
//
// Before timing, each case checks the two texts: with `.sortedKeys`, byte for byte the same;
// and the text each side times reads back (with JSONDecoder) as the value that was written.

import Foundation
import GeneratedModels
import Sieve

extension PassPlan {
    /// SieveEncoder against JSONEncoder.
    static func codableEncode(_ files: [InputFile]) -> PassPlan {
        PassPlan(
            name: "codable-encode",
            comparison: "SieveEncoder vs JSONEncoder, the same Codable models, values decoded once",
            target: PassTarget(statistic: .meanRatio, value: 4),
            cases: files.compactMap { file in
                let name = file.name
                if name.hasPrefix("api-payload-") { return .encoding(APIPayloadCodable.Payload.self, file) }
                if name.hasPrefix("geo-coordinates-") {
                    return .encoding(GeoCoordinatesCodable.FeatureCollection.self, file)
                }
                if name.hasPrefix("integer-array-") { return .encoding([Int64].self, file) }
                if name.hasPrefix("escaped-strings-") {
                    return .encoding([EscapedStringsCodable.Message].self, file)
                }
                if name.hasPrefix("deep-nesting-") { return .encoding([DeepNestingCodable.Node].self, file) }
                if name.hasPrefix("dict-records-") { return .encoding(DictRecordsCodable.Products.self, file) }
                if name.hasPrefix("dict-ints-") { return .encoding([String: Int].self, file) }
                if name.hasPrefix("optional-fields-") {
                    return .encoding([OptionalFieldsCodable.Contact].self, file)
                }
                if name.hasPrefix("drift-customers-clean-") {
                    return .encoding([DriftCustomersCodable.Customer].self, file)
                }
                if name.hasPrefix("drift-orders-clean-") {
                    return .encoding([DriftOrdersCodable.Order].self, file)
                }
                if name.hasPrefix("blocks-tag-") { return .encoding(ContentBlocksCodable.Page.self, file) }
                switch name {
                case "twitter.json": return .encoding(TwitterCodable.Search.self, file)
                case "citm_catalog.json": return .encoding(CitmCatalogCodable.Catalog.self, file)
                case "canada.json": return .encoding(CanadaCodable.FeatureCollection.self, file)
                case "github_events.json": return .encoding([GitHubEventsCodable.Event].self, file)
                case "google_maps_api_response.json":
                    return .encoding(GoogleMapsCodable.DistanceMatrix.self, file)
                case "apache_builds.json": return .encoding(ApacheBuildsCodable.JenkinsServer.self, file)
                default: return nil
                }
            })
    }

    /// The real documents' schemas writing themselves, against JSONEncoder.
    static func schemaEncode(_ files: [InputFile]) -> PassPlan {
        PassPlan(
            name: "schema-encode",
            comparison: "schemas writing themselves vs JSONEncoder with the Codable models, real documents",
            target: PassTarget(statistic: .geometricMeanRatio, value: 8),
            cases: files.compactMap { file in
                switch file.name {
                case "twitter.json":
                    return .schemaEncoding(TwitterSchema.Search.self, TwitterCodable.Search.self, file)
                case "citm_catalog.json":
                    return .schemaEncoding(CitmCatalogSchema.Catalog.self, CitmCatalogCodable.Catalog.self, file)
                case "canada.json":
                    return .schemaEncoding(
                        CanadaSchema.FeatureCollection.self, CanadaCodable.FeatureCollection.self, file)
                case "github_events.json":
                    return .schemaEncoding([GitHubEventsSchema.Event].self, [GitHubEventsCodable.Event].self, file)
                case "google_maps_api_response.json":
                    return .schemaEncoding(
                        GoogleMapsSchema.DistanceMatrix.self, GoogleMapsCodable.DistanceMatrix.self, file)
                case "apache_builds.json":
                    return .schemaEncoding(
                        ApacheBuildsSchema.JenkinsServer.self, ApacheBuildsCodable.JenkinsServer.self, file)
                default:
                    return nil
                }
            })
    }
}

extension BenchCase {
    /// `Model` decoded once from `file`, then encoded by each side.
    static func encoding<Model: Codable & Equatable>(_ model: Model.Type, _ file: InputFile) -> BenchCase {
        let decoded = try? JSONDecoder().decode(Model.self, from: file.data)
        let foundation = JSONEncoder()
        let sieve = SieveEncoder()
        return BenchCase(
            file: file,
            foundation: { if let decoded { blackHole(try foundation.encode(decoded)) } },
            sieve: { if let decoded { blackHole(try sieve.encode(decoded)) } },
            check: {
                guard let value = decoded else {
                    throw Mismatch(path: "$", foundation: "the model does not decode the file", sieve: "(not compared)")
                }
                try checkSorted(
                    foundation: { try $0.encode(value) }, sieve: { try $0.encode(value) })
                try checkReadsBack(value, foundation: try foundation.encode(value), sieve: try sieve.encode(value))
                return CheckReport(note: "sorted texts equal; both read back as the value")
            })
    }

    /// The schema of `file` writing itself, against `JSONEncoder` with its `Codable` model.
    static func schemaEncoding<Schema: SchemaValue & SchemaValueEncodable, Model: Codable & Equatable>(
        _ schema: Schema.Type, _ model: Model.Type, _ file: InputFile
    ) -> BenchCase {
        let value = try? Schema.parse(json: file.bytes)
        let codable = try? JSONDecoder().decode(Model.self, from: file.data)
        let foundation = JSONEncoder()
        return BenchCase(
            file: file,
            foundation: { if let codable { blackHole(try foundation.encode(codable)) } },
            sieve: { if let value { blackHole(try value.jsonBytes()) } },
            check: {
                guard let value, let codable else {
                    throw Mismatch(path: "$", foundation: "the models do not decode the file", sieve: "(not compared)")
                }
                let sorted = JSONEncoder()
                sorted.outputFormatting = .sortedKeys
                let expected = Array(try sorted.encode(codable))
                let written = try value.jsonBytes(formatting: .sortedKeys)
                if written != expected { throw textMismatch(foundation: expected, sieve: written) }
                try checkReadsBack(
                    codable, foundation: try foundation.encode(codable), sieve: Data(try value.jsonBytes()))
                return CheckReport(note: "sorted texts equal; both read back as the value")
            })
    }

    /// The two encoders' texts with `.sortedKeys`, byte for byte the same.
    private static func checkSorted(
        foundation encodeFoundation: (JSONEncoder) throws -> Data, sieve encodeSieve: (SieveEncoder) throws -> Data
    ) throws {
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        let sieve = SieveEncoder()
        sieve.outputFormatting = .sortedKeys
        let expected = Array(try encodeFoundation(foundation))
        let written = Array(try encodeSieve(sieve))
        if written != expected { throw textMismatch(foundation: expected, sieve: written) }
    }

    /// Both texts read back, with `JSONDecoder`, as `value`.
    private static func checkReadsBack<Model: Decodable & Equatable>(
        _ value: Model, foundation: Data, sieve: Data
    ) throws {
        let decoder = JSONDecoder()
        guard try decoder.decode(Model.self, from: foundation) == value else {
            throw Mismatch(path: "$", foundation: "a text that reads back differently", sieve: "(not compared)")
        }
        guard try decoder.decode(Model.self, from: sieve) == value else {
            throw Mismatch(path: "$", foundation: "the value", sieve: "a text that reads back differently")
        }
    }

    /// Where two texts first differ.
    private static func textMismatch(foundation: [UInt8], sieve: [UInt8]) -> Mismatch {
        let at = zip(foundation, sieve).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(foundation.count, sieve.count)
        func excerpt(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, at - 40)..<min(bytes.count, at + 40)], as: UTF8.self)
        }
        return Mismatch(path: "byte \(at)", foundation: excerpt(foundation), sieve: excerpt(sieve))
    }
}
