// The two forms of every benchmark model: the schema that Sieve's schema layer reads, and its
// twin with synthesized `Decodable`, which `JSONDecoder` and the drop-in passes decode. A type
// that is both a `Schema` and `Decodable` takes its `init(from: Decoder)` from Sieve, so one
// type cannot be both; Benchmarks/synthesized-twins.py writes the twins from the schemas.

import Sieve

/// The namespace of the models' synthesized-`Decodable` twins.
enum Synthesized {}

/// A model the benchmark decodes both ways: itself through the schema layer, `Twin` through
/// `Decodable`.
protocol BenchModel: SchemaValue {
    /// The same fields with synthesized `Decodable`.
    associatedtype Twin: Decodable & Equatable
}

extension Array: BenchModel where Element: BenchModel {
    typealias Twin = [Element.Twin]
}

extension Dictionary: BenchModel where Key == String, Value: BenchModel {
    typealias Twin = [String: Value.Twin]
}

extension Optional: BenchModel where Wrapped: BenchModel {
    typealias Twin = Wrapped.Twin?
}

extension Int: BenchModel { typealias Twin = Int }
extension Int64: BenchModel { typealias Twin = Int64 }
extension String: BenchModel { typealias Twin = String }
