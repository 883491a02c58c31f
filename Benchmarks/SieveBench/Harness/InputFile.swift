// One JSON document loaded into memory once, in each side's native input form: `[UInt8]` for
// Sieve, `Data` for Foundation. Neither form is built inside a timed loop.

import Foundation

/// A document to decode, held in memory in both input forms.
struct InputFile {
    /// The file name, e.g. `api-payload-4k.json`.
    let name: String
    /// Sieve's input.
    let bytes: [UInt8]
    /// Foundation's input.
    let data: Data

    /// The size in bytes.
    var count: Int { bytes.count }

    /// A document made in memory (a generated input), named `name`.
    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        self.data = Data(bytes)
    }

    /// Reads the file at `path`.
    init(path: String) throws {
        let url = URL(fileURLWithPath: path)
        let data = try Data(contentsOf: url)
        self.name = url.lastPathComponent
        self.data = data
        self.bytes = [UInt8](data)
    }
}

/// A folder of JSON documents.
struct InputFolder {
    /// The folder's path.
    let path: String
    /// The `.json` file names in the folder, sorted.
    let names: [String]

    /// Lists the folder, or returns `nil` when it does not exist.
    init?(path: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return nil
        }
        self.path = path
        self.names = entries.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// Loads the file named `name`.
    func load(_ name: String) throws -> InputFile {
        try InputFile(path: (path as NSString).appendingPathComponent(name))
    }
}
