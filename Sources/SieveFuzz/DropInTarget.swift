// `drop-in`: SieveDecoder against JSONDecoder on a nested Decodable model, under a strategy
// chosen by the input's first byte: both succeed with equal values, or both fail, apart from
// the deviations docs/MIGRATING.md lists.

import Foundation
import Sieve

/// The model: nested objects, arrays, dictionaries, optionals, every scalar kind, dates and
/// data, and a type that catches the errors of its fields (`try?`), so that a caught error
/// must leave the decoder as it was.
struct DropInModel: Decodable, Equatable {
    struct Item: Decodable, Equatable {
        var name: String
        var count: Int?
        var price: Double
        var tags: [String]
        var flags: [Bool]?
    }
    struct Forgiving: Decodable, Equatable {
        var number: Int?
        var text: String?
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            number = try? container.decode(Int.self, forKey: .number)
            text = try? container.decode(String.self, forKey: .text)
        }
        enum CodingKeys: String, CodingKey { case number, text }
    }
    var id: Int64
    var title: String?
    var isActive: Bool?
    var ratio: Float?
    var small: Int8?
    var unsigned: UInt?
    var items: [Item]?
    var counts: [String: Int]?
    var grid: [[Int16]]?
    var when: Date?
    var blob: Data?
    var forgiving: Forgiving?
    var forgivingList: [Forgiving]?
}

enum DropInTarget {
    static func run(_ input: [UInt8]) {
        guard let selector = input.first else { return }
        let document = Data(input.dropFirst())
        let sieve = SieveDecoder()
        let foundation = JSONDecoder()
        configure(sieve, foundation, selector)
        let ours = Result { try sieve.decode(DropInModel.self, from: document) }
        // Never hand Foundation what crashes it (docs/MIGRATING.md): deep nesting.
        guard !DocumentedChoices.crashesFoundation(document) else { return }
        let theirs = Result { try foundation.decode(DropInModel.self, from: document) }
        switch (ours, theirs) {
        case (.success(let a), .success(let b)):
            guard "\(a)" == "\(b)" || DocumentedChoices.decodersMayDiffer(document) else {
                oracleFailed("SieveDecoder and JSONDecoder decode different values:\n\(a)\n\(b)", [selector] + [UInt8](document))
            }
        case (.failure, .failure):
            return
        case (.success(let a), .failure(let error)):
            guard DocumentedChoices.decodersMayDiffer(document) else {
                oracleFailed("SieveDecoder decodes \(a), JSONDecoder fails: \(error)", [selector] + [UInt8](document))
            }
        case (.failure(let error), .success(let b)):
            guard DocumentedChoices.decodersMayDiffer(document)
                || DocumentedChoices.foundationAcceptsInvalidUnreadValues(document)
            else {
                oracleFailed("JSONDecoder decodes \(b), SieveDecoder fails: \(error)", [selector] + [UInt8](document))
            }
        }
    }

    /// The formatter of the `.formatted` strategy: Twitter's pattern, configured the usual way.
    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE MMM dd HH:mm:ss Z yyyy"
        return formatter
    }()

    /// The same strategies on both decoders, from the bits of `selector`.
    static func configure(_ sieve: SieveDecoder, _ foundation: JSONDecoder, _ selector: UInt8) {
        let keys: [JSONDecoder.KeyDecodingStrategy] = [.useDefaultKeys, .convertFromSnakeCase]
        let dates: [JSONDecoder.DateDecodingStrategy] = [
            .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601,
        ]
        let data: [JSONDecoder.DataDecodingStrategy] = [.base64, .deferredToData]
        let floats: [JSONDecoder.NonConformingFloatDecodingStrategy] = [
            .throw, .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan"),
        ]
        let selector = Int(selector)
        sieve.keyDecodingStrategy = keys[selector & 1]
        foundation.keyDecodingStrategy = keys[selector & 1]
        if selector & 0x20 != 0 {
            // A formatter: Sieve reads its canonical text by hand, the rest through it.
            sieve.dateDecodingStrategy = .formatted(formatter)
            foundation.dateDecodingStrategy = .formatted(formatter)
        } else {
            sieve.dateDecodingStrategy = .init(dates[(selector >> 1) & 3])
            foundation.dateDecodingStrategy = dates[(selector >> 1) & 3]
        }
        sieve.dataDecodingStrategy = data[(selector >> 3) & 1]
        foundation.dataDecodingStrategy = data[(selector >> 3) & 1]
        sieve.nonConformingFloatDecodingStrategy = floats[(selector >> 4) & 1]
        foundation.nonConformingFloatDecodingStrategy = floats[(selector >> 4) & 1]
    }
}
