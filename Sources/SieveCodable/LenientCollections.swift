// The loops behind the lenient wrappers, written once: an array or an object is read element
// by element, and each element that fails is padded with `nil` or dropped, with a warning.
// Explicit `null` is never reported: it is the server saying "no value" on purpose.

import Foundation
import SieveSchema

/// What happens to an element that fails to decode.
enum FailurePolicy {
    /// `nil` is kept in its place (`[T?]`, `[K: V?]`).
    case pad
    /// The element or entry is removed (`[T]`, `[K: V]`).
    case drop
}

enum LenientCollections {
    /// An unkeyed container over the decoder's value; `nil` (and a warning unless the value is
    /// `null`) when it is not an array.
    static func unkeyed(_ decoder: any Decoder) -> (any UnkeyedDecodingContainer)? {
        if let single = try? decoder.singleValueContainer(), single.decodeNil() { return nil }
        do {
            return try decoder.unkeyedContainer()
        } catch {
            LenientReporting.warn(
                decoder, .valueNilOnFailure, path: decoder.codingPath, error: error)
            return nil
        }
    }

    /// A keyed container over the decoder's value; `nil` (and a warning unless the value is
    /// `null`) when it is not an object.
    static func keyed(_ decoder: any Decoder) -> KeyedDecodingContainer<AnyMemberKey>? {
        if let single = try? decoder.singleValueContainer(), single.decodeNil() { return nil }
        do {
            return try decoder.container(keyedBy: AnyMemberKey.self)
        } catch {
            LenientReporting.warn(
                decoder, .valueNilOnFailure, path: decoder.codingPath, error: error)
            return nil
        }
    }

    /// The elements of an array; a failed element is padded or dropped.
    static func elements<E: Decodable>(
        _ type: E.Type, of decoder: any Decoder, policy: FailurePolicy
    ) -> [E?] {
        guard var container = unkeyed(decoder) else { return [] }
        var result: [E?] = []
        while !container.isAtEnd {
            let index = container.currentIndex
            if (try? container.decodeNil()) == true {
                if policy == .pad { result.append(nil) }
                continue
            }
            do {
                result.append(try container.decode(E.self))
            } catch {
                LenientReporting.warn(
                    decoder, policy == .pad ? .elementPadded : .elementDropped,
                    path: LenientReporting.element(index, of: decoder.codingPath), error: error)
                if policy == .pad { result.append(nil) }
                guard container.skipFailedElement() else { break }
            }
        }
        return result
    }

    /// The entries of an object; a key that does not convert drops its entry, a failed value
    /// is padded or dropped.
    static func entries<K: LenientDictionaryKey, V: Decodable>(
        _ keyType: K.Type, _ valueType: V.Type, of decoder: any Decoder, policy: FailurePolicy
    ) -> [K: V?] {
        guard let container = keyed(decoder) else { return [:] }
        var result: [K: V?] = [:]
        for member in container.allKeys {
            let path = decoder.codingPath + [member]
            guard let key = K(lenientKeyString: member.stringValue) else {
                LenientReporting.warn(
                    decoder, .keyDropped, path: path,
                    parameters: ["key": member.stringValue, "type": "\(K.self)"])
                continue
            }
            guard result[key] == nil else {
                LenientReporting.warn(
                    decoder, .keyDropped, path: path,
                    parameters: ["key": member.stringValue, "reason": "duplicate key"])
                continue
            }
            if (try? container.decodeNil(forKey: member)) == true {
                if policy == .pad { result[key] = .some(nil) }
                continue
            }
            do {
                result[key] = .some(try container.decode(V.self, forKey: member))
            } catch {
                LenientReporting.warn(
                    decoder, policy == .pad ? .elementPadded : .entryDropped, path: path,
                    error: error)
                if policy == .pad { result[key] = .some(nil) }
            }
        }
        return result
    }
}

/// Decodes a lenient property from its keyed container: a missing key gives `empty` with a
/// warning `missing_key`; a present one is decoded by `decode` from its own decoder.
enum LenientMember {
    static func decode<Key: CodingKey, Value>(
        in container: KeyedDecodingContainer<Key>, forKey key: Key, empty: Value,
        _ decode: (any Decoder) -> Value
    ) throws -> Value {
        let decoder = try container.superDecoder(forKey: key)
        guard container.contains(key) else {
            LenientReporting.warn(decoder, .missingKey, path: decoder.codingPath)
            return empty
        }
        return decode(decoder)
    }
}
