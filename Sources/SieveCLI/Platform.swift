// The one file of `sieve` that imports the platform's C library, and so the only place its
// calls are made: opening a regular file, mapping it, writing to a descriptor, and exiting.
//
// The libraries: glibc and musl (Linux), Darwin (Apple platforms), Bionic (Android) and the
// Universal C Runtime (Windows, which has no `mmap`: a file is read into memory there instead).
// Any other platform stops the build here.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#elseif canImport(ucrt)
import ucrt
#else
#error("Sieve does not know this platform's C library")
#endif

/// The C library's calls that `sieve` makes.
enum Platform {
    /// Standard output's descriptor.
    static let standardOutput: Int32 = 1
    /// Standard error's descriptor.
    static let standardError: Int32 = 2

    /// The text of the calling thread's last error (`errno`): `"No such file or directory"`.
    static func lastErrorText() -> String {
        #if os(Windows)
        var text = [CChar](repeating: 0, count: 256)
        _ = strerror_s(&text, text.count, errno)
        return String(cString: text)
        #else
        String(cString: strerror(errno))
        #endif
    }

    /// A regular file, open for reading, with its size.
    struct OpenFile: ~Copyable {
        let descriptor: Int32
        let size: Int

        deinit {
            #if os(Windows)
            _ = _close(descriptor)
            #else
            // Nothing is lost when closing a descriptor open for reading fails.
            _ = closeDescriptor(descriptor)
            #endif
        }
    }

    /// Opens the regular file at `path` for reading.
    ///
    /// - Returns: The file, or why it cannot be read, in words (`"No such file or directory"`,
    ///   `"is a directory"`, `"not a regular file"`).
    static func openRegularFile(_ path: String) -> Result<OpenFile, TextError> {
        #if os(Windows)
        var descriptor: Int32 = -1
        guard _sopen_s(&descriptor, path, _O_RDONLY | _O_BINARY, _SH_DENYNO, 0) == 0 else {
            return .failure(TextError(lastErrorText()))
        }
        var status = _stat64()
        guard _fstat64(descriptor, &status) == 0 else {
            let reason = lastErrorText()
            _ = _close(descriptor)
            return .failure(TextError(reason))
        }
        let kind = Int32(status.st_mode) & _S_IFMT
        let (regular, directory) = (_S_IFREG, _S_IFDIR)
        #else
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(TextError(lastErrorText())) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = lastErrorText()
            _ = closeDescriptor(descriptor)
            return .failure(TextError(reason))
        }
        let kind = status.st_mode & S_IFMT
        let (regular, directory) = (S_IFREG, S_IFDIR)
        #endif
        let file = OpenFile(descriptor: descriptor, size: Int(status.st_size))
        switch kind {
        case regular: return .success(file)
        case directory: return .failure(TextError("is a directory"))
        default: return .failure(TextError("not a regular file"))
        }
    }

    /// The bytes of `file` (not empty), mapped read-only for one front-to-back pass; valid
    /// after the file is closed, until `unmap`.
    static func map(_ file: borrowing OpenFile) -> Result<UnsafeRawBufferPointer, TextError> {
        #if os(Windows)
        // No `mmap`: the file is read into memory.
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: file.size, alignment: 16)
        var filled = 0
        while filled < file.size {
            let read = _read(
                file.descriptor, buffer.baseAddress! + filled,
                UInt32(min(file.size - filled, Int(Int32.max))))
            guard read > 0 else {
                let reason = read < 0 ? lastErrorText() : "the file shrank while it was read"
                buffer.deallocate()
                return .failure(TextError(reason))
            }
            filled += Int(read)
        }
        return .success(UnsafeRawBufferPointer(buffer))
        #else
        let address = mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.descriptor, 0)
        guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
            return .failure(TextError(lastErrorText()))
        }
        // One front-to-back pass: let the kernel read ahead aggressively. Only advice, so its
        // result does not matter.
        _ = madvise(address, file.size, MADV_SEQUENTIAL)
        return .success(UnsafeRawBufferPointer(start: address, count: file.size))
        #endif
    }

    /// Releases bytes `map` returned.
    static func unmap(_ bytes: UnsafeRawBufferPointer) {
        #if os(Windows)
        bytes.deallocate()
        #else
        let status = munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        precondition(status == 0, "munmap failed: \(lastErrorText())")
        #endif
    }

    /// Writes all of `bytes` to `descriptor`, retrying after a signal; stops early only when
    /// the descriptor takes no more (a closed pipe: nothing more can be shown).
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        guard let base = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            #if os(Windows)
            let count = Int(
                _write(descriptor, base + written, UInt32(min(bytes.count - written, Int(Int32.max)))))
            #else
            let count = writeDescriptor(descriptor, base + written, bytes.count - written)
            #endif
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return }
            written += count
        }
    }

    /// Ends the process with `status`.
    static func exit(_ status: Int32) -> Never {
        #if os(Windows)
        ucrt.exit(status)
        #else
        exitProcess(status)
        #endif
    }
}

/// Why a file cannot be read, in words.
struct TextError: Error {
    var text: String
    init(_ text: String) { self.text = text }
}

#if !os(Windows)
// The C library's functions by names the methods of `Platform` do not hide (and without naming
// its module, which is `Glibc`, `Musl`, `Darwin` or `Android` by platform).

private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }

private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func exitProcess(_ status: Int32) -> Never { exit(status) }
#endif
