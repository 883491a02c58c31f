// A file's bytes, memory-mapped read-only. The scanner reads the mapping in place: the kernel
// pages the file in as the scan advances, so a file of hundreds of MB is neither copied nor read
// twice, and the process never holds more of it than the page cache lends.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif
import Sieve

/// A regular file mapped read-only (`MAP_PRIVATE`) into memory; unmapped when it goes away.
struct MappedFile: ~Copyable {
    /// Why a file could not be mapped, in words (`"No such file or directory"`).
    struct Failure: Error {
        var reason: String
    }

    /// The file's bytes. Valid until the `MappedFile` is destroyed.
    let bytes: UnsafeRawBufferPointer

    /// Opens and maps the file at `path`.
    ///
    /// - Throws: `Failure` when the file cannot be opened, is not a regular file, or cannot be
    ///   mapped.
    init(path: String) throws(Failure) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: MappedFile.systemError()) }
        // The mapping outlives the descriptor: close it whatever happens next.
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Failure(reason: MappedFile.systemError())
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            throw Failure(reason: "is a directory")
        default:
            throw Failure(reason: "not a regular file")
        }
        let size = Int(status.st_size)
        guard size > 0 else {
            // mmap refuses a length of 0; an empty file is an empty buffer.
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw Failure(reason: MappedFile.systemError())
        }
        // One front-to-back pass: let the kernel read ahead aggressively.
        _ = madvise(address, size, MADV_SEQUENTIAL)
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit {
        if let address = bytes.baseAddress, bytes.count > 0 {
            munmap(UnsafeMutableRawPointer(mutating: address), bytes.count)
        }
    }

    /// The text of `errno`.
    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
