// The one file of SieveRecords that imports the platform's C library, and so the only place its
// calls are made: finding a line feed, the monotonic clock, and reading a file by descriptor.
// The module's locks are SieveSchema's (`Lock`, `LockOperations`).
//
// The libraries: glibc and musl (Linux), Darwin (Apple platforms), Bionic (Android) and the
// Universal C Runtime with the Windows API beside it (Windows, which has no `pread` and no
// `clock_gettime`). Any other platform stops the build here.

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
import WinSDK
#else
#error("Sieve does not know this platform's C library")
#endif

/// The C library's calls that SieveRecords makes.
@usableFromInline
enum Platform {
    /// The first `byte` in `count` bytes from `start`, or `nil` (`memchr`).
    @inlinable
    static func first(
        _ byte: UInt8, from start: UnsafeRawPointer, count: Int
    ) -> UnsafeRawPointer? {
        memchr(start, Int32(byte), count).map { UnsafeRawPointer($0) }
    }

    /// The monotonic clock, in nanoseconds: the same on every core.
    static func monotonicNanoseconds() -> UInt64 {
        #if os(Windows)
        var counter = LARGE_INTEGER()
        var frequency = LARGE_INTEGER()
        QueryPerformanceCounter(&counter)
        QueryPerformanceFrequency(&frequency)
        let ticks = UInt64(counter.QuadPart)
        let perSecond = UInt64(frequency.QuadPart)
        return ticks / perSecond &* 1_000_000_000 &+ ticks % perSecond &* 1_000_000_000 / perSecond
        #else
        var time = timespec()
        let status = clock_gettime(CLOCK_MONOTONIC, &time)
        precondition(status == 0, "clock_gettime failed (\(errno))")
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
        #endif
    }

    // MARK: Files

    /// The error codes the file calls' callers tell apart.
    static let interrupted = EINTR
    static let notSeekable = ESPIPE

    /// The calling thread's last error code (`errno`).
    static var lastError: Int32 { errno }

    /// The C library's text for the error `code`.
    static func errorText(_ code: Int32) -> String {
        #if os(Windows)
        var text = [CChar](repeating: 0, count: 256)
        _ = strerror_s(&text, text.count, code)
        return String(cString: text)
        #else
        String(cString: strerror(code))
        #endif
    }

    /// A descriptor of the file at `path`, open for reading; negative on failure, with the
    /// code in `lastError`.
    static func openForReading(_ path: String) -> Int32 {
        #if os(Windows)
        var descriptor: Int32 = -1
        let status = _sopen_s(&descriptor, path, _O_RDONLY | _O_BINARY, _SH_DENYNO, 0)
        return status == 0 ? descriptor : -1
        #else
        open(path, O_RDONLY | O_CLOEXEC)
        #endif
    }

    /// Closes `descriptor`.
    static func close(_ descriptor: Int32) {
        #if os(Windows)
        _ = _close(descriptor)
        #else
        // A descriptor open for reading loses nothing when `close` fails: nothing to check.
        _ = SieveRecords.closeDescriptor(descriptor)
        #endif
    }

    /// Reads up to `count` bytes at `offset` of the file (`pread`); the bytes read, 0 at the
    /// end, negative on failure with the code in `lastError` (`notSeekable` for a descriptor
    /// that cannot be read at an offset: a pipe, a FIFO, a terminal).
    static func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int, at offset: Int64
    ) -> Int {
        #if os(Windows)
        // `ReadFile` with an offset in an `OVERLAPPED` is Windows' `pread`.
        let handle = HANDLE(bitPattern: _get_osfhandle(descriptor))
        var overlapped = OVERLAPPED()
        overlapped.Offset = DWORD(truncatingIfNeeded: offset)
        overlapped.OffsetHigh = DWORD(truncatingIfNeeded: offset >> 32)
        var read: DWORD = 0
        if ReadFile(handle, buffer, DWORD(min(count, Int(Int32.max))), &read, &overlapped) {
            return Int(read)
        }
        switch GetLastError() {
        case DWORD(ERROR_HANDLE_EOF): return 0
        case DWORD(ERROR_INVALID_PARAMETER): _set_errno(ESPIPE)
        default: _set_errno(EIO)
        }
        return -1
        #else
        pread(descriptor, buffer, count, off_t(offset))
        #endif
    }

    /// Reads up to `count` bytes from where the descriptor is (`read`); as `read(_:into:...)`.
    static func readInOrder(
        _ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int
    ) -> Int {
        #if os(Windows)
        Int(_read(descriptor, buffer, UInt32(min(count, Int(Int32.max)))))
        #else
        SieveRecords.readDescriptor(descriptor, buffer, count)
        #endif
    }
}

#if !os(Windows)
/// `close(2)`, by a name `Platform.close` does not hide.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }

/// `read(2)`, by a name `Platform.read` does not hide.
private func readDescriptor(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
    read(descriptor, buffer, count)
}
#endif
