// Writing a RawValue back as compact JSON text that re-parses to an equal value.

extension RawValue: CustomStringConvertible {
    /// The value as compact JSON text: no whitespace, members in order, numbers as written.
    public var description: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends the value's compact JSON text to `output`, iteratively.
    public func write(to output: inout String) {
        // Work items: a value to write, or a literal piece of punctuation.
        enum Item {
            case value(RawValue)
            case text(String)
            case key(String)
        }
        var work: [Item] = [.value(self)]
        while let item = work.popLast() {
            switch item {
            case .text(let text):
                output += text
            case .key(let key):
                RawValue.writeString(key, to: &output)
                output += ":"
            case .value(let value):
                switch value {
                case .null: output += "null"
                case .bool(let flag): output += flag ? "true" : "false"
                case .number(let number): output += number.text
                case .string(let string): RawValue.writeString(string, to: &output)
                case .array(let elements):
                    output += "["
                    work.append(.text("]"))
                    for (index, element) in elements.enumerated().reversed() {
                        work.append(.value(element))
                        if index > 0 { work.append(.text(",")) }
                    }
                case .object(let object):
                    output += "{"
                    work.append(.text("}"))
                    for (index, member) in object.members.enumerated().reversed() {
                        work.append(.value(member.value))
                        work.append(.key(member.key))
                        if index > 0 { work.append(.text(",")) }
                    }
                }
            }
        }
    }

    /// Appends `string` as a quoted JSON string, escaping `"`, `\` and control characters.
    public static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
