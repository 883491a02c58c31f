// What the lenient wrappers share: recording an absorbed failure as a warning when the decoder
// is Sieve's, a key type that reads any member, and a value that skips one element.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema

enum LenientReporting {
    /// Records `detail` at `path` when `decoder` keeps warnings (Sieve's); does nothing under
    /// any other decoder. `error`, the failure absorbed, becomes the cause of `detail`'s
    /// invalid value; `offset` is where the value the warning is about starts, when it is not
    /// the decoder's own.
    static func warn(
        _ decoder: any Decoder, _ detail: @autoclosure () -> DiagnosticDetail,
        path: @autoclosure () -> [any CodingKey], error: (any Error)? = nil, at offset: Int? = nil
    ) {
        guard let sink = sink(of: decoder) else { return }
        sink.warn(detail(), path: path(), reason: error, offset: offset)
    }

    /// `decoder` as the warning sink it is when it is Sieve's: two class casts, cheaper than
    /// a cast to the protocol, which looks the conformance up.
    static func sink(of decoder: any Decoder) -> (any WarningSink)? {
        if let impl = decoder as? DecoderImpl { return impl }
        return decoder as? ValueDecoder
    }

    /// Where the element an unkeyed container is at starts, when the container is Sieve's:
    /// the place a warning about that element points to.
    static func elementOffset(_ container: any UnkeyedDecodingContainer) -> Int? {
        (container as? UnkeyedContainer)?.elementOffset
    }

    /// Where the value of the member `key` starts, when the container is Sieve's.
    static func memberOffset<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, _ key: Key, decoder: any Decoder
    ) -> Int? {
        guard sink(of: decoder) != nil else { return nil }
        return (try? container.superDecoder(forKey: key) as? ValueDecoder)?.locationOffset
    }

    /// The path an error is about: its own coding path when it has one, otherwise `fallback`.
    static func path(of error: any Error, or fallback: [any CodingKey]) -> [any CodingKey] {
        guard let error = error as? DecodingError else { return fallback }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            return context.codingPath.count >= fallback.count ? context.codingPath : fallback
        case .keyNotFound(let key, let context):
            return context.codingPath + [key]
        @unknown default:
            return fallback
        }
    }

    /// A short reason for a warning's parameters: the error's description, with its
    /// `line:col` once the error is located.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context), .keyNotFound(_, let context):
            return context.debugDescription
        @unknown default:
            return String(describing: error)
        }
    }

    /// The path of element `index` below `path`.
    static func element(_ index: Int, of path: [any CodingKey]) -> [any CodingKey] {
        path + [IndexKey(index)]
    }
}

/// A value that reads nothing: decoding it moves an unkeyed container past one element.
struct SkippedElement: Decodable {
    init(from decoder: any Decoder) throws {}
}

extension UnkeyedDecodingContainer {
    /// Moves past the current element after it failed to decode; false if even that fails
    /// (the JSON is invalid there), so a loop over the elements must stop.
    mutating func skipFailedElement() -> Bool {
        let index = currentIndex
        _ = try? decode(SkippedElement.self)
        return currentIndex > index
    }
}
