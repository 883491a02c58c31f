// SizeClass.swift — the nominal file sizes and the rule that fills a document up to one.

enum SizeClass: CaseIterable {
    case b512, k4, k64, k512, m1

    /// File-name suffix, e.g. "64k".
    var suffix: String {
        switch self {
        case .b512: "512b"
        case .k4: "4k"
        case .k64: "64k"
        case .k512: "512k"
        case .m1: "1m"
        }
    }

    /// Target size in bytes (binary units).
    var bytes: Int {
        switch self {
        case .b512: 512
        case .k4: 4 << 10
        case .k64: 64 << 10
        case .k512: 512 << 10
        case .m1: 1 << 20
        }
    }
}

enum Fill {
    /// Calls `emit(index)` repeatedly until the writer is as close to `target` bytes as whole
    /// records allow: it stops once adding another record of the last record's size would
    /// overshoot by more than it would gain. Always emits at least `minimum` records.
    /// Returns the number of records emitted.
    @discardableResult
    static func records(
        _ writer: JSONWriter, target: Int, minimum: Int = 1, _ emit: (Int) -> Void
    ) -> Int {
        var emitted = 0
        var lastSize = 0
        while emitted < minimum || writer.count + lastSize / 2 < target {
            let before = writer.count
            emit(emitted)
            lastSize = writer.count - before
            emitted += 1
        }
        return emitted
    }
}
