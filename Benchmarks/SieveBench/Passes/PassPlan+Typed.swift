// The three typed passes over the corpus: the schema layer decoding whole documents, the
// schema layer reading a few keys of wide objects, and the drop-in `Decoder` decoding whole
// documents. Each compares against `JSONDecoder` on the same model.

import Foundation

extension PassPlan {
    /// Pass 1: models that consume the whole document, Sieve's schema path against
    /// `JSONDecoder` and synthesized `Decodable`.
    static func schemaFull(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        let visitor = SchemaVisitor(decoder: decoder)
        return PassPlan(
            name: "schema-full",
            comparison: "Sieve schema (Model.parse) vs JSONDecoder + synthesized Decodable,"
                + " whole documents",
            target: PassTarget(statistic: .meanRatio, value: 12),
            cases: files.compactMap { CorpusModels.fullModel(for: $0, visitor) })
    }

    /// Pass 2: the wide objects, a narrow model of 7 keys.
    static func schemaPrefixSkip(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        let visitor = SchemaVisitor(decoder: decoder)
        return PassPlan(
            name: "schema-prefix-skip",
            comparison: "Sieve schema vs JSONDecoder, 7 keys read from objects of 50–2000",
            target: PassTarget(statistic: .meanRatio, value: 8),
            cases: files.compactMap { CorpusModels.narrowModel(for: $0, visitor) })
    }

    /// Pass 3: the models of pass 1 as `Decodable`, through Sieve's drop-in `Decoder`.
    static func codableDropIn(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        let visitor = DropInVisitor(decoder: decoder, sieveDecoder: DropInDecoder())
        return PassPlan(
            name: "codable-dropin",
            comparison: "SieveDecoder vs JSONDecoder, the same synthesized Decodable models",
            target: PassTarget(statistic: .meanRatio, value: 5),
            cases: files.compactMap { CorpusModels.fullModel(for: $0, visitor) })
    }
}
