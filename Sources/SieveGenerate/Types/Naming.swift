// Swift names from wire keys: `avatar_url` → `avatarURL` (a property), `line_items` →
// `LineItem` (an element's type), keywords escaped, acronyms kept.

/// Names for properties, types and enum cases, from the keys and values of the samples.
package enum Naming {
    /// Words written in capitals when they are not the first word of a name.
    static let acronyms: Set<String> = [
        "url", "urls", "uri", "id", "ids", "uuid", "api", "json", "html", "http", "https", "ip",
        "sha", "ssh", "sql", "xml", "utc", "gps", "cpu", "ttl", "dns", "pdf", "ui", "os",
    ]

    /// Swift's keywords, which a property or case name escapes with backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
        "false", "is", "nil", "super", "self", "true", "try", "throws", "package", "any", "some",
        "consume", "borrowing", "consuming", "copy", "discard", "each", "await", "async",
    ]

    /// Type names a generated type must not take: the standard library's, Foundation's and
    /// Sieve's that the output uses or that would shadow them.
    static let reservedTypeNames: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "CaseIterable", "Character", "Comparable",
        "CustomStringConvertible", "Collection", "Equatable", "Identifiable", "Sequence", "Codable", "CodingKey", "CodingKeys", "Data", "Date",
        "Decimal", "Decodable", "Decoder", "Dictionary", "Double", "Element", "Encodable",
        "Encoder", "Error", "Extras", "Float", "Hashable", "ISO8601", "Indirect", "Int", "Int64",
        "Key", "Kind", "Lossless", "Never", "Object", "ObjectReader", "Open", "Optional",
        "Protocol", "RawValue", "Result", "Schema", "SchemaValue", "Self", "Sendable", "Set",
        "String", "Substring", "TagKey", "Type", "URL", "UUID", "Value", "ValueReader", "Void",
        // Sieve's own public types, which `import Sieve` brings in.
        "DateFormat", "Diagnosis", "Diagnostic", "DiagnosticCode", "DriftLog", "Fallback",
        "Issue", "JSONInput", "JSONPath", "JSONRecord", "JSONSyntax", "Limits", "RawNumber",
        "RawObject", "ScanError", "SchemaError", "SieveDecoder", "SourceLocation",
        "UnknownKeyPolicy", "Warning",
    ]

    /// The words of a key: split at `_`, `-`, spaces and other punctuation, and where a lower
    /// case letter or digit meets an upper case one (`avatarUrl` → avatar, Url).
    static func words(_ key: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in key {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let last = previous, character.isUppercase,
                last.isLowercase || last.isNumber
            {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A word as the second or later word of a name: `Url` → `URL`, `name` → `Name`.
    static func capitalized(_ word: String) -> String {
        let lower = word.lowercased()
        if acronyms.contains(lower) {
            return lower == "urls" ? "URLs" : lower == "ids" ? "IDs" : lower.uppercased()
        }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// A property or case name: `avatar_url` → `avatarURL`, `id` → `id`, `public` → `` `public` ``,
    /// `2fa` → `_2fa`, `""` → `empty`.
    static func memberName(_ key: String) -> String {
        let parts = words(key)
        guard let first = parts.first else { return "empty" }
        var name = first.allSatisfy(\.isUppercase) && first.count > 1
            ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        for part in parts.dropFirst() { name += capitalized(part) }
        if name.first!.isNumber { name = "_" + name }
        // Names a member cannot take even escaped (a stored `self` breaks synthesized code).
        if ["self", "super", "init", "deinit", "subscript"].contains(name) {
            name += "Value"
        }
        return name
    }

    /// `name` escaped where Swift needs it.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) || name == "Type" || name == "Self" ? "`\(name)`" : name
    }

    /// A type name: `line_item` → `LineItem`, `html_url` → `HTMLURL`.
    static func typeName(_ key: String) -> String {
        var name = words(key).map(capitalized).joined()
        if name.isEmpty { name = "Value" }
        if name.first!.isNumber { name = "_" + name }
        return name
    }

    /// The singular of an English plural, for an array element's type: `line_items` →
    /// `line_item`, `statuses` → `status`, `categories` → `category`. Words that do not end in
    /// `s` are kept.
    package static func singular(_ key: String) -> String {
        let lower = key.lowercased()
        if lower.hasSuffix("ies") && key.count > 4 { return String(key.dropLast(3)) + "y" }
        for ending in ["sses", "shes", "ches", "xes", "uses", "zes"] where lower.hasSuffix(ending) {
            return String(key.dropLast(2))
        }
        if lower.hasSuffix("s") && !lower.hasSuffix("ss") && !lower.hasSuffix("us")
            && !lower.hasSuffix("is") && key.count > 2
        {
            return String(key.dropLast())
        }
        return key
    }

    /// A key that is data rather than a field name: empty, starting with a digit, or holding a
    /// character no field name has (a space, `/`, `.`).
    static func isDataKey(_ key: String) -> Bool {
        guard let first = key.first else { return true }
        if first.isNumber { return true }
        return key.contains { character in
            !(character.isLetter || character.isNumber || "_-$@:".contains(character))
        }
    }
}

extension Naming {
    /// `stem`, or the first of `stem2`, `stem3`… not in `taken`; the name returned is added
    /// to `taken`.
    static func unique(_ stem: String, in taken: inout Set<String>) -> String {
        var name = stem
        var number = 2
        while !taken.insert(name).inserted {
            name = "\(stem)\(number)"
            number += 1
        }
        return name
    }

    /// True for a name a type can take as it is: a letter or `_`, then letters, digits, `_`,
    /// not a keyword.
    package static func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && !keywords.contains(name) && !reservedTypeNames.contains(name)
    }
}
