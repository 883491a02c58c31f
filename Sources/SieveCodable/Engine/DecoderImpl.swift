// The engine behind `SieveDecoder`: one instance per decode, driving the scanner directly.
//
//   input bytes ─ JSONScanner (cursor moved to wherever a container reads next)
//        │
//   DecoderImpl ── frames: one slot per open container, reused across containers
//        │           object slot: [key range, value start, value end] per member seen so far
//        │           array slot:  position of the next unread element
//        └── current value (start, depth, path) for the `Decoder` methods
//
// No document map is built. A keyed container indexes its object's members only as far as its
// lookups need: a key is found by comparing bytes (length and first eight bytes, then the
// rest) first against the next member when every member so far has been read (keys asked for
// in document order cost O(1) each), else against the members indexed so far, then by
// scanning ahead, skipping each value that is not wanted. A `CodingKeys` enum's bytes are
// read once per decode (`KeyCache`). A value decoded in place tells its container where it ended, so the document
// is scanned once; when a container's owner returns, the rest of its object or array is
// skipped (still validated) to find where it ends.
//
// Invariants:
// - Every value read leaves `lastStart`/`lastEnd` at its start and one past its end.
// - Frames above `frameTop` belong to finished decodes; their slots keep their storage.
// - A container checks its slot's generation before using it; a stale container (one that
//   outlived the nested decode that made it) gets a fresh slot and re-indexes its object.
// - Once the whole decode has returned (`end()`), the input is gone: every container and
//   decoder method that reads it checks `ensureLive` first and throws instead.
//
// Never: make a `String` for a key unless `allKeys` or a key strategy needs it, build a
// `Dictionary`, or allocate on the path of a scalar member.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

typealias BytePointer = UnsafePointer<UInt8>

/// A `null` literal outside the input, the value of a `superDecoder` whose key is absent: the
/// four bytes of a static string in the binary's read-only data, so nothing allocates, frees
/// or writes them, and every thread may read them. One address for the whole decoder (the
/// one constant), so `pointer == nullLiteral` recognizes it.
var nullLiteral: BytePointer { nullLiteralText.utf8Start }

/// The text behind `nullLiteral`; a constant, initialized statically.
private let nullLiteralText: StaticString = "null"

/// The mutable state of one decode. It lives behind a pointer owned by `DecoderImpl`, so the
/// hot path reads and writes it without the dynamic exclusivity checks that class properties
/// would cost on every access. It owns the frame slots and the key cache, so it cannot be
/// copied; deinitializing it frees them.
struct DecodingState: ~Copyable {
    /// The scanner; every read positions its cursor first.
    var scanner: JSONScanner
    /// Open containers, stack-disciplined by the decodes that create them.
    var frames = FrameStack()
    var frameTop = 0
    var generationCounter = 0
    /// The value the `Decoder` methods act on.
    var current: BytePointer
    var currentDepth = 0
    var currentPath = PathRef.root
    /// The value read last: where it started and one past its end.
    var lastStart: BytePointer?
    var lastEnd: BytePointer
    /// The first invalid JSON met during the decode, even if user code swallowed the error.
    var invalidJSON: ScanError?
    /// The failure of the last key lookup that failed.
    var lookupFailure: ValueFailure?
    /// Warnings recorded so far, when the caller wants them.
    var warnings: [PendingWarning] = []
    /// How many warnings of each code were not kept, past `Limits.maxWarnings`.
    var omittedWarnings: [DiagnosticCode: Int] = [:]
    /// The objects to check for unknown keys when the initializers that opened them return.
    var driftObjects: [DriftObject] = []
    /// Types already classified (schema types, arrays) for `decodeValue`.
    var typeKinds: [TypeKindEntry] = []
    /// The bytes of the coding keys looked up so far.
    var keyCache = KeyCache()
    /// The container type of each coding-key type met so far.
    var keyedContainerTypes = KeyedContainerTypes()
    /// The URLs made so far, by text.
    var urls = URLMemo()
    /// The error sentences and the last error position made so far.
    var failures = FailureMemo()
    /// True once the decode has returned (`DecoderImpl.end()`).
    var hasEnded = false
}

/// The state of one decode.
final class DecoderImpl {
    /// The grammar of every container this decode reads (`JSONScanner+Containers.swift`):
    /// chosen here, once, and specialized into each container's loop.
    typealias Dialect = StrictDialect

    /// The whole input.
    let bytes: UnsafeRawBufferPointer
    let options: DecodingOptions
    let keyMatching: KeyMatching
    /// The strings that stand for infinity and NaN, when the strategy converts them.
    let nonConformingStrings: (positive: String, negative: String, nan: String)?
    let collectsWarnings: Bool
    /// The JSON5 numbers that are not valid, which the document holds as `NaN`: reading one
    /// as a number is invalid JSON (`SourceMap.deferredNumbers`).
    let deferredNumbers: [(offset: Int, error: ScanError)]
    /// The JSON5 numbers written in hexadecimal, which floating-point types read only when
    /// exact (`SourceMap.hexadecimalNumbers`).
    let hexadecimalNumbers: [Int]
    let state: UnsafeMutablePointer<DecodingState>
    /// The nodes of the coding paths in use.
    let paths: UnsafeMutablePointer<PathArena>

    /// Where the value the coding paths start from begins: 0 for a document, the value's
    /// offset for one decoded in place inside a schema's document (`decodeEmbedded`).
    var rootOffset = 0
    /// Snake-case conversions made so far in this decode.
    lazy var snakeCaseCache = SnakeCaseCache()
    /// How a `.formatted` strategy's dates are read by hand, decided on the first date.
    lazy var formatterShortcut: FormatterShortcut? = {
        guard case .formatted(let formatter) = options.dateDecodingStrategy else { return nil }
        return FormatterShortcut(formatter)
    }()
    lazy var userInfoForDecoder: [CodingUserInfoKey: Any] = {
        var info: [CodingUserInfoKey: Any] = [:]
        for (key, value) in options.userInfo { info[key] = value }
        return info
    }()

    init(
        bytes: UnsafeRawBufferPointer, options: DecodingOptions, collectsWarnings: Bool,
        map: SourceMap? = nil
    ) {
        self.bytes = bytes
        self.deferredNumbers = map?.deferredNumbers ?? []
        self.hexadecimalNumbers = map?.hexadecimalNumbers ?? []
        self.options = options
        self.keyMatching = KeyMatching(options.keyDecodingStrategy)
        switch options.nonConformingFloatDecodingStrategy {
        case .convertFromString(let positive, let negative, let nan):
            nonConformingStrings = (positive, negative, nan)
        default:
            nonConformingStrings = nil
        }
        self.collectsWarnings = collectsWarnings
        let scanner = JSONScanner(bytes: bytes, limits: options.limits, syntax: options.readingSyntax)
        state = .allocate(capacity: 1)
        state.initialize(
            to: DecodingState(scanner: scanner, current: scanner.start, lastEnd: scanner.start))
        paths = .allocate(capacity: 1)
        paths.initialize(to: PathArena())
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
        paths.deinitialize(count: 1)
        paths.deallocate()
    }

    /// Marks the decode over, just before its input goes away. A container or decoder that
    /// user code kept past `init(from:)` still holds this engine, but not the input: from now
    /// on every one of them refuses to read (`ensureLive`) instead of reading freed memory.
    func end() {
        state.pointee.hasEnded = true
        // The spare containers hold this engine: let it go.
        state.pointee.keyedContainerTypes = KeyedContainerTypes()
    }

    /// True once the decode that made this engine has returned.
    var hasEnded: Bool { state.pointee.hasEnded }

    /// Throws when the decode that made this engine has returned: the check at the top of
    /// every container and decoder method that reads the input.
    @inline(__always)
    func ensureLive(_ path: @autoclosure () -> [any CodingKey]) throws {
        if _slowPath(state.pointee.hasEnded) { throw Self.usedAfterDecode(path()) }
    }

    /// The error for a container or decoder used after its decode returned.
    @inline(never)
    static func usedAfterDecode(_ path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(
                codingPath: path,
                debugDescription:
                    "A container or decoder was used after the decode that made it returned; "
                    + "SieveDecoder reads its input in place, so keep the decoded values, not "
                    + "the containers."))
    }

    /// The path of a value inside the value at `path`.
    @inline(__always)
    func path(_ path: PathRef, appending component: PathComponent) -> PathRef {
        path.appending(component, in: paths)
    }

    /// How many path nodes are in use, to truncate back to after a nested decode.
    @inline(__always)
    var pathMark: Int { paths.pointee.count }

    @inline(__always)
    func releasePaths(to mark: Int) { paths.pointee.truncate(to: mark) }

    var scanner: JSONScanner {
        _read { yield state.pointee.scanner }
        _modify { yield &state.pointee.scanner }
    }
    var frames: FrameStack {
        _read { yield state.pointee.frames }
        _modify { yield &state.pointee.frames }
    }
    var frameTop: Int {
        get { state.pointee.frameTop }
        set { state.pointee.frameTop = newValue }
    }
    var generationCounter: Int {
        get { state.pointee.generationCounter }
        set { state.pointee.generationCounter = newValue }
    }
    var current: BytePointer {
        get { state.pointee.current }
        set { state.pointee.current = newValue }
    }
    var currentDepth: Int {
        get { state.pointee.currentDepth }
        set { state.pointee.currentDepth = newValue }
    }
    var currentPath: PathRef {
        _read { yield state.pointee.currentPath }
        _modify { yield &state.pointee.currentPath }
    }
    var lastStart: BytePointer? {
        get { state.pointee.lastStart }
        set { state.pointee.lastStart = newValue }
    }
    var lastEnd: BytePointer {
        get { state.pointee.lastEnd }
        set { state.pointee.lastEnd = newValue }
    }
    var invalidJSON: ScanError? {
        get { state.pointee.invalidJSON }
        set { state.pointee.invalidJSON = newValue }
    }
    var warnings: [PendingWarning] {
        _read { yield state.pointee.warnings }
        _modify { yield &state.pointee.warnings }
    }
    var omittedWarnings: [DiagnosticCode: Int] {
        _read { yield state.pointee.omittedWarnings }
        _modify { yield &state.pointee.omittedWarnings }
    }

    /// The byte offset of `pointer`, or 0 for a pointer outside the input.
    @inline(__always)
    func offset(of pointer: BytePointer) -> Int {
        pointer >= scanner.start && pointer <= scanner.end ? pointer - scanner.start : 0
    }
}

// MARK: - Top level

extension DecoderImpl {
    /// Decodes the document as `T`: one value, only whitespace around it.
    ///
    /// - Throws: The error that ended the decode, still carrying its `SieveErrorMark`: the
    ///   public entry points turn it into the located error with `leaving(_:map:)`.
    func decodeDocument<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeDocument { pointer in
            try decodeValue(type, at: pointer, depth: 0, path: .root)
        }
    }

    /// Decodes the document as `T` with its `init(from:configuration:)`, as `JSONDecoder`
    /// does: the decoder positioned at the top-level value, whatever it is.
    /// `DecodableWithConfiguration` came with macOS 12 and its peers.
    @available(SwiftStdlib 5.5, *)
    func decodeDocument<T: DecodableWithConfiguration>(
        _ type: T.Type, configuration: T.DecodingConfiguration
    ) throws -> T {
        try decodeDocument { pointer in
            try decodeWithInit(at: pointer, depth: 0, path: .root) {
                try type.init(from: self, configuration: configuration)
            }
        }
    }

    /// The one path of a document: `decodeTop` reads the top-level value at the pointer it
    /// is given, and must leave `lastEnd` one past it.
    ///
    /// The whole document is validated first, by the structural skip (every byte, in the
    /// decode's syntax and `Limits`), as `JSONDecoder` parses it whole first: no type's
    /// `init(from:)` ever runs on a document that is not valid JSON or exceeds a limit, and
    /// invalid JSON anywhere wins over every other error. The decode then finds the end of a
    /// value it skips from its brackets alone (`JSONScanner.isKnownValid`).
    @inline(__always)
    private func decodeDocument<T>(_ decodeTop: (BytePointer) throws -> T) throws -> T {
        do throws(ScanError) {
            var validator = JSONScanner(
                bytes: bytes, limits: options.limits, syntax: options.readingSyntax)
            try validator.validateDocument()
            scanner.isKnownValid = true
            try scanner.beginDocument()
        } catch {
            throw fail(ValueFailure(.invalidJSON(error)), path: [])
        }
        let value = try decodeTop(scanner.cursor)
        scanner.cursor = lastEnd
        do throws(ScanError) {
            try scanner.endDocument()
        } catch {
            throw fail(ValueFailure(.invalidJSON(error)), path: [])
        }
        // A limit only the decode meets (the stack of a recursive model), which user code
        // caught and swallowed, still ends the decode.
        if let swallowed = invalidJSON {
            throw invalidJSONError(swallowed)
        }
        return value
    }

    @inline(never)
    func invalidJSONError(_ error: ScanError) -> DecodingError {
        DecodingFailure.invalidJSONError(error)
    }

    /// The public error for `failure` at `path`; remembers invalid JSON so it is not lost.
    @inline(never)
    func fail(_ failure: ValueFailure, path: @autoclosure () -> [any CodingKey]) -> DecodingError {
        if case .invalidJSON(let error) = failure.reason {
            if invalidJSON == nil { invalidJSON = error }
            return invalidJSONError(error)
        }
        return failure.reason.decodingError(path: path(), memo: &state.pointee.failures)
    }

    /// A failure for invalid JSON found by the scanner.
    @inline(never)
    func invalid(_ error: ScanError) -> ValueFailure {
        ValueFailure(.invalidJSON(error))
    }

    /// Runs `scan` (a step of the container grammar), its error reported as invalid JSON.
    @inline(__always)
    func grammar<T>(_ scan: () throws(ScanError) -> T) throws(ValueFailure) -> T {
        do throws(ScanError) { return try scan() } catch { throw invalid(error) }
    }
}
