// CorpusIO.swift — writing the corpus to disk and checking the disk copy against memory.
//
// Foundation is used only here, for file-system access.

import Foundation

enum CorpusIO {
    /// Writes every file (only rewriting ones whose bytes changed). Returns 0.
    static func write(_ files: [CorpusFile], to directory: String) throws -> Int32 {
        let fm = FileManager.default
        try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var changed = 0
        for file in files {
            let path = join(directory, file.name)
            if let existing = fm.contents(atPath: path), [UInt8](existing) == file.bytes {
                continue
            }
            try Data(file.bytes).write(to: URL(fileURLWithPath: path))
            changed += 1
        }
        for stray in strayFiles(files, in: directory) {
            print("warning: \(join(directory, stray)) is not produced by the generator")
        }
        print("wrote \(changed) of \(files.count) files to \(directory) "
              + "(\(files.reduce(0) { $0 + $1.bytes.count }) bytes in total)")
        return 0
    }

    /// Compares every file with the disk copy. Returns 1 on any difference, missing file or
    /// stray *.json file in the directory, else 0.
    static func check(_ files: [CorpusFile], in directory: String) -> Int32 {
        var problems = 0
        for file in files {
            let path = join(directory, file.name)
            guard let data = FileManager.default.contents(atPath: path) else {
                print("MISSING  \(path)")
                problems += 1
                continue
            }
            let disk = [UInt8](data)
            if disk != file.bytes {
                let common = min(disk.count, file.bytes.count)
                let firstDiff = (0..<common).first { disk[$0] != file.bytes[$0] } ?? common
                print("DIFFERS  \(path): \(disk.count) bytes on disk, \(file.bytes.count) "
                      + "generated, first difference at byte \(firstDiff)")
                problems += 1
            }
        }
        for stray in strayFiles(files, in: directory) {
            print("STRAY    \(join(directory, stray)) is not produced by the generator")
            problems += 1
        }
        if problems == 0 {
            print("OK: all \(files.count) files in \(directory) match the generator")
            return 0
        }
        print("FAILED: \(problems) problem(s); run `swift run sieve-corpus` to regenerate")
        return 1
    }

    /// *.json files on disk that the generator does not produce, sorted.
    private static func strayFiles(_ files: [CorpusFile], in directory: String) -> [String] {
        let onDisk = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let expected = Set(files.map(\.name))
        return onDisk.filter { $0.hasSuffix(".json") && !expected.contains($0) }.sorted()
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
