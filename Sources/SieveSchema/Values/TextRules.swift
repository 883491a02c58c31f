// The byte validators behind `.email` and `.url`: hand-written, no regular expressions, no
// Foundation. They accept what people and APIs send, not every corner of the RFCs.

/// `.email`: `local@domain`, at most 254 bytes.
///
/// - The local part: 1 to 64 of the letters, digits and ``!#$%&'*+/=?^_`{|}~-``, with single
///   dots between them (not first, not last, never two). Quoted local parts are refused.
/// - The domain: two or more labels separated by dots, each 1 to 63 letters, digits or
///   hyphens, not starting or ending with a hyphen; the last label (the top-level domain)
///   has at least two letters and only letters. IP-literal domains are refused.
/// - ASCII only.
enum EmailAddressRule {
    static func accepts(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count <= 254, let at = bytes.lastIndex(of: UInt8(ascii: "@")) else { return false }
        let local = bytes[..<at]
        let domain = bytes[(at + 1)...]
        guard (1...64).contains(local.count), isDotAtom(local) else { return false }
        return isDomain(domain)
    }

    static func isDotAtom(_ part: ArraySlice<UInt8>) -> Bool {
        var previousWasDot = true  // no leading dot
        for byte in part {
            if byte == UInt8(ascii: ".") {
                if previousWasDot { return false }
                previousWasDot = true
                continue
            }
            guard isAtomText(byte) else { return false }
            previousWasDot = false
        }
        return !previousWasDot
    }

    static func isAtomText(_ byte: UInt8) -> Bool {
        if isLetter(byte) || isDigit(byte) { return true }
        return "!#$%&'*+/=?^_`{|}~-".utf8.contains(byte)
    }

    static func isDomain(_ domain: ArraySlice<UInt8>) -> Bool {
        let labels = domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy(isLabel) else { return false }
        let top = labels[labels.count - 1]
        return top.count >= 2 && top.allSatisfy(isLetter)
    }

    static func isLabel(_ label: ArraySlice<UInt8>) -> Bool {
        guard (1...63).contains(label.count), label.first != UInt8(ascii: "-"),
            label.last != UInt8(ascii: "-")
        else { return false }
        return label.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

/// `.url`: `scheme://host[:port][path][?query][#fragment]`.
///
/// - The scheme: a letter, then letters, digits, `+`, `-` or `.`.
/// - The host: a name of letters, digits, `-`, `.`, `_`, `~` and `%`-escapes (not empty), or
///   an IPv6 address in brackets; an optional `user@` before it; an optional `:port` of
///   digits after it.
/// - The rest: any printable ASCII but space, `<`, `>`, `"`, `{`, `}`, `|`, `\`, `^` and
///   `` ` ``, with `%` followed by two hex digits; non-ASCII characters are allowed there
///   (an IRI, as browsers send them).
enum URLRule {
    static func accepts(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
            EmailAddressRule.isLetter(bytes[0]),
            bytes[..<colon].allSatisfy({
                EmailAddressRule.isLetter($0) || EmailAddressRule.isDigit($0)
                    || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            })
        else { return false }
        var index = colon + 1
        guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "/"),
            bytes[index + 1] == UInt8(ascii: "/")
        else { return false }
        index += 2
        // The authority runs to the first `/`, `?` or `#`.
        let authorityEnd =
            bytes[index...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            ?? bytes.count
        var authority = bytes[index..<authorityEnd]
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
            guard authority[..<at].allSatisfy(isPathByte) else { return false }
            authority = authority[(at + 1)...]
        }
        guard isHostAndPort(authority) else { return false }
        return bytes[authorityEnd...].allSatisfy { isPathByte($0) || $0 >= 0x80 }
            && percentEscapesAreValid(bytes)
    }

    static func isHostAndPort(_ authority: ArraySlice<UInt8>) -> Bool {
        var host = authority
        if host.first == UInt8(ascii: "[") {
            guard let close = host.firstIndex(of: UInt8(ascii: "]")), close > host.startIndex + 1,
                host[(host.startIndex + 1)..<close].allSatisfy({
                    $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") || hexDigit($0)
                })
            else { return false }
            let rest = host[(close + 1)...]
            return rest.isEmpty || isPort(rest)
        }
        if let colon = host.lastIndex(of: UInt8(ascii: ":")) {
            guard isPort(host[colon...]) else { return false }
            host = host[..<colon]
        }
        return !host.isEmpty
            && host.allSatisfy {
                EmailAddressRule.isLetter($0) || EmailAddressRule.isDigit($0) || $0 == UInt8(ascii: "-")
                    || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "~")
                    || $0 == UInt8(ascii: "%")
            }
    }

    static func isPort(_ part: ArraySlice<UInt8>) -> Bool {
        part.first == UInt8(ascii: ":") && part.count >= 2 && part.dropFirst().allSatisfy(EmailAddressRule.isDigit)
    }

    static func isPathByte(_ byte: UInt8) -> Bool {
        guard byte > 0x20 && byte < 0x7F else { return false }
        return !"<>\"{}|\\^`".utf8.contains(byte)
    }

    static func hexDigit(_ byte: UInt8) -> Bool {
        EmailAddressRule.isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }

    static func percentEscapesAreValid(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, hexDigit(bytes[index + 1]), hexDigit(bytes[index + 2]) else {
                    return false
                }
                index += 3
                continue
            }
            index += 1
        }
        return true
    }
}
