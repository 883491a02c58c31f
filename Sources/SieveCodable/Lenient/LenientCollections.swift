// The loops behind the lenient wrappers, written once: an array or an object is read element
// by element, and each element that fails is padded with `nil` or dropped, with a warning.
// Explicit `null` is never reported where it can be kept (`nil` in place, or an empty or
// `nil` collection): it is the server saying "no value" on purpose. Where it cannot be kept
// (an element or value of `@DropOnFailure`'s non-optional type), dropping it is reported.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveRawValue
import SieveSchema

/// What happens to an element that fails to decode.
enum FailurePolicy {
    /// `nil` is kept in its place (`[T?]`, `[K: V?]`).
    case pad
    /// The element or entry is removed (`[T]`, `[K: V]`).
    case drop
}

enum LenientCollections {
    /// The warning about a collection's value that is no collection at all: the property
    /// becomes `nil` when padding, `fallback` when dropping.
    static func wholeValueFailed(_ policy: FailurePolicy, fallback: String) -> DiagnosticDetail {
        let reason = DiagnosticDetail.FallbackReason.invalid(cause: nil)
        return policy == .pad
            ? .valueNilOnFailure(reason: reason) : .fallbackApplied(fallback: fallback, reason: reason)
    }

    /// The warning about an element or entry that failed (its cause is the error the warning
    /// absorbs), as the schema path's lenient collections record it.
    static func elementFailed(_ policy: FailurePolicy, entry: Bool) -> DiagnosticDetail {
        .lenientElement(isNull: false, cause: nil, pads: policy == .pad, entry: entry)
    }

    /// An unkeyed container over the decoder's value; `nil` when it is `null` (silently) or
    /// not an array (with a warning about the whole value: `value_nil_on_failure` when
    /// padding, where the property becomes `nil`; `fallback_applied` when dropping, where it
    /// becomes `[]`).
    static func unkeyed(
        _ decoder: any Decoder, policy: FailurePolicy
    ) -> (any UnkeyedDecodingContainer)? {
        if let single = try? decoder.singleValueContainer(), single.decodeNil() { return nil }
        do {
            return try decoder.unkeyedContainer()
        } catch {
            LenientReporting.warn(
                decoder, wholeValueFailed(policy, fallback: "[]"), path: decoder.codingPath,
                error: error)
            return nil
        }
    }

    /// A keyed container over the decoder's value; `nil` when it is `null` (silently) or not
    /// an object (with a warning about the whole value, as `unkeyed(_:policy:)`'s; when
    /// dropping, the property becomes `[:]`).
    static func keyed(
        _ decoder: any Decoder, policy: FailurePolicy
    ) -> KeyedDecodingContainer<RawMemberKey>? {
        if let single = try? decoder.singleValueContainer(), single.decodeNil() { return nil }
        do {
            return try decoder.container(keyedBy: RawMemberKey.self)
        } catch {
            LenientReporting.warn(
                decoder, wholeValueFailed(policy, fallback: "[:]"), path: decoder.codingPath,
                error: error)
            return nil
        }
    }

    /// The elements of an array, a failed element padded or dropped; `nil` when the value is
    /// `null` or not an array.
    static func elements<E: Decodable>(
        _ type: E.Type, of decoder: any Decoder, policy: FailurePolicy
    ) -> [E?]? {
        guard var container = unkeyed(decoder, policy: policy) else { return nil }
        let keepsWarnings = LenientReporting.sink(of: decoder) != nil
        var result: [E?] = []
        while !container.isAtEnd {
            let index = container.currentIndex
            // Where the element starts, for a warning about it.
            let offset = keepsWarnings ? LenientReporting.elementOffset(container) : nil
            if (try? container.decodeNil()) == true {
                switch policy {
                case .pad:
                    result.append(nil)
                case .drop:
                    LenientReporting.warn(
                        decoder, .lenientElement(isNull: true, cause: nil, pads: false, entry: false),
                        path: LenientReporting.element(index, of: decoder.codingPath), at: offset)
                }
                continue
            }
            do {
                result.append(try container.decode(E.self))
            } catch {
                LenientReporting.warn(
                    decoder, elementFailed(policy, entry: false),
                    path: LenientReporting.element(index, of: decoder.codingPath), error: error,
                    at: offset)
                if policy == .pad { result.append(nil) }
                guard container.skipFailedElement() else { break }
            }
        }
        return result
    }

    /// The entries of an object, a failed value padded or dropped; `nil` when the value is
    /// `null` or not an object. A member whose name does not convert to a key is dropped
    /// (`key_dropped`); one whose name converts to a key an earlier member already holds in
    /// the result (a value that decoded, or a padded `nil`) is dropped too (`key_collision`):
    /// a dropped entry holds no key, so `{"7": "x", "07": 5}` as `[Int: Int]` is `[7: 5]`, as
    /// on the schema path. Under `SieveDecoder` "earlier" is document order; other decoders
    /// list keys in their own order.
    static func entries<K: SchemaKey, V: Decodable>(
        _ keyType: K.Type, _ valueType: V.Type, of decoder: any Decoder, policy: FailurePolicy
    ) -> [K: V?]? {
        guard let container = keyed(decoder, policy: policy) else { return nil }
        var result: [K: V?] = [:]
        // The member name that holds each key of the result.
        var taken: [K: String] = [:]
        for member in container.allKeys {
            let path = decoder.codingPath + [member]
            let name = member.stringValue
            guard let key = K(schemaKey: name) else {
                LenientReporting.warn(
                    decoder, .keyDropped(key: name, type: "\(K.self)"), path: path)
                continue
            }
            if let first = taken[key] {
                // `allKeys` lists a repeated name once, so `first` is another spelling.
                LenientReporting.warn(
                    decoder, .keyCollision(key: name, kept: first, type: "\(K.self)"), path: path)
                continue
            }
            if (try? container.decodeNil(forKey: member)) == true {
                switch policy {
                case .pad:
                    taken[key] = name
                    result[key] = .some(nil)
                case .drop:
                    LenientReporting.warn(
                        decoder, .lenientElement(isNull: true, cause: nil, pads: false, entry: true), path: path,
                        at: LenientReporting.memberOffset(container, member, decoder: decoder))
                }
                continue
            }
            do {
                result[key] = .some(try container.decode(V.self, forKey: member))
                taken[key] = name
            } catch {
                LenientReporting.warn(
                    decoder, elementFailed(policy, entry: true), path: path, error: error,
                    at: LenientReporting.memberOffset(container, member, decoder: decoder))
                if policy == .pad {
                    taken[key] = name
                    result[key] = .some(nil)
                }
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
