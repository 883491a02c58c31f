// `sieve generate [options] PATH...`: Swift declarations (schemas, or `Codable` models) that
// decode every sample, written from the samples themselves (SieveGenerate does the work).
// Samples that are not valid JSON are reported as `sieve check` reports them, and nothing is
// generated.

import Foundation
import Sieve
import SieveGenerate

/// Reads samples and writes the Swift source generated from them.
struct GenerateCommand {
    var paths: [String] = []
    var options = GenerateOptions()
    /// True for `--lines`: each file is JSON Lines, every record a sample.
    var lines = false
    /// Where to write the source, or `nil` for standard output.
    var outputPath: String?
    /// The command line, for the output's first comment.
    var commandLine = ""

    /// Parses the arguments after `generate` and runs the command.
    ///
    /// - Returns: 0 on success, 1 when a sample is invalid or unreadable or nothing could be
    ///   generated, 2 for a usage error.
    static func main(
        arguments: [String], output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> Int32 {
        var command = GenerateCommand()
        command.commandLine = (["sieve", "generate"] + arguments).joined(separator: " ")
        var iterator = arguments.makeIterator()
        func value(for option: String) -> String? {
            guard let value = iterator.next() else {
                errors.write("sieve generate: \(option) needs a value; run 'sieve --help' for usage\n")
                return nil
            }
            return value
        }
        func typeName(for option: String) -> String? {
            guard let name = value(for: option) else { return nil }
            guard Naming.isTypeName(name) else {
                errors.write("sieve generate: \(option) '\(name)' is not a Swift type name\n")
                return nil
            }
            return name
        }
        var optionsEnded = false
        while let argument = iterator.next() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                command.paths.append(argument)
                continue
            }
            switch argument {
            case "--":
                optionsEnded = true
            case "--root":
                guard let name = typeName(for: argument) else { return 2 }
                command.options.rootName = name
            case "--namespace":
                guard let name = typeName(for: argument) else { return 2 }
                command.options.namespace = name
            case "--style":
                guard let text = value(for: argument) else { return 2 }
                guard let style = GenerateOptions.Style(rawValue: text) else {
                    errors.write("sieve generate: --style is 'schema' or 'codable', not '\(text)'\n")
                    return 2
                }
                command.options.style = style
            case "--access":
                guard let text = value(for: argument) else { return 2 }
                guard let access = GenerateOptions.Access(rawValue: text) else {
                    errors.write(
                        "sieve generate: --access is 'internal', 'package' or 'public', not '\(text)'\n")
                    return 2
                }
                command.options.access = access
            case "--enum-threshold":
                guard let text = value(for: argument) else { return 2 }
                guard let threshold = Int(text), threshold >= 0 else {
                    errors.write("sieve generate: --enum-threshold takes a count, not '\(text)'\n")
                    return 2
                }
                command.options.enumThreshold = threshold
            case "--output", "-o":
                guard let path = value(for: argument) else { return 2 }
                command.outputPath = path
            case "--extras":
                command.options.extras = true
            case "--exact-numbers":
                command.options.exactNumbers = true
            case "--lines":
                command.lines = true
            case "-h", "--help":
                output.write(Usage.text)
                return 0
            default:
                errors.write(
                    "sieve generate: unknown option '\(argument)'; run 'sieve --help' for usage\n")
                return 2
            }
        }
        if let namespace = command.options.namespace, namespace == command.options.rootName {
            errors.write("sieve generate: --namespace and --root cannot both be '\(namespace)'\n")
            return 2
        }
        guard !command.paths.isEmpty else {
            errors.write("sieve generate: no samples given; run 'sieve --help' for usage\n")
            return 2
        }
        return command.run(output: &output, errors: &errors)
    }

    func run(output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
        guard let files = sampleFiles(errors: &errors) else { return 1 }
        var samples: [GenerationSample] = []
        for file in files {
            guard let read = lines ? readRecords(file, errors: &errors) : readDocument(file, errors: &errors)
            else { return 1 }
            samples += read
        }
        guard !samples.isEmpty else {
            errors.write("sieve generate: no samples in \(paths.joined(separator: " ")): nothing to generate\n")
            return 1
        }
        let source: String
        do {
            source = try SwiftGenerator.generate(
                samples: samples, options: options, recordsAreSamples: lines, command: commandLine)
        } catch {
            errors.write("sieve generate: \(error.description)\n")
            return 1
        }
        guard let outputPath else {
            output.write(source)
            return 0
        }
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
        } catch {
            errors.write("\(outputPath): error: cannot write the file: \(error.localizedDescription)\n")
            return 1
        }
        return 0
    }

    /// The files the paths name: a file as given, a folder's `.json` files (with `--lines`,
    /// its `.jsonl` and `.ndjson` files too), by name.
    func sampleFiles(errors: inout some TextOutputStream) -> [String]? {
        var files: [String] = []
        let extensions: Set<String> = lines ? ["json", "jsonl", "ndjson"] : ["json"]
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                errors.write("\(path): error: cannot read the file: no such file or folder\n")
                return nil
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                errors.write("\(path): error: cannot read the folder: \(error.localizedDescription)\n")
                return nil
            }
            let folder = path.hasSuffix("/") ? path : path + "/"
            files += names.filter { name in
                guard let dot = name.lastIndex(of: ".") else { return false }
                return extensions.contains(String(name[name.index(after: dot)...]).lowercased())
            }.sorted().map { folder + $0 }
        }
        return files
    }

    /// The file as one sample, or `nil` after reporting why it is none.
    func readDocument(_ path: String, errors: inout some TextOutputStream) -> [GenerationSample]? {
        let file: MappedFile
        do {
            file = try MappedFile(path: path)
        } catch {
            errors.write("\(path): error: cannot read the file: \(error.reason)\n")
            return nil
        }
        do {
            return [GenerationSample(source: path, value: try RawValue(parsing: file.bytes))]
        } catch {
            errors.write(ErrorPrinter.render(error, path: path, in: file.bytes))
            return nil
        }
    }

    /// Every record of the JSON Lines file, or `nil` after reporting each bad one.
    func readRecords(_ path: String, errors: inout some TextOutputStream) -> [GenerationSample]? {
        if let reason = CheckCommand.unreadableReason(path) {
            errors.write("\(path): error: cannot read the file: \(reason)\n")
            return nil
        }
        let records: FileRecordSequence<RawValue>
        do {
            records = try RawValue.records(
                contentsOf: URL(fileURLWithPath: path), chunkSize: CheckCommand.lineChunkSize)
        } catch {
            errors.write("\(path): error: cannot read the file: \(error.localizedDescription)\n")
            return nil
        }
        var samples: [GenerationSample] = []
        var bad = false
        for record in records {
            guard let value = record.value else {
                for issue in record.diagnosis.issues {
                    if issue.code == .readFailed {
                        let reason = issue.parameters["error"] ?? "read failed"
                        errors.write("\(path): error: cannot read the file: \(reason)\n")
                    } else {
                        errors.write(ErrorPrinter.render(issue, path: path))
                    }
                }
                bad = true
                continue
            }
            samples.append(GenerationSample(source: path, value: value))
        }
        return bad ? nil : samples
    }
}
