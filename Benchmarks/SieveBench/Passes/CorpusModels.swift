// Which model decodes which corpus file, by file name. The passes that decode a whole file
// (schema-full, codable-dropin) and the one that reads wide objects narrowly share this table
// through a visitor, so each pass chooses how to measure a model and not which model to use.

import Foundation
import Sieve

/// Builds a case for a model; the passes supply one per way of measuring.
protocol ModelVisitor {
    /// A case measuring `model` on `file`.
    func visit<Model: BenchModel>(
        _ model: Model.Type, file: InputFile
    ) -> BenchCase
}

/// The corpus shapes of Corpus/README.md and their models.
enum CorpusModels {
    /// The model that consumes the whole of `file`, or `nil` when the file is not one of the
    /// fully decoded shapes (wide objects, drifted and negative files).
    static func fullModel<Visitor: ModelVisitor>(
        for file: InputFile, _ visitor: Visitor
    ) -> BenchCase? {
        let name = file.name
        if name.hasPrefix("api-payload-") { return visitor.visit(APIPayload.self, file: file) }
        if name.hasPrefix("geo-coordinates-") {
            return visitor.visit(FeatureCollection.self, file: file)
        }
        if name.hasPrefix("integer-array-") { return visitor.visit([Int64].self, file: file) }
        if name.hasPrefix("escaped-strings-") { return visitor.visit([Message].self, file: file) }
        if name.hasPrefix("deep-nesting-") { return visitor.visit([Node].self, file: file) }
        if name.hasPrefix("dict-records-") {
            return visitor.visit([String: Product].self, file: file)
        }
        if name.hasPrefix("dict-ints-") { return visitor.visit([String: Int].self, file: file) }
        if name.hasPrefix("optional-fields-") { return visitor.visit([Contact].self, file: file) }
        if name.hasPrefix("drift-customers-clean-") {
            return visitor.visit([Customer].self, file: file)
        }
        if name.hasPrefix("drift-orders-clean-") { return visitor.visit([Order].self, file: file) }
        return nil
    }

    /// The narrow model for the wide-object files, or `nil` for any other file.
    static func narrowModel<Visitor: ModelVisitor>(
        for file: InputFile, _ visitor: Visitor
    ) -> BenchCase? {
        guard file.name.hasPrefix("wide-objects-") else { return nil }
        return visitor.visit([NarrowWide].self, file: file)
    }
}

/// Measures a model through Sieve's schema layer.
struct SchemaVisitor: ModelVisitor {
    let decoder: JSONDecoder

    func visit<Model: BenchModel>(
        _ model: Model.Type, file: InputFile
    ) -> BenchCase {
        .schema(Model.self, file: file, decoder: decoder)
    }
}

/// Measures a model through Sieve's drop-in `Decoder`.
struct DropInVisitor: ModelVisitor {
    let decoder: JSONDecoder
    let sieveDecoder: DropInDecoder

    func visit<Model: BenchModel>(
        _ model: Model.Type, file: InputFile
    ) -> BenchCase {
        .dropIn(Model.Twin.self, file: file, decoder: decoder, sieveDecoder: sieveDecoder)
    }
}
