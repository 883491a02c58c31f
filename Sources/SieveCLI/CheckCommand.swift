// `sieve check FILE...`: validate each file as exactly one JSON document, in place, with the
// same structural skip every decoder uses (`validateJSON(limits:syntax:)`). With `--lines`, each
// file is JSON Lines instead (CheckCommand+Lines.swift).

import Sieve

/// Validates files and reports each one: `path: OK`, or a compiler-style error.
struct CheckCommand {
    /// The files to check, in order.
    var paths: [String]
    /// The limits to check under: the ones every decoder applies by default.
    var limits: Limits = .default
    /// The JSON accepted: strict unless `--trailing-commas` or `--json5` is given.
    var syntax: JSONSyntax = .strict
    /// True for `--lines`: each file is JSON Lines, every record checked on its own.
    var lines = false

    /// Parses the arguments after `check` and runs the command.
    ///
    /// - Returns: The exit status: 0 when every file is valid (with `--lines`, every record),
    ///   1 when any is invalid or unreadable, 2 for a usage error.
    static func main(
        arguments: [String], output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> Int32 {
        var paths: [String] = []
        var syntax = JSONSyntax.strict
        var lines = false
        var optionsEnded = false
        for argument in arguments {
            if optionsEnded || !argument.hasPrefix("-") {
                paths.append(argument)
            } else if argument == "--trailing-commas" {
                syntax = .trailingCommas
            } else if argument == "--json5" {
                syntax = .json5
            } else if argument == "--lines" {
                lines = true
            } else if argument == "--" {
                optionsEnded = true
            } else if argument == "-h" || argument == "--help" {
                output.write(Usage.text)
                return 0
            } else {
                errors.write(
                    "sieve check: unknown option '\(argument)'; run 'sieve --help' for usage\n")
                return 2
            }
        }
        guard !paths.isEmpty else {
            errors.write("sieve check: no files given; run 'sieve --help' for usage\n")
            return 2
        }
        if lines && syntax != .strict {
            // Records are read as strict JSON: the records reader has no other syntax.
            errors.write(
                "sieve check: --lines reads strict JSON; it cannot be combined with "
                    + "--trailing-commas or --json5\n")
            return 2
        }
        let command = CheckCommand(paths: paths, syntax: syntax, lines: lines)
        return lines
            ? command.runLines(output: &output, errors: &errors)
            : command.run(output: &output, errors: &errors)
    }

    /// Checks every file, writing `path: OK` to `output` for each valid one and the rendered
    /// error to `errors` for each invalid or unreadable one.
    ///
    /// - Returns: 0 when every file is valid, otherwise 1.
    func run(output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
        var status: Int32 = 0
        for path in paths {
            let file: MappedFile
            do {
                file = try MappedFile(path: path)
            } catch {
                errors.write("\(path): error: cannot read the file: \(error.reason)\n")
                status = 1
                continue
            }
            if let failure = CheckCommand.check(file.bytes, limits: limits, syntax: syntax) {
                errors.write(ErrorPrinter.render(failure, path: path, in: file.bytes))
                status = 1
            } else {
                output.write("\(path): OK\n")
            }
        }
        return status
    }

    /// The first error in `bytes` as one JSON document, or `nil` when it is valid.
    ///
    /// - Complexity: O(*n*), one pass, nothing allocated on success.
    static func check(
        _ bytes: UnsafeRawBufferPointer, limits: Limits, syntax: JSONSyntax = .strict
    ) -> ScanError? {
        do throws(ScanError) {
            try bytes.validateJSON(limits: limits, syntax: syntax)
            return nil
        } catch {
            return error
        }
    }
}
