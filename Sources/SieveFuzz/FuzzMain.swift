// `sieve-fuzz TARGET [ARGUMENTS...]`: one fuzz target run on inputs. Built with libFuzzer
// (`.ci/fuzz` builds it so), the arguments are libFuzzer's and it fuzzes; in a normal build it
// replays the files and folders it is given, each file one input, and reports what it ran.
// `sieve-fuzz peak-memory SHAPE ENTRY [DIVISOR]` measures one decode's peak memory
// (PeakMemory.swift); `sieve-fuzz records-memory generate|read …` that of reading a large JSON
// Lines file (RecordsMemory.swift).

import CSieveFuzzDriver
import Foundation

/// The target the C callback runs: set once, before the driver starts.
nonisolated(unsafe) var currentTarget = FuzzTarget.rawValue

@main
enum FuzzMain {
    static func main() {
        var arguments = CommandLine.arguments
        if arguments.count >= 2, arguments[1] == "peak-memory" {
            exit(PeakMemory.run(Array(arguments.dropFirst(2))))
        }
        if arguments.count >= 2, arguments[1] == "records-memory" {
            guard #available(SwiftStdlib 5.7, *) else {
                FileHandle.standardError.write(
                    Data("sieve-fuzz: records-memory needs macOS 13 or later\n".utf8))
                exit(2)
            }
            exit(RecordsMemory.run(Array(arguments.dropFirst(2))))
        }
        guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: " | ")
            FileHandle.standardError.write(
                Data(
                    ("usage: sieve-fuzz (\(names)) [libFuzzer arguments | FILE | FOLDER]...\n"
                        + "       sieve-fuzz peak-memory SHAPE ENTRY [DIVISOR]\n"
                        + "       sieve-fuzz records-memory generate PATH SIZE_BYTES [PADDING_BYTES]\n"
                        + "       sieve-fuzz records-memory read PATH\n").utf8))
            exit(2)
        }
        currentTarget = target
        arguments.remove(at: 1)
        if sieve_fuzz_driver_available() != 0 {
            exit(runDriver(arguments))
        }
        exit(replay(Array(arguments.dropFirst()), target: target))
    }

    /// Hands the command line to libFuzzer.
    static func runDriver(_ arguments: [String]) -> Int32 {
        var argc = Int32(arguments.count)
        let strings = arguments.map { strdup($0) }
        let vector = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { vector[index] = string }
        vector[strings.count] = nil
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = vector
        return sieve_fuzz_run_driver(&argc, &argv) { data, size in
            currentTarget.run(UnsafeRawBufferPointer(start: data, count: size))
            return 0
        }
    }

    /// Runs `target` on every file named, and every file in every folder named.
    static func replay(_ paths: [String], target: FuzzTarget) -> Int32 {
        var count = 0
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                FileHandle.standardError.write(Data("sieve-fuzz: no such file: \(path)\n".utf8))
                return 2
            }
            let files =
                isFolder.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
                    .map { path + "/" + $0 }
                : [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                data.withUnsafeBytes { target.run($0) }
                count += 1
            }
        }
        print("sieve-fuzz \(target.rawValue): \(count) inputs replayed, every oracle held")
        return 0
    }
}
