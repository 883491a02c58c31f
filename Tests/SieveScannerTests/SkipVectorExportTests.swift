// Writes the skip vectors (SkipVectors.swift) to files for the replay of the C loops this
// machine cannot run: NEON and the portable loop, cross-compiled and run under emulation by
// .ci/skip-replay (format: Tests/SkipReplay/README.md). It writes only when
// `SIEVE_SKIP_VECTORS` names a folder; otherwise it checks the encoding alone.

import Foundation
import Testing
import SieveScanner

extension SkipVector {
    /// The vector as a replay record: seven little-endian 64-bit fields (the document's
    /// length, `from`, the depth limit, the string limit, the end or -1 for a refusal, 1 when
    /// a refusal is allowed anyway, 1 when `from` is an entered object's first key), then the
    /// document's bytes.
    var record: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(56 + document.count)
        let fields = [
            document.count, from, depthLimit, maxStringLength, end ?? -1, mayRefuse ? 1 : 0,
            atMemberOfObject ? 1 : 0,
        ]
        for field in fields {
            withUnsafeBytes(of: Int64(field).littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes + document
    }
}

/// The replay file's first bytes: its format, version 2.
let skipVectorMagic = Array("SIEVE-SKIP-VECTORS-2\n".utf8)

@Suite("Skip vector export")
struct SkipVectorExportTests {
    @Test("every family encodes, and is written where SIEVE_SKIP_VECTORS says")
    func export() throws {
        let folder = ProcessInfo.processInfo.environment["SIEVE_SKIP_VECTORS"]
        for (name, make) in SkipVectors.families {
            let vectors = make()
            #expect(!vectors.isEmpty, "\(name)")
            var file = skipVectorMagic
            for vector in vectors { file += vector.record }
            #expect(file.count == skipVectorMagic.count + vectors.reduce(0) { $0 + 56 + $1.document.count })
            if let folder {
                let url = URL(fileURLWithPath: folder).appendingPathComponent("\(name).vec")
                try Data(file).write(to: url)
            }
        }
    }

    @Test("a record holds its fields little-endian, then the document")
    func recordLayout() {
        let vector = SkipVector(
            Array("[1]".utf8), from: 0, limits: Limits(maxStringLength: 70), end: nil,
            atMemberOfObject: true)
        let record = vector.record
        #expect(record.count == 56 + 3)
        #expect(Array(record[0..<8]) == [3, 0, 0, 0, 0, 0, 0, 0])
        #expect(Array(record[24..<32]) == [70, 0, 0, 0, 0, 0, 0, 0])
        #expect(Array(record[32..<40]) == Array(repeating: 0xFF, count: 8))
        #expect(Array(record[40..<48]) == Array(repeating: 0, count: 8))
        #expect(Array(record[48..<56]) == [1, 0, 0, 0, 0, 0, 0, 0])
        #expect(Array(record[56...]) == Array("[1]".utf8))
    }
}
