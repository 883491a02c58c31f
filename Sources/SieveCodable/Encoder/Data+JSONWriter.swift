// The text of a finished write as `Data`, without copying it: the data takes the writer's
// buffer.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveWriter

extension Data {
    /// Data holding the text `writer` has written; the writer is left empty.
    package init(takingTextOf writer: JSONWriter) {
        let buffer = writer.takeBuffer()
        self.init(
            bytesNoCopy: buffer.pointer, count: buffer.count,
            deallocator: .custom { pointer, _ in
                pointer.assumingMemoryBound(to: UInt8.self).deallocate()
            })
    }
}
