// The real-world passes (`--realworld DIR`): six public documents nobody on this project wrote,
// each with a full model (every value), a narrow model (3–5 fields per element, the rest
// skipped but validated), and both again as `Decodable` through the drop-in decoder.

import Foundation
import Sieve

/// The real-world documents and their models.
enum RealWorldModels {
    /// The documents the passes measure, in report order.
    static let fileNames = [
        "twitter.json", "citm_catalog.json", "canada.json", "github_events.json",
        "google_maps_api_response.json", "apache_builds.json",
    ]

    /// How `file`'s dates are written: GitHub's in ISO 8601, Twitter's in its own pattern,
    /// none in the others.
    static func dates(in file: InputFile) -> RealWorldDates {
        switch file.name {
        case "github_events.json": return .iso8601
        case "twitter.json": return .formatted(twitterDates)
        default: return .none
        }
    }

    /// Twitter's `created_at`: `Sun Aug 31 00:29:15 +0000 2014`, read as a Twitter client
    /// on `JSONDecoder` reads it.
    static let twitterDates: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE MMM dd HH:mm:ss Z yyyy"
        return formatter
    }()

    /// A `JSONDecoder` with `file`'s date strategy.
    static func foundationDecoder(for file: InputFile) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = dates(in: file).foundation
        return decoder
    }

    /// Visits the full model of `file` (`nil` for a file not in `fileNames`).
    static func fullModel<Visitor: ModelVisitor>(
        for file: InputFile, _ visitor: Visitor
    ) -> BenchCase? {
        switch file.name {
        case "twitter.json": return visitor.visit(TwitterSearch.self, file: file)
        case "citm_catalog.json": return visitor.visit(CitmCatalog.self, file: file)
        case "canada.json": return visitor.visit(CanadaCollection.self, file: file)
        case "github_events.json": return visitor.visit([GitHubEvent].self, file: file)
        case "google_maps_api_response.json": return visitor.visit(DistanceMatrix.self, file: file)
        case "apache_builds.json": return visitor.visit(JenkinsServer.self, file: file)
        default: return nil
        }
    }

    /// Visits the narrow model of `file` (`nil` for a file not in `fileNames`).
    static func narrowModel<Visitor: ModelVisitor>(
        for file: InputFile, _ visitor: Visitor
    ) -> BenchCase? {
        switch file.name {
        case "twitter.json": return visitor.visit(TwitterSearchNarrow.self, file: file)
        case "citm_catalog.json": return visitor.visit(CitmCatalogNarrow.self, file: file)
        case "canada.json": return visitor.visit(CanadaCollectionNarrow.self, file: file)
        case "github_events.json": return visitor.visit([GitHubEventNarrow].self, file: file)
        case "google_maps_api_response.json":
            return visitor.visit(DistanceMatrixNarrow.self, file: file)
        case "apache_builds.json": return visitor.visit(JenkinsServerNarrow.self, file: file)
        default: return nil
        }
    }
}

extension PassPlan {
    /// The schema layer with models that capture every value.
    static func realWorldSchemaFull(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        let visitor = RealWorldSchemaVisitor()
        return PassPlan(
            name: "realworld-schema-full",
            comparison: "Sieve schema vs JSONDecoder, real documents, every value captured",
            target: PassTarget(statistic: .geometricMeanRatio, value: 9),
            cases: files.compactMap { RealWorldModels.fullModel(for: $0, visitor) })
    }

    /// The schema layer with 3–5 fields per element.
    static func realWorldSchemaNarrow(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        let visitor = RealWorldSchemaVisitor()
        return PassPlan(
            name: "realworld-schema-narrow",
            comparison: "Sieve schema vs JSONDecoder, real documents, 3–5 fields per element",
            target: PassTarget(statistic: .geometricMeanRatio, value: 5),
            cases: files.compactMap { RealWorldModels.narrowModel(for: $0, visitor) })
    }

    /// The full models as `Decodable`, through the drop-in decoder.
    static func realWorldDropIn(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        let visitor = RealWorldDropInVisitor()
        return PassPlan(
            name: "realworld-dropin",
            comparison: "SieveDecoder vs JSONDecoder, real documents, full Decodable models",
            target: PassTarget(statistic: .geometricMeanRatio, value: 4),
            cases: files.compactMap { RealWorldModels.fullModel(for: $0, visitor) })
    }

    /// The narrow models as `Decodable`, through the drop-in decoder: what a client that
    /// declares only the fields it uses pays (Foundation still parses every value).
    static func realWorldDropInNarrow(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        let visitor = RealWorldDropInVisitor()
        return PassPlan(
            name: "realworld-dropin-narrow",
            comparison: "SieveDecoder vs JSONDecoder, real documents, 3–5 fields per element",
            target: PassTarget(statistic: .geometricMeanRatio, value: 5),
            cases: files.compactMap { RealWorldModels.narrowModel(for: $0, visitor) })
    }
}

/// Measures a real-world model through the schema layer, against `JSONDecoder` with the
/// file's date strategy.
struct RealWorldSchemaVisitor: ModelVisitor {
    func visit<Model: BenchModel>(
        _ model: Model.Type, file: InputFile
    ) -> BenchCase {
        .schema(Model.self, file: file, decoder: RealWorldModels.foundationDecoder(for: file))
    }
}

/// Measures a real-world model through the drop-in decoder; both decoders get the file's
/// date strategy.
struct RealWorldDropInVisitor: ModelVisitor {
    func visit<Model: BenchModel>(
        _ model: Model.Type, file: InputFile
    ) -> BenchCase {
        .dropIn(
            Model.Twin.self, file: file, decoder: RealWorldModels.foundationDecoder(for: file),
            sieveDecoder: DropInDecoder(dateDecodingStrategy: RealWorldModels.dates(in: file).sieve))
    }
}

/// A real-world file's date strategy, named once and given to each decoder in its own type.
enum RealWorldDates {
    /// No dates: Foundation's default.
    case none
    case iso8601
    case formatted(DateFormatter)

    /// The strategy for `JSONDecoder`.
    var foundation: JSONDecoder.DateDecodingStrategy {
        switch self {
        case .none: return .deferredToDate
        case .iso8601: return .iso8601
        case .formatted(let formatter): return .formatted(formatter)
        }
    }

    /// The same strategy for `SieveDecoder`.
    var sieve: SieveDecoder.DateDecodingStrategy {
        switch self {
        case .none: return .deferredToDate
        case .iso8601: return .iso8601
        case .formatted(let formatter): return .formatted(formatter)
        }
    }
}
