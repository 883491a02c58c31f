// The JSON5 project's parse tests: `Tests/Fixtures/json5-tests`, inside the package (see its
// README.md and LICENSE.md). A file's extension states the decision: `.json` and `.json5`
// are accepted, `.js` and `.txt` refused.

import Foundation

/// The files of the JSON5 parse test suite, found relative to the package root.
enum JSON5Suite {
    static let root: URL = {
        // This file is <package>/Tests/ConformanceTests/JSON5Suite.swift.
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures/json5-tests")
            .standardizedFileURL
    }()

    /// Every case, as a path under `root` (`numbers/hexadecimal.json5`), sorted.
    static let cases: [String] = {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { path in ["json", "json5", "js", "txt"].contains((path as NSString).pathExtension) }
            .filter { !$0.hasSuffix("README.md") }
            .sorted()
    }()

    /// True when the case's extension says it must be accepted.
    static func mustAccept(_ path: String) -> Bool {
        path.hasSuffix(".json") || path.hasSuffix(".json5")
    }

    static func bytes(of path: String) throws -> [UInt8] {
        let url = root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw JSONTestSuite.Missing(path: url.path)
        }
        return [UInt8](data)
    }
}
