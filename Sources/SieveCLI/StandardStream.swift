// Standard output and standard error as text streams, written with write(2): unbuffered, so
// results and errors appear in the order they happen.

/// A text stream over a file descriptor.
struct StandardStream: TextOutputStream {
    /// The descriptor written to.
    let descriptor: Int32

    /// Standard output.
    static var output: StandardStream { StandardStream(descriptor: Platform.standardOutput) }
    /// Standard error.
    static var error: StandardStream { StandardStream(descriptor: Platform.standardError) }

    mutating func write(_ string: String) {
        var text = string
        text.withUTF8 { Platform.write(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
