// The encodings `JSONDecoder` accepts besides UTF-8: UTF-16 and UTF-32 in either byte order,
// with or without a byte-order mark, detected from the first four bytes (RFC 4627 §3). Such
// input is transcoded to UTF-8 once, before scanning; UTF-8 input is never copied.
//
// The detection is `JSONDecoder`'s table, entry for entry and in its order, quirks included:
// `FE FF 00 00` is read as UTF-32LE's mark (the mark written in UTF-32LE is `FF FE 00 00`,
// which the table reads as UTF-16LE's, so such input is refused as it is by `JSONDecoder`).
// A UTF-8 mark (`EF BB BF`) is left to the scanner, which skips it.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

enum InputEncoding {
    /// The input's encoding when it is not UTF-8, and the length of its byte-order mark.
    static func detect(_ bytes: UnsafeRawBufferPointer) -> (String.Encoding, bomLength: Int)? {
        let count = bytes.count
        guard count >= 2 else { return nil }
        let b0 = bytes[0]
        let b1 = bytes[1]
        let b2: UInt8? = count > 2 ? bytes[2] : nil
        let b3: UInt8? = count > 3 ? bytes[3] : nil
        switch (b0, b1, b2, b3) {
        case (0, 0, 0xFE, 0xFF): return (.utf32BigEndian, 4)
        case (0xFE, 0xFF, 0, 0): return (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): return (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, 2)
        case (0, 0, 0, .some(let last)) where last != 0: return (.utf32BigEndian, 0)
        case (0, let second, 0, .some(let fourth)) where second != 0 && fourth != 0:
            return (.utf16BigEndian, 0)
        case (let first, 0, 0, 0) where first != 0: return (.utf32LittleEndian, 0)
        case (let first, 0, .some(let third), 0) where first != 0 && third != 0:
            return (.utf16LittleEndian, 0)
        case (0, let second, nil, nil) where second != 0: return (.utf16BigEndian, 0)
        case (let first, 0, nil, nil) where first != 0: return (.utf16LittleEndian, 0)
        default: return nil
        }
    }

    /// The input as UTF-8 when it is UTF-16 or UTF-32; `nil` when it is UTF-8 already.
    ///
    /// - Returns: `.some(nil)` when the input is in another encoding but not valid in it.
    static func transcodedToUTF8(_ bytes: UnsafeRawBufferPointer) -> [UInt8]?? {
        guard let (encoding, bomLength) = detect(bytes) else { return nil }
        let body = UnsafeRawBufferPointer(rebasing: bytes[bomLength...])
        guard let text = String(bytes: body, encoding: encoding) else { return .some(nil) }
        return .some(Array(text.utf8))
    }
}
