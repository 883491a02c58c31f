// `sieve`: command-line tools over Sieve. This file only dispatches on the first argument; each
// subcommand lives in its own file and returns its exit status.
//
// Exit status: 0 success, 1 when a checked file is invalid or unreadable, 2 for a usage error.

var output = StandardStream.output
var errors = StandardStream.error
let arguments = Array(CommandLine.arguments.dropFirst())

let status: Int32
switch arguments.first {
case "check":
    status = CheckCommand.main(
        arguments: Array(arguments.dropFirst()), output: &output, errors: &errors)
case "generate":
    status = GenerateCommand.main(
        arguments: Array(arguments.dropFirst()), output: &output, errors: &errors)
case "-h", "--help", "help":
    output.write(Usage.text)
    status = 0
case nil:
    errors.write(Usage.text)
    status = 2
case let command?:
    errors.write("sieve: unknown command '\(command)'; run 'sieve --help' for usage\n")
    status = 2
}
Platform.exit(status)
