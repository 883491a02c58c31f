// Standard output and standard error as text streams, written with write(2): unbuffered, so
// results and errors appear in the order they happen.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A text stream over a file descriptor.
struct StandardStream: TextOutputStream {
    /// The descriptor written to.
    let descriptor: Int32

    /// Standard output.
    static var output: StandardStream { StandardStream(descriptor: STDOUT_FILENO) }
    /// Standard error.
    static var error: StandardStream { StandardStream(descriptor: STDERR_FILENO) }

    mutating func write(_ string: String) {
        var text = string
        text.withUTF8 { bytes in
            var written = 0
            while written < bytes.count {
                let count = writeDescriptor(
                    descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return }  // A closed pipe: nothing more can be shown.
                written += count
            }
        }
    }
}

/// `write(2)`, by a name that `TextOutputStream.write(_:)` does not hide (and without naming the
/// C library's module, which is `Glibc`, `Darwin`, `Musl` or `Android` by platform).
private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
