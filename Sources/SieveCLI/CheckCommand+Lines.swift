// `sieve check --lines FILE...`: each file as JSON Lines (or JSON values one after another),
// read in chunks through `records(contentsOf:)`, so memory holds one chunk and the record being
// read however big the file is. Every bad record is reported as it is found; a summary line
// per file follows.
//
// Output is never buffered: an error is written before the next record is read.

import Foundation
import Sieve

extension CheckCommand {
    /// The bytes read from the file at a time.
    static let lineChunkSize = 1 << 20

    /// Checks every file as JSON Lines: each bad record's error to `errors` as it is found,
    /// then `path: OK, N records` or `path: N records OK, M bad` to `output`.
    ///
    /// - Returns: 0 when every record of every file is valid, otherwise 1.
    func runLines(output: inout some TextOutputStream, errors: inout some TextOutputStream)
        -> Int32
    {
        var status: Int32 = 0
        for path in paths {
            if !checkLines(path: path, output: &output, errors: &errors) { status = 1 }
        }
        return status
    }

    /// Checks one file's records; true when it was read and every record is valid.
    func checkLines(
        path: String, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> Bool {
        if let reason = CheckCommand.unreadableReason(path) {
            errors.write("\(path): error: cannot read the file: \(reason)\n")
            return false
        }
        let records: FileRecordSequence<ValidRecord>
        do {
            records = try ValidRecord.records(
                contentsOf: URL(fileURLWithPath: path), limits: limits,
                chunkSize: CheckCommand.lineChunkSize)
        } catch {
            errors.write("\(path): error: cannot read the file: \(error.localizedDescription)\n")
            return false
        }
        var count = 0
        var bad = 0
        for record in records {
            if let failure = record.diagnosis.issues.first(where: { $0.code == .readFailed }) {
                let reason = failure.parameters["error"] ?? "read failed"
                errors.write(
                    "\(path): error: cannot read the file after \(count.grouped) records: "
                        + "\(reason)\n")
                return false
            }
            count += 1
            guard !record.diagnosis.issues.isEmpty else { continue }
            bad += 1
            for issue in record.diagnosis.issues {
                errors.write(ErrorPrinter.render(issue, path: path))
            }
        }
        if bad == 0 {
            output.write("\(path): OK, \(Self.records(count))\n")
        } else {
            output.write("\(path): \(Self.records(count - bad)) OK, \(bad.grouped) bad\n")
        }
        return bad == 0
    }

    /// `1 record`, `2,500 records`.
    static func records(_ count: Int) -> String {
        "\(count.grouped) \(count == 1 ? "record" : "records")"
    }

    /// Why `path` cannot be read as a file (`"No such file or directory"`, `"is a
    /// directory"`), or `nil` when it is a regular file that can be opened for reading.
    static func unreadableReason(_ path: String) -> String? {
        switch Platform.openRegularFile(path) {
        case .success: return nil
        case .failure(let error): return error.text
        }
    }
}

extension Int {
    /// The number with a comma every three digits: `1,000,000`.
    var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}
