// The generated passes: what `sieve generate` wrote for the six real documents
// (Benchmarks/GeneratedModels), timed against what people would write by hand.
//
//   generated             the generated schemas against the hand-written full models of
//                         realworld-schema-full (both on the schema path)
//   generated-foundation  the generated schemas against JSONDecoder with the generated
//                         Codable models
//
// Before timing, each side's value is written back with JSONEncoder and compared with the
// document leaf by leaf (SampleCoverage): the generated models lose nothing.

import Foundation
import GeneratedModels
import Sieve

extension PassPlan {
    /// The generated schemas against the hand-written ones.
    static func generated(_ files: [InputFile]) -> PassPlan {
        PassPlan(
            name: "generated",
            comparison: "generated schemas vs hand-written schemas, real documents",
            target: PassTarget(statistic: .minimumRatio, value: 0.9),
            cases: files.compactMap { file in
                switch file.name {
                case "twitter.json":
                    return .generated(TwitterSchema.Search.self, against: TwitterSearch.self, file)
                case "citm_catalog.json":
                    return .generated(CitmCatalogSchema.Catalog.self, against: CitmCatalog.self, file)
                case "canada.json":
                    return .generated(
                        CanadaSchema.FeatureCollection.self, against: CanadaCollection.self, file)
                case "github_events.json":
                    return .generated(
                        [GitHubEventsSchema.Event].self, against: [GitHubEvent].self, file)
                case "google_maps_api_response.json":
                    return .generated(
                        GoogleMapsSchema.DistanceMatrix.self, against: DistanceMatrix.self, file)
                case "apache_builds.json":
                    return .generated(
                        ApacheBuildsSchema.JenkinsServer.self, against: JenkinsServer.self, file)
                default:
                    return nil
                }
            })
    }

    /// The generated schemas against `JSONDecoder` with the generated `Codable` models.
    static func generatedFoundation(_ files: [InputFile]) -> PassPlan {
        PassPlan(
            name: "generated-foundation",
            comparison: "generated schemas vs JSONDecoder with generated Codable, real documents",
            target: nil,
            cases: files.compactMap { file in
                switch file.name {
                case "twitter.json":
                    return .generated(TwitterSchema.Search.self, TwitterCodable.Search.self, file)
                case "citm_catalog.json":
                    return .generated(
                        CitmCatalogSchema.Catalog.self, CitmCatalogCodable.Catalog.self, file)
                case "canada.json":
                    return .generated(
                        CanadaSchema.FeatureCollection.self, CanadaCodable.FeatureCollection.self,
                        file)
                case "github_events.json":
                    return .generated(
                        [GitHubEventsSchema.Event].self, [GitHubEventsCodable.Event].self, file)
                case "google_maps_api_response.json":
                    return .generated(
                        GoogleMapsSchema.DistanceMatrix.self, GoogleMapsCodable.DistanceMatrix.self,
                        file)
                case "apache_builds.json":
                    return .generated(
                        ApacheBuildsSchema.JenkinsServer.self, ApacheBuildsCodable.JenkinsServer.self,
                        file)
                default:
                    return nil
                }
            })
    }
}

extension BenchCase {
    /// The generated schema (Sieve's side) against a hand-written one (the baseline).
    static func generated<Generated: SchemaValue & Encodable, HandWritten: SchemaValue>(
        _ generated: Generated.Type, against handWritten: HandWritten.Type, _ file: InputFile
    ) -> BenchCase {
        let bytes = file.bytes
        return BenchCase(
            file: file,
            foundation: { blackHole(try HandWritten.parse(json: bytes)) },
            sieve: { blackHole(try Generated.parse(json: bytes)) },
            check: {
                do {
                    _ = try HandWritten.parse(json: bytes)
                } catch {
                    throw Mismatch(path: "$", foundation: "error: \(error)", sieve: "(not compared)")
                }
                try assertCovers(file, try parseGenerated(Generated.self, bytes), side: "Sieve")
                return CheckReport(note: "baseline: the hand-written model of realworld-schema-full")
            })
    }

    /// The generated schema against `JSONDecoder` with the generated `Codable` model.
    static func generated<Generated: SchemaValue & Encodable, Model: Codable>(
        _ generated: Generated.Type, _ model: Model.Type, _ file: InputFile
    ) -> BenchCase {
        let bytes = file.bytes
        let data = file.data
        let decoder = JSONDecoder()
        return BenchCase(
            file: file,
            foundation: { blackHole(try decoder.decode(Model.self, from: data)) },
            sieve: { blackHole(try Generated.parse(json: bytes)) },
            check: {
                let expected: Model
                do {
                    expected = try decoder.decode(Model.self, from: data)
                } catch {
                    throw Mismatch(path: "$", foundation: "error: \(error)", sieve: "(not compared)")
                }
                try assertCovers(file, expected, side: "Foundation")
                try assertCovers(file, try parseGenerated(Generated.self, bytes), side: "Sieve")
                return CheckReport()
            })
    }

    private static func parseGenerated<Generated: SchemaValue>(
        _ type: Generated.Type, _ bytes: [UInt8]
    ) throws -> Generated {
        do {
            return try Generated.parse(json: bytes)
        } catch {
            throw Mismatch(path: "$", foundation: "(not compared)", sieve: "error: \(error)")
        }
    }

    /// Fails unless `value`, written back, holds every value of the file.
    private static func assertCovers(_ file: InputFile, _ value: some Encodable, side: String) throws {
        let differences = try SampleCoverage.differences(file.bytes, value)
        guard let first = differences.first else { return }
        let lost = "\(differences.count) values lost, first \(first)"
        throw side == "Sieve"
            ? Mismatch(path: "$", foundation: "(the document)", sieve: lost)
            : Mismatch(path: "$", foundation: lost, sieve: "(the document)")
    }
}
