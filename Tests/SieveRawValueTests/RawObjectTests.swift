// RawObject: members in document order, duplicates kept; lookups take the first of duplicate
// keys, as Foundation's JSONDecoder and Sieve's decoders do.

import SieveRawValue
import SieveScanner
import Testing

@Suite("RawObject")
struct RawObjectTests {
    @Test("duplicate keys are all kept, in document order")
    func keepsDuplicates() throws {
        let object = try #require(
            try RawValue(parsing: #"{"a": 1, "b": 2, "a": 3, "c": 4, "a": 5}"#).objectValue)
        #expect(object.keys == ["a", "b", "a", "c", "a"])
        #expect(object.members.map(\.value) == [1, 2, 3, 4, 5])
        #expect(object.count == 5)
    }

    @Test("the subscript returns the first member with the key")
    func firstWins() throws {
        let value = try RawValue(parsing: #"{"a": 1, "b": 2, "a": 3}"#)
        #expect(value["a"] == 1)
        #expect(value.objectValue?["a"] == 1)
        #expect(value["b"] == 2)
    }

    @Test("dictionary keeps the first of duplicate keys")
    func dictionaryFirstWins() throws {
        let object = try #require(
            try RawValue(parsing: #"{"a": 1, "b": 2, "a": 3, "b": [4]}"#).objectValue)
        #expect(object.dictionary == ["a": 1, "b": 2])
    }

    @Test("a missing key is nil; a member holding null is .null")
    func missingAndNull() throws {
        let value = try RawValue(parsing: #"{"present": null}"#)
        #expect(value["absent"] == nil)
        #expect(value["present"] == .null)
        #expect(value["present"]?.isNull == true)
    }

    @Test("keys with escapes are looked up by their decoded text")
    func escapedKeys() throws {
        let value = try RawValue(parsing: #"{"caf\u00e9": 1, "a\"b": 2, "tab\t": 3}"#)
        #expect(value["café"] == 1)
        #expect(value["a\"b"] == 2)
        #expect(value["tab\t"] == 3)
    }

    @Test("the subscripts of a non-object or non-array value are nil")
    func subscriptsOnOtherKinds() throws {
        let array = try RawValue(parsing: "[10, 20]")
        #expect(array["a"] == nil)
        #expect(array[1] == 20)
        #expect(array[2] == nil)
        #expect(array[-1] == nil)
        let object = try RawValue(parsing: #"{"0": 1}"#)
        #expect(object[0] == nil)
        #expect(RawValue.string("s")["s"] == nil)
        #expect(RawValue.null[0] == nil)
    }

    @Test("an empty object has no members")
    func empty() throws {
        let object = try #require(try RawValue(parsing: "{}").objectValue)
        #expect(object.isEmpty)
        #expect(object.keys.isEmpty)
        #expect(object.dictionary.isEmpty)
        #expect(object["a"] == nil)
    }
}
