// A file's bytes, memory-mapped read-only. The scanner reads the mapping in place: the kernel
// pages the file in as the scan advances, so a file of hundreds of MB is neither copied nor read
// twice, and the process never holds more of it than the page cache lends.

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
        // The mapping outlives the descriptor, which closes at the end of this scope.
        let file: Platform.OpenFile
        switch Platform.openRegularFile(path) {
        case .success(let opened): file = opened
        case .failure(let error): throw Failure(reason: error.text)
        }
        guard file.size > 0 else {
            // mmap refuses a length of 0; an empty file is an empty buffer.
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        switch Platform.map(file) {
        case .success(let mapped): bytes = mapped
        case .failure(let error): throw Failure(reason: error.text)
        }
    }

    deinit {
        if bytes.count > 0 { Platform.unmap(bytes) }
    }
}
