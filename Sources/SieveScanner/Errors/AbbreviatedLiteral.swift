// Long literals in messages: a number of a million digits is named by its ends and its length,
// so an error about it stays one readable line (its parameters keep the whole text).

/// `literal` when it is at most 64 characters; otherwise its first 40 and last 8 characters
/// around an ellipsis, with its length: `12345678901234567890123456789012345678901…99999999
/// (1000000 characters)`.
package func abbreviatedLiteral(_ literal: String) -> String {
    let count = literal.utf8.count
    guard count > 64 else { return literal }
    return String(literal.prefix(40)) + "…" + String(literal.suffix(8)) + " (\(count) characters)"
}
