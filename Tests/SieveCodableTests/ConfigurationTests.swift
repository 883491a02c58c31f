// `decode(_:from:configuration:)`, both forms `JSONDecoder` has: a `DecodableWithConfiguration`
// type with its configuration, or with a `DecodingConfigurationProviding` type. Each outcome
// is compared with `JSONDecoder`'s.

import Foundation
import Sieve
import Testing

/// A text read from the member named by its configuration's language.
struct Localized: DecodableWithConfiguration, EncodableWithConfiguration, Equatable {
    struct Configuration: Sendable { var language: String }

    var text: String

    init(text: String) { self.text = text }

    init(from decoder: any Decoder, configuration: Configuration) throws {
        let container = try decoder.container(keyedBy: KeyLister.AnyKey.self)
        text = try container.decode(String.self, forKey: .init(stringValue: configuration.language))
    }

    func encode(to encoder: any Encoder, configuration: Configuration) throws {
        var container = encoder.container(keyedBy: KeyLister.AnyKey.self)
        try container.encode(text, forKey: .init(stringValue: configuration.language))
    }
}

/// French texts.
enum French: DecodingConfigurationProviding, EncodingConfigurationProviding {
    static var decodingConfiguration: Localized.Configuration { .init(language: "fr") }
    static var encodingConfiguration: Localized.Configuration { .init(language: "fr") }
}

/// A number scaled by its configuration, read from a single value.
struct Scaled: DecodableWithConfiguration, Equatable {
    var value: Double
    init(value: Double) { self.value = value }
    init(from decoder: any Decoder, configuration: Double) throws {
        value = try decoder.singleValueContainer().decode(Double.self) * configuration
    }
}

/// Configured values nested in a plain `Decodable`, through the containers' `configuration:`
/// forms and `@CodableConfiguration`.
@available(SwiftStdlib 5.5, *)
struct Page: Decodable, Equatable {
    var title: Localized
    var subtitle: Localized?
    var items: [Localized]
    @CodableConfiguration(from: French.self) var footer = Localized(text: "")

    enum CodingKeys: String, CodingKey { case title, subtitle, items, footer }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(Localized.self, forKey: .title, configuration: French.self)
        subtitle = try container.decodeIfPresent(
            Localized.self, forKey: .subtitle, configuration: .init(language: "fr"))
        var list = try container.nestedUnkeyedContainer(forKey: .items)
        var items: [Localized] = []
        while !list.isAtEnd {
            items.append(try list.decode(Localized.self, configuration: French.self))
        }
        self.items = items
        _footer = try container.decode(
            CodableConfiguration<Localized, French>.self, forKey: .footer)
    }
}

/// Both decoders' outcome for `decode`.
@available(SwiftStdlib 5.9, *)
func configuredOutcomes<T: Equatable>(
    _ setup: DecoderSetup = DecoderSetup(),
    _ decode: (_ decoder: any ConfiguredDecoding) throws -> T
) -> (foundation: Outcome<T>, sieve: Outcome<T>) {
    func run(_ decoder: any ConfiguredDecoding) -> Outcome<T> {
        do { return .value(try decode(decoder)) } catch { return .failure(ErrorShape(error)) }
    }
    return (run(setup.foundation()), run(setup.sieve()))
}

/// The two `configuration:` forms, so one test body runs on both decoders. (macOS 14: the
/// availability swift-foundation gives `JSONDecoder`'s forms; Apple's SDK says macOS 12.)
@available(SwiftStdlib 5.9, *)
protocol ConfiguredDecoding {
    func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from data: Data, configuration: T.DecodingConfiguration
    ) throws -> T
    func decode<T, C>(_ type: T.Type, from data: Data, configuration: C.Type) throws -> T
    where
        T: DecodableWithConfiguration, C: DecodingConfigurationProviding,
        T.DecodingConfiguration == C.DecodingConfiguration
}

@available(SwiftStdlib 5.9, *)
extension JSONDecoder: ConfiguredDecoding {}
@available(SwiftStdlib 5.9, *)
extension SieveDecoder: ConfiguredDecoding {}

@Suite("decode(_:from:configuration:)")
struct ConfigurationTests {
    @Test(
        "a configuration value reaches init(from:configuration:) as in JSONDecoder",
        arguments: [
            #"{"en": "hello", "fr": "bonjour"}"#, #"{"en": "hello"}"#, #"{"fr": 1}"#, "[]",
            "null", #"{"fr": "a"} x"#, #"{"fr": "a""#, #"  {"fr": "\u00e9"}  "#,
        ])
    @available(SwiftStdlib 5.9, *)
    func configurationValue(json: String) {
        let (foundation, sieve) = configuredOutcomes { decoder in
            try decoder.decode(
                Localized.self, from: Data(json.utf8), configuration: .init(language: "fr"))
        }
        #expect(sieve == foundation, "\(json)")
    }

    @Test("a configuration provider's configuration is used, as in JSONDecoder")
    @available(SwiftStdlib 5.9, *)
    func configurationProvider() throws {
        let json = Data(#"{"en": "hello", "fr": "bonjour"}"#.utf8)
        let (foundation, sieve) = configuredOutcomes { decoder in
            try decoder.decode(Localized.self, from: json, configuration: French.self)
        }
        #expect(foundation == .value(Localized(text: "bonjour")))
        #expect(sieve == foundation)
        let missing = configuredOutcomes { decoder in
            try decoder.decode(Localized.self, from: Data(#"{"en": "x"}"#.utf8),
                configuration: French.self)
        }
        #expect(missing.sieve == missing.foundation)
        guard case .failure(let shape) = missing.sieve else {
            Issue.record("decoded")
            return
        }
        #expect(shape.kind == "keyNotFound(fr)")
    }

    @Test("the top-level value may be a scalar", arguments: ["2", "2.5", #""2""#, "null", ""])
    @available(SwiftStdlib 5.9, *)
    func scalarAtTopLevel(json: String) {
        let (foundation, sieve) = configuredOutcomes { decoder in
            try decoder.decode(Scaled.self, from: Data(json.utf8), configuration: 10)
        }
        #expect(sieve == foundation, "\(json)")
    }

    @Test("configured values nest through the containers and @CodableConfiguration")
    @available(SwiftStdlib 5.5, *)
    func nestedConfiguration() throws {
        let json = #"""
            {"title": {"fr": "Titre"}, "subtitle": {"fr": "Sous-titre"},
             "items": [{"fr": "un"}, {"en": "two", "fr": "deux"}], "footer": {"fr": "fin"}}
            """#
        expectSameValue(Page.self, json)
        let page = try SieveDecoder().decode(Page.self, from: json)
        #expect(page.items.map(\.text) == ["un", "deux"])
        #expect(page.footer.text == "fin")
        for broken in [
            #"{"title": {"fr": "T"}, "subtitle": null, "items": [], "footer": {"fr": "f"}}"#,
            #"{"title": {"fr": "T"}, "items": [], "footer": {"fr": "f"}}"#,
            #"{"title": {"fr": "T"}, "items": [{"en": "x"}], "footer": {"fr": "f"}}"#,
            #"{"title": {"en": "T"}, "items": [], "footer": {"fr": "f"}}"#,
            #"{"title": {"fr": "T"}, "items": [], "footer": null}"#,
            #"{"title": {"fr": "T"}, "items": []}"#,
        ] {
            expectSameOutcome(Page.self, broken)
        }
    }

    @Test("the configured forms read every input the plain form reads")
    @available(SwiftStdlib 5.5, *)
    func configuredInputs() throws {
        let decoder = SieveDecoder()
        let text = #"{"fr": "bonjour"}"#
        #expect(
            try decoder.decode(Localized.self, from: text, configuration: French.self)
                == Localized(text: "bonjour"))
        #expect(
            try decoder.decode(
                Localized.self, from: Array(text.utf8), configuration: .init(language: "fr"))
                == Localized(text: "bonjour"))
        let utf16 = text.data(using: .utf16BigEndian)!
        #expect(
            try decoder.decode(Localized.self, from: utf16, configuration: French.self)
                == Localized(text: "bonjour"))
        decoder.assumesTopLevelDictionary = true
        #expect(
            try decoder.decode(Localized.self, from: Data(#""fr": "oui""#.utf8),
                configuration: French.self) == Localized(text: "oui"))
    }

    @Test("a configured decode's error is located, like any decode's")
    @available(SwiftStdlib 5.5, *)
    func configuredErrorLocated() {
        let error = #expect(throws: DecodingError.self) {
            try SieveDecoder().decode(
                Localized.self, from: Data("{\n \"fr\": 1}".utf8), configuration: French.self)
        }
        #expect(error?.debugText.hasSuffix("(at 2:8)") == true, "\(error as Any)")
    }
}
