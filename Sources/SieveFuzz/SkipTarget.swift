// `skip`: the structural skip's three loops (the C loop the CPU runs, the baseline C loop, the
// Swift loop) against each other and against reading, under the default limits and tight ones;
// and, where they accept, the bracket count that skips a container already validated.

import CSieveScanner
import Sieve
import SieveScanner

enum SkipTarget {
    /// The limits each input is skipped under: the defaults, and tight ones that the loops
    /// must refuse alike.
    static let limitSets = [Limits(), Limits(maxDepth: 3), Limits(maxStringLength: 8)]

    static func run(_ input: [UInt8]) {
        for limits in limitSets { run(input, limits: limits) }
    }

    static func run(_ input: [UInt8], limits: Limits) {
        let read: ScanError?
        do {
            _ = try RawValue(parsing: input, limits: limits)
            read = nil
        } catch {
            read = error
        }
        input.withUnsafeBytes { bytes in
            var document = JSONScanner(bytes: bytes, limits: limits)
            let validated: ScanError?
            do throws(ScanError) {
                try document.validateDocument()
                validated = nil
            } catch {
                validated = error
            }
            guard (validated == nil) == (read == nil) else {
                oracleFailed("validating says \(validated.map { "\($0)" } ?? "valid"), "
                    + "reading says \(read.map { "\($0)" } ?? "valid")", input)
            }
            // The three loops, on the first value when it is a container.
            var scanner = JSONScanner(bytes: bytes, limits: limits)
            guard let first = scanner.skipWhitespace(), first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
            else { return }
            let start = scanner.cursor
            var pointer = start
            let named: Int?
            do throws(ScanError) {
                try scanner.skipContainerNamingErrors(&pointer)
                named = pointer - scanner.start
            } catch {
                named = nil
            }
            let fast = scanner.fastSkipEnd(from: start, atMemberOfObject: false).map { $0 - scanner.start }
            let baseline = sieve_skip_container_baseline(
                start, scanner.end, limits.maxDepth, limits.maxStringLength, 0
            ).map { $0 - scanner.start }
            for (name, end) in [("fast", fast), ("baseline", baseline)] {
                // A C loop may refuse what the Swift loop accepts (it then hands over), never
                // the other way round, and never ends elsewhere.
                if let end, end != named {
                    oracleFailed("the \(name) C loop ends at \(end), the Swift loop at \(named.map(String.init) ?? "an error")", input)
                }
            }
            // Where the Swift loop accepts the container, the bracket count ends there too.
            if let named {
                let found = sieve_find_container_end(start, scanner.end, 0).map { $0 - scanner.start }
                let foundBaseline = sieve_find_container_end_baseline(start, scanner.end, 0)
                    .map { $0 - scanner.start }
                guard found == named, foundBaseline == named else {
                    oracleFailed("the bracket count ends at \(found.map(String.init) ?? "nothing") and \(foundBaseline.map(String.init) ?? "nothing"), validation at \(named)", input)
                }
            }
            // Where the Swift loop accepts the container, the container reads as a document.
            if let named {
                let prefix = Array(input[(start - scanner.start)..<named])
                guard (try? RawValue(parsing: prefix, limits: limits)) != nil else {
                    oracleFailed("the skipped container at 0..<\(named) does not read", input)
                }
            }
        }
    }
}
