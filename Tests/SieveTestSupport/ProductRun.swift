// One run of an executable the package builds (`sieve`, `sieve-fuzz`), found beside the test
// bundle, with its output, errors and exit status: what the end-to-end and memory tests assert.

import Foundation

/// The exit status, output and errors of one run of a built executable.
public struct ProductRun: Sendable {
    public var status: Int32
    public var output: Data
    public var errors: Data

    /// The output as UTF-8 text.
    public var outputText: String { String(decoding: output, as: UTF8.self) }
    /// The errors as UTF-8 text.
    public var errorText: String { String(decoding: errors, as: UTF8.self) }

    /// Why a product could not be run.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs the executable `product`, built beside this test bundle, with `arguments`, and
    /// waits for it to end.
    ///
    /// - Throws: `Missing` when there is no such executable (build with
    ///   `swift build --build-tests`), or the error of starting it.
    public init(_ product: String, _ arguments: [String]) throws {
        let executable = productsDirectory.appendingPathComponent(product)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Missing(
                description: "no \(product) executable at \(executable.path): build with `swift build --build-tests`")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
        // Both pipes are read while the process runs, so neither can fill up and block it.
        nonisolated(unsafe) var errorData = Data()
        let errorReader = Thread { errorData = errorPipe.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let outputData = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorReader.isFinished { usleep(1_000) }
        status = process.terminationStatus
        output = outputData
        errors = errorData
    }
}
