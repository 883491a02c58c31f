// `sieve-fuzz records-memory generate PATH SIZE_BYTES [PADDING_BYTES]` and
// `sieve-fuzz records-memory read PATH`: a JSON Lines file of customers as large as asked,
// written a chunk at a time, and its records decoded through `records(contentsOf:)` in a
// process of its own, with the peak resident memory (getrusage's ru_maxrss) before and after.
// RecordsMemoryTests and Benchmarks/records-10gb.sh hold the read to bounded memory: one chunk
// and the largest record, not the file.
//
// Neither command ever holds more than one chunk of the file (plus, for the read, one record).

import Foundation
import Sieve

/// `ContinuousClock` times the commands: macOS 13 and its peers on Apple systems.
@available(SwiftStdlib 5.7, *)
enum RecordsMemory {
    /// A customer's plan in the generated file.
    enum Tier: String, CaseIterable, Sendable, SchemaValue {
        case free, pro
    }

    /// The customer schema each record is decoded with: strict, so a drifted record is an
    /// issue. The `note` padding is an unknown key, skipped.
    struct Customer: Schema {
        var id: Int
        var name: String
        var email: String
        var tier: Tier
        var seatCount: Int
        var createdAt: String
        var tags: [String]

        init(from json: inout ObjectReader) throws {
            id = try json.decode("id")
            name = try json.decode("name")
            email = try json.decode("email")
            tier = try json.decode("tier")
            seatCount = try json.decode("seat_count")
            createdAt = try json.decode("created_at")
            tags = try json.decode("tags")
        }
    }

    /// One record in 1,000 is drifted: it does not fit `Customer`.
    static let driftEvery = 1_000
    /// The bytes gathered before each write.
    static let writeChunk = 1 << 20

    /// Runs `generate` or `read`; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        switch (arguments.first, arguments.count) {
        case ("generate", 3), ("generate", 4):
            guard let size = Int(arguments[2]), size >= 0,
                let padding = arguments.count == 4 ? Int(arguments[3]) : 32,
                (0...(16 << 20)).contains(padding)
            else { return usage() }
            return generate(path: arguments[1], size: size, meanPadding: padding)
        case ("read", 2):
            return read(path: arguments[1])
        default:
            return usage()
        }
    }

    static func usage() -> Int32 {
        FileHandle.standardError.write(
            Data(
                ("usage: sieve-fuzz records-memory generate PATH SIZE_BYTES [PADDING_BYTES]\n"
                    + "       sieve-fuzz records-memory read PATH\n").utf8))
        return 2
    }

    // MARK: - Generating

    /// Writes customers to `path` until it holds at least `size` bytes; prints
    /// `{"records": N, "drifted": D, "bytes": B, "seconds": S}`.
    ///
    /// Each record has a `note` of 0 to 2 × `meanPadding` letters, so records vary in size;
    /// every `driftEvery`th record is drifted (a string seat count, an unknown tier, or
    /// `mail` for `email`, in turn).
    static func generate(path: String, size: Int, meanPadding: Int) -> Int32 {
        guard let file = fopen(path, "wb") else {
            FileHandle.standardError.write(
                Data("sieve-fuzz: cannot create \(path): \(String(cString: strerror(errno)))\n".utf8))
            return 1
        }
        let clock = ContinuousClock()
        let start = clock.now
        var random = SplitMix(seed: 0x5EED_1E55)
        // Padding is cut from one pool of letters and spaces, made once.
        let pool: [UInt8] = (0..<(64 << 10) + 2 * meanPadding).map { _ in
            let pick = random.next() % 27
            return pick == 26 ? UInt8(ascii: " ") : UInt8(ascii: "a") + UInt8(pick)
        }
        let tags: [String] = [#"[]"#, #"["a"]"#, #"["a","b"]"#, #"["vip","beta","eu"]"#]
        var buffer: [UInt8] = []
        buffer.reserveCapacity(writeChunk + 2 * meanPadding + 512)
        var written = 0
        var records = 0
        var drifted = 0
        var failed = false
        while written + buffer.count < size {
            let id = records + 1
            let isDrifted = id % driftEvery == 0
            let drift = isDrifted ? (id / driftEvery) % 3 : -1
            let month = 1 + id % 12
            let day = 1 + id % 28
            let seats = 1 + Int(random.next() % 50)
            buffer.append(contentsOf: #"{"id":\#(id),"name":"Customer \#(id)","#.utf8)
            buffer.append(contentsOf: drift == 2 ? #""mail":"#.utf8 : #""email":"#.utf8)
            buffer.append(contentsOf: #""customer\#(id)@example.com","tier":"#.utf8)
            buffer.append(
                contentsOf: drift == 1 ? #""enterprise""#.utf8 : id % 3 == 0 ? #""free""#.utf8 : #""pro""#.utf8)
            buffer.append(
                contentsOf: drift == 0 ? #","seat_count":"\#(seats)""#.utf8 : #","seat_count":\#(seats)"#.utf8)
            buffer.append(
                contentsOf: #","created_at":"2024-\#(month < 10 ? "0" : "")\#(month)-\#(day < 10 ? "0" : "")\#(day)T12:00:00Z","#.utf8)
            buffer.append(contentsOf: #""tags":\#(tags[id % tags.count]),"note":""#.utf8)
            let length = meanPadding == 0 ? 0 : Int(random.next() % UInt64(2 * meanPadding + 1))
            let from = Int(random.next() % UInt64(64 << 10))
            buffer.append(contentsOf: pool[from..<from + length])
            buffer.append(contentsOf: "\"}\n".utf8)
            records += 1
            if isDrifted { drifted += 1 }
            if buffer.count >= writeChunk {
                failed = !write(buffer, to: file)
                written += buffer.count
                buffer.removeAll(keepingCapacity: true)
                if failed { break }
            }
        }
        if !failed && !buffer.isEmpty {
            failed = !write(buffer, to: file)
            written += buffer.count
        }
        if fclose(file) != 0 { failed = true }
        guard !failed else {
            FileHandle.standardError.write(
                Data("sieve-fuzz: cannot write \(path): \(String(cString: strerror(errno)))\n".utf8))
            return 1
        }
        let seconds = seconds(since: start, clock)
        print(#"{"records": \#(records), "drifted": \#(drifted), "bytes": \#(written), "seconds": \#(seconds)}"#)
        return 0
    }

    /// Writes all of `bytes`; false when the write failed.
    static func write(_ bytes: [UInt8], to file: UnsafeMutablePointer<FILE>) -> Bool {
        bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) == $0.count }
    }

    // MARK: - Reading

    /// Decodes every record of `path` as a `Customer`; prints `{"records": N, "values": V,
    /// "bad": B, "issues": I, "largest_record_bytes": L, "peak_rss_bytes": P,
    /// "baseline_rss_bytes": R, "seconds": S}`.
    static func read(path: String) -> Int32 {
        let baseline = maxResidentBytes()
        let clock = ContinuousClock()
        let start = clock.now
        let records: FileRecordSequence<Customer>
        do {
            records = try Customer.records(contentsOf: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("sieve-fuzz: cannot open \(path): \(error)\n".utf8))
            return 1
        }
        var count = 0
        var values = 0
        var bad = 0
        var issues = 0
        var largest = 0
        for record in records {
            count += 1
            if record.value != nil { values += 1 } else { bad += 1 }
            issues += record.diagnosis.issues.count
            largest = max(largest, record.byteCount)
        }
        let seconds = seconds(since: start, clock)
        let peak = maxResidentBytes()
        print(
            #"{"records": \#(count), "values": \#(values), "bad": \#(bad), "issues": \#(issues), "#
                + #""largest_record_bytes": \#(largest), "peak_rss_bytes": \#(peak), "#
                + #""baseline_rss_bytes": \#(baseline), "seconds": \#(seconds)}"#)
        return 0
    }

    /// The most memory the process has held resident so far, in bytes.
    static func maxResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #elseif canImport(Glibc)
        // glibc declares the `who` argument as an enum, which Swift imports as a struct.
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux (musl) and Android
        #endif
    }

    static func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let elapsed = clock.now - start
        let (whole, attoseconds) = elapsed.components
        return ((Double(whole) + Double(attoseconds) / 1e18) * 1000).rounded() / 1000
    }

    /// SplitMix64: a small seeded generator, so every run writes the same file.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
