// The inference rules of `sieve generate`, each on small samples: what the generated text
// declares for them.

import Sieve
import SieveGenerate
import Testing

/// The source generated from `samples` (JSON texts).
func generated(
    _ samples: [String], style: GenerateOptions.Style = .schema,
    _ configure: (inout GenerateOptions) -> Void = { _ in }
) throws -> String {
    var options = GenerateOptions()
    options.style = style
    configure(&options)
    let parsed = try samples.enumerated().map { index, text in
        GenerationSample(source: "sample\(index).json", value: try RawValue(parsing: text))
    }
    return try SwiftGenerator.generate(samples: parsed, options: options, command: "test")
}

/// The lines of `source`, trimmed.
func lines(_ source: String) -> [String] {
    source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
}

@Suite("sieve generate: inference")
struct InferenceTests {
    @Test("Present and non-null in every sample is required; absent or null in some is optional")
    func optionality() throws {
        let text = lines(try generated([#"{"a": 1, "b": 2, "c": 3}"#, #"{"a": 1, "c": null}"#]))
        #expect(text.contains("var a: Int"))
        #expect(text.contains("var b: Int?"))
        #expect(text.contains("var c: Int?"))
        #expect(text.contains(#"b = try json.decode("b")"#))
    }

    @Test("A schema writes itself: encode(to json:) beside init(from json:), same keys, same order")
    func writerMirrorsInitializer() throws {
        let text = lines(
            try generated([#"{"zeta": 1, "alpha": "a", "json": true, "note": null, "rest": {"x": 1}}"#]) {
                $0.extras = true
            })
        #expect(text.contains("struct Root: Schema, SchemaEncodable, Equatable, Sendable {"))
        #expect(!text.contains("enum CodingKeys: String, CodingKey {"))
        let reads = text.filter { $0.contains("= try json.decode(") }
            .map { $0.components(separatedBy: "json.decode(")[1].components(separatedBy: ")")[0] }
        let writes = text.filter { $0.hasPrefix("try json.encode(\"") }
            .map { $0.components(separatedBy: "json.encode(")[1].components(separatedBy: ",")[0] }
        #expect(!reads.isEmpty)
        #expect(reads == writes)
        #expect(text.contains(#"try json.encode("json", self.json)"#))
        #expect(text.contains("extras = try json.extras()"))
        #expect(text.contains("try json.encode(extras: extras)"))
    }

    @Test("Integers are Int, Int64 beyond 2^31, Double with a fraction")
    func numbers() throws {
        let text = lines(
            try generated([#"{"small": 5, "large": 3000000000, "fraction": 1, "mixed": -7}"#,
                           #"{"small": -5, "large": 1, "fraction": 2.5, "mixed": 7}"#]))
        #expect(text.contains("var small: Int"))
        #expect(text.contains("var large: Int64"))
        #expect(text.contains("var fraction: Double"))
        #expect(text.contains("var mixed: Int"))
    }

    @Test("Numbers a Double would round are Double with a comment, Decimal with --exact-numbers")
    func exactNumbers() throws {
        let samples = [#"{"huge": 123456789012345678901234, "precise": 0.12345678901234567890123}"#]
        let rounded = lines(try generated(samples))
        #expect(rounded.contains("var huge: Double"))
        #expect(rounded.contains("var precise: Double"))
        #expect(rounded.contains { $0.hasPrefix("///") && $0.contains("may round") && $0.contains("--exact-numbers") })
        let exact = lines(try generated(samples) { $0.exactNumbers = true })
        #expect(exact.contains("var huge: Decimal"))
        #expect(exact.contains("var precise: Decimal"))
        #expect(exact.contains("import Foundation"))
    }

    @Test("Numbers in strings beside numbers are read losslessly on both paths")
    func lossless() throws {
        let samples = [#"{"count": 5, "on": true}"#, #"{"count": "12", "on": "false"}"#]
        let schema = lines(try generated(samples))
        #expect(schema.contains("var count: Int"))
        #expect(schema.contains(#"count = try json.decode("count", lossless: true)"#))
        #expect(schema.contains(#"on = try json.decode("on", lossless: true)"#))
        let codable = lines(try generated(samples, style: .codable))
        #expect(codable.contains("@Lossless var count: Int"))
        #expect(codable.contains("@Lossless var on: Bool"))
    }

    @Test("Types nothing narrower holds are RawValue, with a comment saying why")
    func rawValue() throws {
        let text = lines(try generated([#"{"seats": 5, "tags": ["a"]}"#, #"{"seats": "twelve", "tags": "a,b"}"#]))
        #expect(text.contains("var seats: RawValue"))
        #expect(text.contains("var tags: RawValue"))
        #expect(text.contains("/// Numbers and strings in the samples: no narrower type holds them all exactly."))
        #expect(text.contains("/// Arrays and strings in the samples: no narrower type holds them all exactly."))
    }

    @Test("Dates, absolute URLs and UUIDs are Date, URL and UUID; a Codable Date needs no strategy")
    func foundationValues() throws {
        let samples = [
            #"{"at": "2026-11-29T08:15:00Z", "home": "https://example.com/a", "id": "6F9619FF-8B86-D011-B42D-00CF4FC964FF", "path": "/a/b"}"#,
            #"{"at": "2026-11-30T08:15:00.250+01:00", "home": "http://example.org", "id": "6f9619ff-8b86-d011-b42d-00cf4fc964fe", "path": "/c"}"#,
        ]
        let schema = lines(try generated(samples))
        #expect(schema.contains("@ISO8601 var at: Date"))
        #expect(schema.contains("var home: URL"))
        #expect(schema.contains("var id: UUID"))
        #expect(schema.contains("var path: String"))
        let codable = lines(try generated(samples, style: .codable))
        #expect(codable.contains("@ISO8601 var at: Date"))
    }

    @Test("Few distinct strings, each seen twice, are an Open enum; otherwise String")
    func enums() throws {
        let samples = [#"{"tier": "pro", "name": "a"}"#, #"{"tier": "free", "name": "b"}"#,
                       #"{"tier": "pro", "name": "a"}"#, #"{"tier": "free", "name": "c"}"#]
        let text = lines(try generated(samples))
        #expect(text.contains("var tier: Open<Tier>"))
        #expect(text.contains("enum Tier: String, CaseIterable, Sendable {"))
        #expect(text.contains("case free"))
        #expect(text.contains("var name: String"))  // "b" and "c" are seen once
        let off = lines(try generated(samples) { $0.enumThreshold = 1 })
        #expect(off.contains("var tier: String"))
    }

    @Test("Objects of one shape in different places are one type")
    func sameShapeOneType() throws {
        let text = lines(
            try generated([#"{"billing": {"street": "a", "city": "b", "zip": "c"}, "shipping": {"street": "d", "city": "e", "zip": "f"}}"#]))
        #expect(text.contains("var billing: Billing"))
        #expect(text.contains("var shipping: Billing"))
        #expect(text.filter { $0.hasPrefix("struct ") }.count == 2)
    }

    @Test("One key with different shapes in different parents gets distinct names")
    func distinctNames() throws {
        let text = lines(try generated([#"{"a": {"meta": {"x": 1}}, "b": {"meta": {"y": "s"}}}"#]))
        #expect(text.contains("var meta: Meta"))
        #expect(text.contains("var meta: BMeta"))
    }

    @Test("Array elements that differ by a tag are a tagged union with an unknown case")
    func taggedUnion() throws {
        let samples = [
            #"{"blocks": [{"type": "text", "text": "hi"}, {"type": "image", "url": "https://e.com/i.png", "width": 3}]}"#
        ]
        let schema = lines(try generated(samples))
        #expect(schema.contains("enum Block: Schema, SchemaEncodable, Equatable, Sendable {"))
        #expect(schema.contains("case text(TextBlock)"))
        #expect(schema.contains("case image(ImageBlock)"))
        #expect(schema.contains("case unknown(tag: String, object: RawValue)"))
        #expect(schema.contains(#"switch try json.decode("type") as Open<Kind> {"#))
        #expect(schema.contains("var blocks: [Block]"))
        // The case reads the rest of the object, not the tag.
        #expect(!schema.contains(#"type = try json.decode("type")"#))
        let codable = lines(try generated(samples, style: .codable))
        #expect(codable.contains("switch try container.decode(Open<Kind>.self, forKey: .tag) {"))
    }

    @Test("Array elements of mixed shapes without a tag are the union of their keys")
    func mixedShapes() throws {
        let text = lines(try generated([#"{"items": [{"a": 1}, {"b": "x"}]}"#]))
        #expect(text.contains("var a: Int?"))
        #expect(text.contains("var b: String?"))
        #expect(!text.contains { $0.hasPrefix("enum ") })
    }

    @Test("A type that holds itself is boxed in Indirect")
    func recursion() throws {
        let text = lines(
            try generated([#"{"name": "a", "parent": {"name": "b", "parent": {"name": "c"}}}"#]))
        #expect(text.contains("var parent: Indirect<Root>?"))
        #expect(text.filter { $0.hasPrefix("struct ") }.count == 1)
    }

    @Test("Names are Swift's, acronyms kept, keywords escaped, collisions suffixed")
    func names() throws {
        let text = lines(
            try generated([
                #"{"avatar_url": "a", "id": 1, "html_url": "b", "default": 2, "user_id": 3, "userId": 4, "self": 5, "line_items": [{"sku": "s"}]}"#
            ]))
        #expect(text.contains("var avatarURL: String"))
        #expect(text.contains("var id: Int"))
        #expect(text.contains("var htmlURL: String"))
        #expect(text.contains("var `default`: Int"))
        #expect(text.contains("var userID: Int"))
        #expect(text.contains("var userID2: Int"))
        #expect(text.contains("var selfValue: Int"))
        #expect(text.contains("var lineItems: [LineItem]"))
        #expect(text.contains(#"try json.encode("userId", userID2)"#))
        let named = lines(try generated([#"{"a": 1}"#]) { $0.rootName = "Charge" })
        #expect(named.contains("struct Charge: Schema, SchemaEncodable, Equatable, Sendable {"))
    }

    @Test("Singular element names", arguments: [
        ("line_items", "line_item"), ("statuses", "status"), ("categories", "category"),
        ("boxes", "box"), ("data", "data"), ("address", "address"),
    ])
    func singular(_ pair: (String, String)) {
        #expect(Naming.singular(pair.0) == pair.1)
    }

    @Test("Top-level arrays decode as [Root]; objects with open keys are dictionaries")
    func topLevel() throws {
        let array = try generated([#"[{"a": 1}, {"a": 2}]"#])
        #expect(array.contains("try [Root].parse(json: data)"))
        #expect(lines(array).contains("var a: Int"))
        let dictionary = lines(try generated([#"{"1234": {"a": 1}, "1235": {"a": 2}}"#]))
        #expect(dictionary.contains("typealias Root = [String: RootValue]"))
        #expect(dictionary.contains("var a: Int"))
        let nested = lines(try generated([#"{"names": {"205705993": "x", "205705994": "y"}}"#]))
        #expect(nested.contains("var names: [String: String]"))
    }

    @Test("A bare scalar sample is an alias")
    func scalar() throws {
        #expect(lines(try generated(["42"])).contains("typealias Root = Int"))
    }

    @Test("The same samples in any order give the same text after the first comment")
    func deterministic() throws {
        let samples = [
            #"{"b": 1, "a": "x", "t": "p", "o": {"k": 1}}"#, #"{"a": "y", "b": 2, "t": "q", "o": {"k": 2, "j": true}}"#,
            #"{"a": "z", "t": "p", "c": [1, 2.5]}"#, #"{"t": "q", "b": 3, "a": "x"}"#,
        ]
        let first = try generated(samples)
        for order in [Array(samples.reversed()), [samples[2], samples[0], samples[3], samples[1]]] {
            #expect(GeneratedModelsTests.body(of: try generated(order)) == GeneratedModelsTests.body(of: first))
        }
    }

    @Test("Members are asked for in the order the samples send them")
    func memberOrder() throws {
        let text = lines(try generated([#"{"z": 1, "y": 2, "x": 3}"#, #"{"z": 1, "x": 3}"#]))
        let reads = text.filter { $0.contains("= try json.decode(") }
        #expect(reads == [#"z = try json.decode("z")"#, #"y = try json.decode("y")"#, #"x = try json.decode("x")"#])
    }

    @Test("Any tag-like key names a union's cases: kind, object, event")
    func otherTags() throws {
        for tag in ["kind", "object", "event"] {
            let text = lines(
                try generated([#"{"items": [{"\#(tag)": "a", "p": 1}, {"\#(tag)": "b", "q": "s"}]}"#]))
            #expect(text.contains("enum Item: Schema, SchemaEncodable, Equatable, Sendable {"), "\(tag)")
            #expect(text.contains(#"switch try json.decode("\#(tag)") as Open<Kind> {"#))
        }
    }

    @Test("Records (JSON Lines) and several samples are elements: they may be a union")
    func recordsAsUnion() throws {
        let samples = [#"{"type": "push", "commits": 3}"#, #"{"type": "fork", "forkee": "r"}"#]
        var options = GenerateOptions()
        options.rootName = "Event"
        let parsed = try samples.map { GenerationSample(source: "e.ndjson", value: try RawValue(parsing: $0)) }
        let text = lines(try SwiftGenerator.generate(samples: parsed, options: options, recordsAreSamples: true, command: ""))
        #expect(text.contains("enum Event: Schema, SchemaEncodable, Equatable, Sendable {"))
        #expect(text.contains("case push(PushEvent)"))
    }

    @Test("More distinct values than the threshold, or a value seen once, stay String")
    func enumLimits() throws {
        let eleven = (0..<22).map { #"{"code": "c\#($0 % 11)"}"# }
        #expect(lines(try generated(eleven)).contains("var code: String"))
        let ten = (0..<20).map { #"{"code": "c\#($0 % 10)"}"# }
        #expect(lines(try generated(ten)).contains("var code: Open<Code>"))
    }

    @Test("A string that is not a date among dates makes the member String")
    func notAllDates() throws {
        let text = lines(try generated([#"{"at": "2026-11-29T08:15:00Z"}"#, #"{"at": "yesterday"}"#]))
        #expect(text.contains("var at: String"))
    }

    @Test("Numbers in strings that would need Decimal are RawValue: nothing reads both exactly")
    func exactLossless() throws {
        let samples = [#"{"n": 123456789012345678901234}"#, #"{"n": "5"}"#]
        let text = lines(try generated(samples) { $0.exactNumbers = true })
        #expect(text.contains("var n: RawValue"))
        #expect(lines(try generated(samples)).contains(#"n = try json.decode("n", lossless: true)"#))
    }

    @Test("Many id keys whose values share one shape are a dictionary")
    func idKeys() throws {
        let users = (1...8).map { #""usr_\#($0)": {"login": "u\#($0)"}"# }.joined(separator: ", ")
        let text = lines(try generated(["{\"users\": {\(users)}}"]))
        #expect(text.contains("var users: [String: User]"))
        let few = lines(try generated([#"{"users": {"usr_1": {"login": "a"}, "usr_2": {"login": "b"}}}"#]))
        #expect(few.contains("var users: Users"))
    }

    @Test("A root read losslessly, or a Codable root of dates, is read as what holds it")
    func rootAliases() throws {
        #expect(lines(try generated(["5", #""6""#])).contains("typealias Root = RawValue"))
        let dates = [#"["2026-11-29T08:15:00Z"]"#, #"["2026-11-30T08:15:00Z"]"#]
        var options = GenerateOptions()
        options.style = .codable
        let parsed = try dates.map { GenerationSample(source: "d.ndjson", value: try RawValue(parsing: $0)) }
        let text = lines(try SwiftGenerator.generate(samples: parsed, options: options, recordsAreSamples: true, command: ""))
        #expect(text.contains("typealias Root = [String]"))
    }

    @Test("Array elements in any order give the same text")
    func elementOrder() throws {
        let elements = [#"{"a": 1, "t": "x"}"#, #"{"b": "s", "a": 2}"#, #"{"t": "y", "c": true}"#, #"{"a": 3, "b": "u"}"#]
        let first = try generated(["[" + elements.joined(separator: ",") + "]"])
        let shuffled = try generated(["[" + [elements[2], elements[0], elements[3], elements[1]].joined(separator: ",") + "]"])
        #expect(GeneratedModelsTests.body(of: shuffled) == GeneratedModelsTests.body(of: first))
    }

    @Test("No samples is an error")
    func noSamples() {
        #expect(throws: GenerateError.self) {
            try SwiftGenerator.generate(samples: [], options: GenerateOptions(), command: "")
        }
    }
}
