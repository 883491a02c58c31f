// The metatype a caller passes is the type decoded, as in `JSONDecoder`, which calls
// `type.init(from:)`: a subclass held as its base class's metatype decodes as the subclass,
// at the top level and through every container.

import Foundation
import Sieve
import Testing

/// A base class and a subclass that reads one more member.
class Person: Codable, @unchecked Sendable {
    var name: String

    init(name: String) { self.name = name }

    enum CodingKeys: String, CodingKey { case name }

    required init(from decoder: any Decoder) throws {
        name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
    }

    /// What the value is, as text, whatever its class.
    var summary: String { "Person \(name)" }
}

final class Employee: Person, @unchecked Sendable {
    var company: String

    enum EmployeeKeys: String, CodingKey { case company }

    required init(from decoder: any Decoder) throws {
        company = try decoder.container(keyedBy: EmployeeKeys.self)
            .decode(String.self, forKey: .company)
        try super.init(from: decoder)
    }

    override var summary: String { "Employee \(name) of \(company)" }
}

/// A model whose `init(from:)` is handed its members' metatypes at run time, through every
/// container and every form of `decode`.
struct Staff: Decodable {
    /// The type each member is read as: `Employee` held as `Person.Type`.
    nonisolated(unsafe) static var memberType: Person.Type = Employee.self

    var keyed: Person
    var keyedIfPresent: Person?
    var listed: [Person]
    var listedIfPresent: Person?
    var single: Person
    var viaSuper: Person

    enum CodingKeys: String, CodingKey { case keyed, optional, list, single, viaSuper }

    init(from decoder: any Decoder) throws {
        let type = Self.memberType
        let container = try decoder.container(keyedBy: CodingKeys.self)
        keyed = try container.decode(type, forKey: .keyed)
        keyedIfPresent = try container.decodeIfPresent(type, forKey: .optional)
        var list = try container.nestedUnkeyedContainer(forKey: .list)
        listed = [try list.decode(type)]
        listedIfPresent = try list.decodeIfPresent(type)
        single = try container.superDecoder(forKey: .single).singleValueContainer().decode(type)
        viaSuper = try type.init(from: container.superDecoder(forKey: .viaSuper))
    }

    var summaries: [String] {
        [keyed, keyedIfPresent!, listed[0], listedIfPresent!, single, viaSuper].map(\.summary)
    }
}

private let employeeJSON = Data(#"{"name": "Ada", "company": "Analytical"}"#.utf8)

@Suite("The dynamic metatype is the type decoded")
struct DynamicTypeTests {
    @Test("decode(Employee.self as Person.Type) returns an Employee, as JSONDecoder does")
    func topLevel() throws {
        let type: Person.Type = Employee.self
        let foundation = try JSONDecoder().decode(type, from: employeeJSON)
        #expect(foundation.summary == "Employee Ada of Analytical")
        #expect(try SieveDecoder().decode(type, from: employeeJSON).summary == foundation.summary)
        #expect(
            try SieveDecoder().decode(type, from: [UInt8](employeeJSON)).summary
                == foundation.summary)
        let diagnosis = SieveDecoder().diagnose(type, from: employeeJSON)
        #expect(diagnosis.value?.summary == foundation.summary)
        // The static type alone still decodes the base class.
        #expect(try SieveDecoder().decode(Person.self, from: employeeJSON).summary == "Person Ada")
    }

    @Test("every container's decode and decodeIfPresent gives what JSONDecoder's gives")
    func containers() throws {
        let json = Data(
            #"""
            {"keyed": {"name": "A", "company": "X"}, "optional": {"name": "B", "company": "Y"},
             "list": [{"name": "C", "company": "Z"}, {"name": "D", "company": "W"}],
             "single": {"name": "E", "company": "V"}, "viaSuper": {"name": "F", "company": "U"}}
            """#.utf8)
        let foundation = try JSONDecoder().decode(Staff.self, from: json)
        // The standard library's `KeyedDecodingContainer` passes `T.self`, not the metatype, to
        // the decoder's container, so a keyed member is the static type under any decoder;
        // the unkeyed and single-value containers are called directly and get the metatype.
        #expect(
            foundation.summaries == [
                "Person A", "Person B", "Employee C of Z", "Employee D of W", "Employee E of V",
                "Employee F of U",
            ])
        #expect(try SieveDecoder().decode(Staff.self, from: json).summaries == foundation.summaries)
    }

    @Test("records(_:in:) decodes each record as the metatype's class")
    func records() throws {
        let type: Person.Type = Employee.self
        let lines = #"{"name": "A", "company": "X"}"# + "\n" + #"{"name": "B", "company": "Y"}"#
        let summaries = SieveDecoder().records(type, in: lines).map { $0.value?.summary }
        #expect(summaries == ["Employee A of X", "Employee B of Y"])
    }

    @Test("the configuration forms call the metatype's init(from:configuration:)")
    func configuration() throws {
        let type: Labelled.Type = LabelledEmployee.self
        let json = Data(#"{"name": "Ada"}"#.utf8)
        let foundation = try JSONDecoder().decode(type, from: json, configuration: "cfg")
        #expect(foundation.label == "employee Ada cfg")
        #expect(
            try SieveDecoder().decode(type, from: json, configuration: "cfg").label
                == foundation.label)
        #expect(
            try SieveDecoder().decode(type, from: [UInt8](json), configuration: "cfg").label
                == foundation.label)
    }
}

/// A class decoded with a configuration, and a subclass that labels itself differently.
class Labelled: DecodableWithConfiguration, @unchecked Sendable {
    var label: String

    required init(from decoder: any Decoder, configuration: String) throws {
        let name = try decoder.container(keyedBy: Person.CodingKeys.self)
            .decode(String.self, forKey: .name)
        label = "\(Self.kind) \(name) \(configuration)"
    }

    class var kind: String { "person" }
}

final class LabelledEmployee: Labelled, @unchecked Sendable {
    override class var kind: String { "employee" }
}
