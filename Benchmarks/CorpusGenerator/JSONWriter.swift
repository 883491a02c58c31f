// JSONWriter.swift — a small deterministic JSON text writer.
//
// Emits exactly the bytes it is told to, in call order: no key sorting, no Dictionary, no
// Foundation encoders (whose formatting is not guaranteed stable). Commas, colons and optional
// pretty-printing are handled here; values are checked to appear only where JSON allows them.
// Doubles are printed with Swift's shortest round-trip `description`; integers in decimal.

final class JSONWriter {
    enum Style {
        case compact
        case pretty(indent: Int)
    }

    private struct Frame {
        let isObject: Bool
        var count = 0
    }

    private(set) var bytes: [UInt8] = []
    private var frames: [Frame] = []
    private var expectingValueAfterKey = false
    private let indentWidth: Int?  // nil = compact
    /// Deepest container nesting reached so far (top-level container = 1).
    private(set) var maxDepth = 0

    init(style: Style = .compact, reserve: Int = 0) {
        switch style {
        case .compact: indentWidth = nil
        case .pretty(let indent): indentWidth = indent
        }
        bytes.reserveCapacity(reserve)
    }

    var count: Int { bytes.count }
    var depth: Int { frames.count }

    // MARK: Containers

    func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        push(isObject: true)
    }

    func endObject() {
        pop(isObject: true, closer: UInt8(ascii: "}"))
    }

    func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        push(isObject: false)
    }

    func endArray() {
        pop(isObject: false, closer: UInt8(ascii: "]"))
    }

    // MARK: Keys

    func key(_ name: String) {
        beforeKey()
        bytes.append(0x22)
        JSONEscaping.appendMinimal(name, into: &bytes)
        afterKey()
    }

    /// A key whose body was built with deliberate escapes.
    func key(_ body: EscapedText) {
        beforeKey()
        bytes.append(0x22)
        bytes.append(contentsOf: body.bytes)
        afterKey()
    }

    // MARK: Scalars

    func string(_ text: String) {
        beforeValue()
        bytes.append(0x22)
        JSONEscaping.appendMinimal(text, into: &bytes)
        bytes.append(0x22)
    }

    func string(_ body: EscapedText) {
        beforeValue()
        bytes.append(0x22)
        bytes.append(contentsOf: body.bytes)
        bytes.append(0x22)
    }

    func int(_ value: Int) {
        literal(String(value))
    }

    func int(_ value: Int64) {
        literal(String(value))
    }

    func double(_ value: Double) {
        precondition(value.isFinite, "JSON has no NaN/Infinity")
        literal(value.description)
    }

    /// A pre-formatted JSON number token, e.g. "45" or "-75.25" (checked for legal characters).
    func number(_ token: String) {
        precondition(!token.isEmpty && token.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || "-+.eE".utf8.contains(byte)
        }, "not a number token: \(token)")
        literal(token)
    }

    func bool(_ value: Bool) {
        literal(value ? "true" : "false")
    }

    func null() {
        literal("null")
    }

    /// Emits a literal token verbatim (numbers and the literals true/false/null).
    private func literal(_ token: String) {
        beforeValue()
        bytes.append(contentsOf: Array(token.utf8))
    }

    // MARK: Key/value conveniences

    func member(_ name: String, _ value: String) { key(name); string(value) }
    func member(_ name: String, _ value: Int) { key(name); int(value) }
    func member(_ name: String, _ value: Int64) { key(name); int(value) }
    func member(_ name: String, _ value: Double) { key(name); double(value) }
    func member(_ name: String, _ value: Bool) { key(name); bool(value) }
    func member(_ name: String, _ value: EscapedText) { key(name); string(value) }
    func memberNull(_ name: String) { key(name); null() }

    func member(_ name: String, strings: [String]) {
        key(name)
        beginArray()
        for item in strings { string(item) }
        endArray()
    }

    /// Finishes the document: checks it is complete and appends a final newline.
    func finish() -> [UInt8] {
        precondition(frames.isEmpty && !expectingValueAfterKey, "unbalanced JSON document")
        bytes.append(0x0A)
        return bytes
    }

    // MARK: Layout

    private func push(isObject: Bool) {
        frames.append(Frame(isObject: isObject))
        maxDepth = max(maxDepth, frames.count)
    }

    private func pop(isObject: Bool, closer: UInt8) {
        guard let frame = frames.popLast(), frame.isObject == isObject,
              !expectingValueAfterKey else {
            preconditionFailure("mismatched close")
        }
        if frame.count > 0 { newline() }
        bytes.append(closer)
    }

    private func beforeKey() {
        guard let last = frames.last, last.isObject, !expectingValueAfterKey else {
            preconditionFailure("key outside an object")
        }
        separate()
    }

    private func afterKey() {
        bytes.append(0x22)
        bytes.append(UInt8(ascii: ":"))
        if indentWidth != nil { bytes.append(0x20) }
        expectingValueAfterKey = true
    }

    private func beforeValue() {
        if expectingValueAfterKey {
            expectingValueAfterKey = false
            return
        }
        guard let last = frames.last else {
            precondition(bytes.isEmpty, "a JSON document has one top-level value")
            return
        }
        precondition(!last.isObject, "object member needs a key")
        separate()
    }

    /// Comma (if not first) and pretty-print line break before a member/element.
    private func separate() {
        if frames[frames.count - 1].count > 0 { bytes.append(UInt8(ascii: ",")) }
        frames[frames.count - 1].count += 1
        newline()
    }

    private func newline() {
        guard let width = indentWidth else { return }
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(0x20, count: width * frames.count))
    }
}
