// Short strings made directly by the scanner behave exactly like the standard library's.

import Testing
@testable import SieveScanner
import SieveTestSupport

@Suite("Short strings")
struct SmallStringTests {
    @Test("the direct representation is verified on this platform")
    func verified() {
        #if _endian(little) && _pointerBitWidth(_64)
        #expect(SmallStringFactory.isAvailable)
        #endif
    }

    @Test("strings read from JSON equal, hash and behave like the standard library's")
    func behaveAlike() throws {
        var random = SplitMix64(state: 99)
        let alphabet = Array("abcXYZ09 _-é日😀ñ".unicodeScalars)
        for _ in 0..<20_000 {
            var text = ""
            let length = Int.random(in: 0...12, using: &random)
            for _ in 0..<length {
                text.unicodeScalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
            }
            var json = Array("\"\(text)\"".utf8)
            let read = try json.withUnsafeMutableBytes { bytes in
                var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(bytes))
                return try scanner.readString()
            }
            let expected = String(decoding: Array(text.utf8), as: UTF8.self)
            #expect(read == expected)
            #expect(read.hashValue == expected.hashValue)
            #expect(read.count == expected.count)
            #expect(read.utf8.count == expected.utf8.count)
            #expect(read.uppercased() == expected.uppercased())
            #expect(Array(read.unicodeScalars) == Array(expected.unicodeScalars))
            #expect((read + "!") == (expected + "!"))
        }
    }
}
