// A key type's own unknown-key policy, which overrides the decoder's for its objects.

import SieveSchema

/// A coding-key type that decides what `SieveDecoder` does with the members its objects hold
/// and it does not name, whatever the decoder's `unknownKeyPolicy` says.
///
/// ```swift
/// struct Payment: Codable {
///     var amount: Int
///
///     enum CodingKeys: String, CodingKey, UnknownKeyPolicyProviding {
///         case amount
///         static let unknownKeyPolicy = UnknownKeyPolicy.reject  // a payment never drifts
///     }
/// }
/// ```
public protocol UnknownKeyPolicyProviding: CodingKey {
    /// The policy for objects read with this key type.
    static var unknownKeyPolicy: UnknownKeyPolicy { get }
}
