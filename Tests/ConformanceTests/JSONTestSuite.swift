// The JSONTestSuite files the conformance tests read: `Tests/Fixtures/JSONTestSuite`, inside
// the package (see Tests/Fixtures/README.md for their source and license). A test that needs
// them fails when they are missing.

import Foundation

/// Files of Nicolas Seriot's JSONTestSuite, found relative to the package root.
enum JSONTestSuite {
    /// The folder holding `test_parsing/` and `test_transform/`.
    static let root: URL = {
        // This file is <package>/Tests/ConformanceTests/JSONTestSuite.swift.
        let package = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        return package.appendingPathComponent("Tests/Fixtures/JSONTestSuite")
            .standardizedFileURL
    }()

    /// The folder of pass/fail/indeterminate files.
    static let parsing = "test_parsing"
    /// The folder of files whose accepted value is implementation-defined.
    static let transform = "test_transform"

    /// Thrown when the checkout or one of its files cannot be read.
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "JSONTestSuite file or folder not found at \(path); the conformance tests read "
                + "Tests/Fixtures/JSONTestSuite in the package"
        }
    }

    /// The names of the `.json` files in `folder` that start with `prefix`, sorted. Empty when
    /// the folder is missing: `requireFileNames(in:)` is the variant that fails instead.
    static func fileNames(in folder: String, prefix: String = "") -> [String] {
        (try? requireFileNames(in: folder, prefix: prefix)) ?? []
    }

    /// The names of the `.json` files in `folder` that start with `prefix`, sorted.
    ///
    /// - Throws: `Missing` when the folder does not exist.
    static func requireFileNames(in folder: String, prefix: String = "") throws -> [String] {
        let url = root.appendingPathComponent(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
            throw Missing(path: url.path)
        }
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    /// The bytes of the file `name` in `folder`.
    ///
    /// - Throws: `Missing` when it cannot be read.
    static func bytes(of name: String, in folder: String = parsing) throws -> [UInt8] {
        let url = root.appendingPathComponent(folder).appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Missing(path: url.path)
        }
        return [UInt8](data)
    }
}
