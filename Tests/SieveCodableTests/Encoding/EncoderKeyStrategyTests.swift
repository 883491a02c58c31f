// The key strategies change the keys JSONEncoder changes, as it changes them: convertToSnakeCase
// on tricky names, and a custom closure called with the same coding paths.

import Foundation
import Sieve
import Testing

/// Members named in order, each with its index as value, through one keyed container.
struct ParityNamedMembers: Encodable {
    var names: [String]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ParityKey.self)
        for (index, name) in names.enumerated() { try container.encode(index, forKey: ParityKey(name)) }
    }
}

/// Keys at every depth and through every kind of container: nested keyed and unkeyed
/// containers, a keyed container in an unkeyed one, `superEncoder()` and `superEncoder(forKey:)`.
struct ParityKeyedEverywhere: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ParityKey.self)
        try container.encode(1, forKey: ParityKey("topLevelKey"))
        var nested = container.nestedContainer(keyedBy: ParityKey.self, forKey: ParityKey("nestedObject"))
        try nested.encode(2, forKey: ParityKey("innerKey"))
        var list = container.nestedUnkeyedContainer(forKey: ParityKey("nestedList"))
        var inList = list.nestedContainer(keyedBy: ParityKey.self)
        try inList.encode(3, forKey: ParityKey("keyInList"))
        try list.encode(ParityBox(value: ParityBox(value: 4)))
        var superContainer = container.superEncoder().container(keyedBy: ParityKey.self)
        try superContainer.encode(5, forKey: ParityKey("superMember"))
        var baseContainer = container.superEncoder(forKey: ParityKey("baseClass")).container(keyedBy: ParityKey.self)
        try baseContainer.encode(6, forKey: ParityKey("baseMember"))
        try container.encode(["dictKey": ParityBox(value: 7)], forKey: ParityKey("dictionaryMember"))
        try container.encodeNil(forKey: ParityKey("nilMember"))
        try container.encodeIfPresent(Int?.none, forKey: ParityKey("absentMember"))
    }
}

@Suite("SieveEncoder key strategies")
struct EncoderKeyStrategyTests {
    static let trickyNames = [
        "myURLProperty", "aB", "_leading", "trailing_", "__both__", "ÉtéÀ", "already_snake", "URL",
        "a1B2", "myHTTPSURLs", "camelCase", "", "a", "A", "ABC", "aBC", "AbC", "x_Y", "café_Au_Lait",
        "ǅemo", "greekΣigma", "1A", "oneTwoThree", "_oneTwoThree_", "ß", "İstanbul", "ﬁleName",
        "mixed_CaseKey", "with space", "dash-Key", "UPPER_CASE", "lowerUPPER", "ØreSund", "snakeCase_Mixed",
        "a__b", "_", "__", "🙂Smile", "i18nKey", "X11Server", "ǈuka", "µValue", "ŉapostrophe",
    ]

    @Test("convertToSnakeCase converts each tricky name as JSONEncoder converts it",
          arguments: trickyNames)
    func snakeCaseName(name: String) {
        expectEncoderParity(
            ParityNamedMembers(names: [name]), ParityConfiguration(keyEncodingStrategy: .convertToSnakeCase))
        expectEncoderParity(
            ParityBox(value: ParityNamedMembers(names: [name])),
            ParityConfiguration(keyEncodingStrategy: .convertToSnakeCase))
    }

    @Test("convertToSnakeCase converts all the names of a model, under each formatting",
          arguments: ParityFormatting.all)
    func snakeCaseModel(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(
            outputFormatting: formatting.options, keyEncodingStrategy: .convertToSnakeCase)
        expectEncoderParity(ParityNamedMembers(names: Self.trickyNames), configuration)
        expectEncoderParity(ParityKeyedEverywhere(), configuration)
        expectEncoderParity(ParityRichModel(), configuration)
    }

    @Test("names that convert to the same snake-case key keep the value JSONEncoder keeps")
    func snakeCaseCollisions() {
        let configuration = ParityConfiguration(keyEncodingStrategy: .convertToSnakeCase)
        expectEncoderParity(ParityNamedMembers(names: ["aB", "a_b"]), configuration)
        expectEncoderParity(ParityNamedMembers(names: ["a_b", "aB"]), configuration)
        expectEncoderParity(ParityNamedMembers(names: ["myURL", "myUrl", "my_url"]), configuration)
    }

    @Test("a custom key strategy is called with JSONEncoder's coding paths and its keys are used",
          arguments: ParityFormatting.all)
    func customKeys(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(
            outputFormatting: formatting.options,
            keyEncodingStrategy: .custom { path in
                parityRecord("key", path)
                return ParityKey("\(path.count):\(path.last!.stringValue)")
            })
        let report = expectEncoderParity(ParityKeyedEverywhere(), configuration, logOrder: .anyOrder)
        #expect(report.foundationLog.count >= 10, "the strategy ran for each key: \(report.foundationLog)")
        expectEncoderParity(ParityNamedMembers(names: Self.trickyNames), configuration, logOrder: .anyOrder)
        expectEncoderParity(ParityRichModel(), configuration, logOrder: .anyOrder)
        expectEncoderParity([ParityBox(value: 1), ParityBox(value: 2)], configuration, logOrder: .anyOrder)
    }

    @Test("a custom key strategy that maps keys to one name keeps the value JSONEncoder keeps")
    func customKeyCollisions() {
        // (Not with nested containers: JSONEncoder traps when a nested container's key already
        // holds a value that is not an object or array.)
        let configuration = ParityConfiguration(keyEncodingStrategy: .custom { _ in ParityKey("same") })
        expectEncoderParity(ParityNamedMembers(names: ["a", "b", "c"]), configuration)
        expectEncoderParity(ParityBox(value: ParityNamedMembers(names: ["a", "b"])), configuration)
    }

    @Test("a custom key strategy returning a key with an intValue writes its stringValue, as JSONEncoder does")
    func customIntegerKeys() {
        let configuration = ParityConfiguration(keyEncodingStrategy: .custom { path in
            var key = ParityKey(intValue: path.count)
            key.stringValue = "\(path.count)-\(path.last?.stringValue ?? "")"
            return key
        })
        expectEncoderParity(ParityKeyedEverywhere(), configuration)
    }

    @Test("useDefaultKeys writes every key as declared")
    func defaultKeys() {
        expectEncoderParity(ParityNamedMembers(names: Self.trickyNames))
        expectEncoderParity(ParityKeyedEverywhere())
    }
}
