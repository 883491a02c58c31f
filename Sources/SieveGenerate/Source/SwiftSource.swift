// Writing the declarations as Swift source, in either style. The text depends only on the
// declarations, never on the samples' order.

/// The Swift text of one generation.
struct SwiftSource {
    let options: GenerateOptions
    private(set) var text = ""
    private var indent = ""

    init(options: GenerateOptions) {
        self.options = options
    }

    /// What a generated struct or union conforms to in this style.
    var conformances: String {
        options.style == .schema
            ? "Schema, SchemaEncodable, Equatable, Sendable" : "Codable, Equatable, Sendable"
    }

    /// The access modifier written before declarations, with its space.
    var access: String { options.access == .internal ? "" : options.access.rawValue + " " }

    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : indent + content + "\n"
    }

    mutating func nested(_ body: (inout SwiftSource) -> Void) {
        let saved = indent
        indent += "    "
        body(&self)
        indent = saved
    }

    /// `text` as it can stand in a `///` comment: control characters (a newline would end the
    /// comment) written as escapes.
    static func commentText(_ text: String) -> String {
        let literal = Self.literal(text)
        return String(literal.dropFirst().dropLast())
    }

    /// A Swift string literal holding `text`.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    // MARK: Declarations

    mutating func write(_ declaration: Declaration) {
        switch declaration {
        case .structure(let structure): write(structure)
        case .union(let union): write(union)
        case .enumeration(let enumeration): write(enumeration)
        }
    }

    /// The type a property is declared with in this style: in `Codable` models, a date in a
    /// collection stays text (only a property can say how its date is written).
    func declaredType(_ property: Property) -> SwiftType {
        options.style == .codable
            ? property.declaredType.datesInCollectionsAsText : property.declaredType
    }

    mutating func write(_ structure: StructDeclaration) {
        let options = self.options
        let place = Self.commentText(structure.seenAt)
        if let (tag, value) = structure.caseOf {
            line("/// Seen at `\(place)` where `\(Self.commentText(tag))` is \(Self.literal(value)).")
        } else {
            line("/// \(place.isEmpty ? "A sample" : "Seen at `\(place)`").")
        }
        line("\(access)struct \(structure.name): \(conformances) {")
        nested { source in
            for property in structure.properties {
                let type = source.declaredType(property)
                var notes: [String] = []
                if let note = property.note { notes.append(note) }
                if options.style == .codable && property.type.hasDatesInCollections {
                    notes.append("ISO 8601 dates, kept as text: JSONDecoder reads a Date as a number")
                }
                for note in notes { source.line("/// \(note.prefix(1).uppercased() + note.dropFirst()).") }
                var wrapper = ""
                // A schema reads losslessly in its initializer; a `Codable` model by the wrapper.
                if property.isLossless && options.style == .codable { wrapper = "@Lossless " }
                if property.type == .date { wrapper = "@ISO8601 " }
                source.line("\(wrapper)\(source.access)var \(property.name): \(type.spelled)")
            }
            if options.extras {
                source.line("/// The members no property names, in document order.")
                source.line("\(source.access)var extras: Extras")
            }
            // A schema writes its own keys; a `Codable` model names the ones its properties
            // do not spell.
            let renamed = structure.properties.contains { $0.name.trimmingBackticks != $0.key }
            if renamed && options.style == .codable {
                source.line()
                source.line("enum CodingKeys: String, CodingKey {")
                source.nested { source in
                    for property in structure.properties {
                        source.line(
                            property.name.trimmingBackticks == property.key
                                ? "case \(property.name)"
                                : "case \(property.name) = \(Self.literal(property.key))")
                    }
                    if options.extras { source.line("case extras") }
                }
                source.line("}")
            }
            if options.style == .schema {
                source.line()
                source.line("\(source.access)init(from json: inout ObjectReader) throws {")
                source.nested { source in
                    for property in structure.properties {
                        let lossless = property.isLossless ? ", lossless: true" : ""
                        // `json` is the initializer's parameter: its property needs `self.`.
                        let target = property.name == "json" ? "self.json" : property.name
                        source.line(
                            "\(target) = try json.decode(\(Self.literal(property.key))\(lossless))")
                    }
                    if options.extras { source.line("extras = try json.extras()") }
                }
                source.line("}")
                source.line()
                // The mirror of the initializer: the same keys, in the same order.
                source.line("\(source.access)func encode(to json: inout ObjectWriter) throws {")
                source.nested { source in
                    for property in structure.properties {
                        let value = property.name == "json" ? "self.json" : property.name
                        source.line("try json.encode(\(Self.literal(property.key)), \(value))")
                    }
                    if options.extras { source.line("try json.encode(extras: extras)") }
                }
                source.line("}")
            }
        }
        line("}")
    }

    mutating func write(_ union: UnionDeclaration) {
        let options = self.options
        let tag = Self.literal(union.tagKey)
        line("/// Seen at `\(Self.commentText(union.seenAt))`: one case per value of \(tag).")
        line("\(access)enum \(union.name): \(conformances) {")
        nested { source in
            for item in union.cases { source.line("case \(item.name)(\(item.payload))") }
            source.line("/// A value of \(tag) the samples did not have, and the whole object.")
            source.line("case unknown(tag: String, object: RawValue)")
            source.line()
            source.line("/// The values of \(tag) in the samples.")
            source.line("\(source.access)enum Kind: String, CaseIterable, Sendable {")
            source.nested { source in
                for item in union.cases {
                    source.line(
                        item.name.trimmingBackticks == item.tag
                            ? "case \(item.name)" : "case \(item.name) = \(Self.literal(item.tag))")
                }
            }
            source.line("}")
            source.line()
            if options.style == .schema {
                source.line("\(source.access)init(from json: inout ObjectReader) throws {")
                source.nested { source in
                    source.line("switch try json.decode(\(tag)) as Open<Kind> {")
                    for item in union.cases {
                        source.line(
                            "case .known(.\(item.name)): self = .\(item.name)(try \(item.payload)(from: &json))")
                    }
                    source.line(
                        "case .unknown(let tag): self = .unknown(tag: tag, object: try json.wholeObject())")
                    source.line("}")
                }
                source.line("}")
                source.line()
                // The tag first, then the case's members, as the initializer reads them.
                source.line("\(source.access)func encode(to json: inout ObjectWriter) throws {")
                source.nested { source in
                    source.line("switch self {")
                    for item in union.cases {
                        source.line("case .\(item.name)(let value):")
                        source.nested { source in
                            source.line("try json.encode(\(tag), Kind.\(item.name).rawValue)")
                            source.line("try value.encode(to: &json)")
                        }
                    }
                    source.line("case .unknown(_, let object):")
                    source.nested { $0.line("try json.encode(extras: object.objectValue ?? RawObject())") }
                    source.line("}")
                }
                source.line("}")
            } else {
                source.line("private enum TagKey: String, CodingKey {")
                source.nested { $0.line("case tag = \(tag)") }
                source.line("}")
                source.line()
                source.line("\(source.access)init(from decoder: any Decoder) throws {")
                source.nested { source in
                    source.line("let container = try decoder.container(keyedBy: TagKey.self)")
                    source.line("switch try container.decode(Open<Kind>.self, forKey: .tag) {")
                    for item in union.cases {
                        source.line(
                            "case .known(.\(item.name)): self = .\(item.name)(try \(item.payload)(from: decoder))")
                    }
                    source.line(
                        "case .unknown(let tag): self = .unknown(tag: tag, object: try RawValue(from: decoder))")
                    source.line("}")
                }
                source.line("}")
                source.line()
                source.line("\(source.access)func encode(to encoder: any Encoder) throws {")
                source.nested { source in
                    source.line("switch self {")
                    for item in union.cases {
                        source.line(
                            "case .\(item.name)(let value): try Self.encode(value, as: .\(item.name), to: encoder)")
                    }
                    source.line("case .unknown(_, let object): try object.encode(to: encoder)")
                    source.line("}")
                }
                source.line("}")
                source.line()
                source.line(
                    "private static func encode(_ value: some Encodable, as kind: Kind, to encoder: any Encoder) throws {")
                source.nested { source in
                    source.line("var container = encoder.container(keyedBy: TagKey.self)")
                    source.line("try container.encode(kind.rawValue, forKey: .tag)")
                    source.line("try value.encode(to: encoder)")
                }
                source.line("}")
            }
        }
        line("}")
    }

    mutating func write(_ enumeration: EnumDeclaration) {
        let values = enumeration.cases.map { Self.literal($0.value) }.joined(separator: ", ")
        line("/// The values the samples had: \(values).")
        line("\(access)enum \(enumeration.name): String, CaseIterable, Sendable {")
        nested { source in
            for item in enumeration.cases {
                let bare = item.name.trimmingBackticks
                source.line(
                    bare == item.value
                        ? "case \(item.name)" : "case \(item.name) = \(Self.literal(item.value))")
            }
        }
        line("}")
    }
}

extension String {
    /// The name without the backticks that escape a keyword.
    var trimmingBackticks: String {
        hasPrefix("`") ? String(dropFirst().dropLast()) : self
    }
}
