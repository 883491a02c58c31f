// Where a schema write failed: the keys from the value written down to the member that could
// not be, gathered as the error leaves each member (nothing is kept while writing succeeds).

/// Building the paths of write errors.
@usableFromInline
package enum EncodingPath {
    /// `error` with `key` put first in its path, when it is an `EncodingError`.
    @usableFromInline @inline(never)
    package static func prepending(_ key: any CodingKey, to error: any Error) -> any Error {
        prepending([key], to: error)
    }

    /// `error` with `path` put before its path, when it is an `EncodingError`.
    package static func prepending(_ path: [any CodingKey], to error: any Error) -> any Error {
        guard !path.isEmpty, case EncodingError.invalidValue(let value, let context) = error else {
            return error
        }
        return EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path + context.codingPath, debugDescription: context.debugDescription,
                underlyingError: context.underlyingError))
    }
}
